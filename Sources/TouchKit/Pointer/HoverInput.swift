/// The pointer moving with no finger down, or leaving: the seam between a backend and
/// hover recognizers (SPEC P10).
///
/// Hand it to ``Application/handleHover(_:)``. The Wayland backend sends one for each
/// `wl_pointer.frame` with motion, button or leave events.
public struct HoverInput: Sendable, Hashable {
    /// The seat of the pointer.
    public var seat: SeatID
    /// The window the pointer is over (or just left).
    public var window: WindowID
    /// The pointer's position in the window, points; `nil` when it left the window.
    public var location: Point?
    /// The time, in seconds on the compositor's clock.
    public var timestamp: Double
    /// The buttons down: any button ends hovering (SPEC P10).
    public var buttonMask: Event.ButtonMask
    /// What hovers: the pointer, or a pen near the surface (SPEC P71).
    public var source: HoverSource
    /// A pen's height above the surface from 0 (touching) to 1 (as far as the tablet
    /// tells), from tablet-v2's `distance`; 0 for the pointer (SPEC P71).
    public var zOffset: Double
    /// A hovering pen's tilt and which end is down; `nil` for the pointer.
    public var pencil: PencilSample?

    /// Creates a hover input.
    public init(
        seat: SeatID = .default, window: WindowID, location: Point?, timestamp: Double,
        buttonMask: Event.ButtonMask = [], source: HoverSource = .pointer, zOffset: Double = 0,
        pencil: PencilSample? = nil
    ) {
        self.source = source
        self.zOffset = zOffset
        self.pencil = pencil
        self.seat = seat
        self.window = window
        self.location = location
        self.timestamp = timestamp
        self.buttonMask = buttonMask
    }
}

/// What hovers over a window: the pointer, or one of the seat's pens (SPEC P10, P71).
public enum HoverSource: Sendable, Hashable {
    /// The seat's pointer with no button down.
    case pointer
    /// The pen the backend numbers so (its touches are `pencil-N`), near the surface and
    /// not touching it.
    case pencil(Int32)
}
