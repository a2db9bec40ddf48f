/// One pointer frame's scrolling: the seam between a backend and scroll views (SPEC P1).
///
/// The Wayland backend builds one from the `wl_pointer` axis events of a frame with
/// ``ScrollInputBuilder``; a replay or a test makes its own. Hand it to
/// ``Application/handleScroll(_:)``.
public struct ScrollInput: Sendable, Hashable {
    /// What made the scroll (`wl_pointer.axis_source`).
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// A wheel turned, in steps.
        case wheel
        /// Fingers on a touchpad; a stop ends the sequence.
        case finger
        /// A continuous device other than fingers (a trackpoint's button scrolling).
        case continuous
        /// A wheel tilted sideways.
        case wheelTilt

        /// Wheels are discrete; the others continuous (SPEC P3).
        public var scrollType: ScrollType {
            switch self {
            case .wheel, .wheelTilt: .discrete
            case .finger, .continuous: .continuous
            }
        }
    }

    /// The seat of the pointer.
    public var seat: SeatID
    /// The window under the pointer.
    public var window: WindowID
    /// The pointer's position in the window, points.
    public var location: Point
    /// The time of the frame, in seconds on the compositor's clock.
    public var timestamp: Double
    /// What made the scroll.
    public var source: Source
    /// How far to scroll, in points per axis (`wl_pointer.axis`); positive scrolls
    /// down or to the right.
    public var delta: Point
    /// The wheel steps per axis (`axis_value120 / 120`, or `axis_discrete`), when the
    /// device reported them; fractions come from high-resolution wheels.
    public var steps: Point?
    /// Whether the sequence stopped in this frame (`wl_pointer.axis_stop`).
    public var isStop: Bool
    /// The modifier keys held (Shift scrolls a wheel across, SPEC P7).
    public var modifierFlags: KeyModifierFlags

    /// Creates a scroll.
    public init(
        seat: SeatID = .default, window: WindowID, location: Point, timestamp: Double, source: Source,
        delta: Point, steps: Point? = nil, isStop: Bool = false, modifierFlags: KeyModifierFlags = []
    ) {
        self.seat = seat
        self.window = window
        self.location = location
        self.timestamp = timestamp
        self.source = source
        self.delta = delta
        self.steps = steps
        self.isStop = isStop
        self.modifierFlags = modifierFlags
    }

    /// The scroll's type (SPEC P3).
    public var scrollType: ScrollType { source.scrollType }
}
