/// One step of a touchpad gesture (`zwp_pointer_gestures_v1`): the seam between a
/// backend and the event model for pinches, swipes and holds on a touchpad (SPEC
/// P48-P53).
///
/// A backend turns the compositor's gesture events into these with
/// ``TouchpadGestureConverter`` and hands them to ``Application/handle(_:)-(TouchpadGesture)``,
/// which drives the recognizers of the view under the pointer. Values are totals since
/// the gesture began.
public struct TouchpadGesture: Sendable, Hashable {
    /// What the fingers do.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Fingers pinch and turn (scale and rotation).
        case pinch
        /// Fingers move together.
        case swipe
        /// Fingers rest on the touchpad.
        case hold
    }

    /// Where in the gesture this step is.
    public enum Phase: String, Sendable, Hashable {
        /// The gesture began.
        case began
        /// The fingers moved.
        case changed
        /// The fingers lifted.
        case ended
        /// The compositor cancelled the gesture (a finger was added or the gesture was taken).
        case cancelled
    }

    /// What the fingers do.
    public var kind: Kind
    /// Where in the gesture this step is.
    public var phase: Phase
    /// The seat whose touchpad it is.
    public var seat: SeatID
    /// The window under the pointer when the gesture began.
    public var window: WindowID
    /// The pointer's position in the window, which a touchpad gesture does not move.
    public var location: Point
    /// How many fingers are on the touchpad.
    public var fingers: Int
    /// The time of the step, seconds on the compositor's clock.
    public var timestamp: Double
    /// The fingers' motion since the gesture began, logical pixels (swipe and pinch).
    public var translation: Point
    /// The pinch's scale relative to its start (1 at the start).
    public var scale: Double
    /// The pinch's rotation since its start, radians, clockwise positive.
    public var rotation: Double

    /// Creates a step.
    public init(
        kind: Kind, phase: Phase, seat: SeatID = .default, window: WindowID, location: Point, fingers: Int,
        timestamp: Double, translation: Point = .zero, scale: Double = 1, rotation: Double = 0
    ) {
        self.kind = kind
        self.phase = phase
        self.seat = seat
        self.window = window
        self.location = location
        self.fingers = fingers
        self.timestamp = timestamp
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
    }
}
