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

    /// Creates a hover input.
    public init(
        seat: SeatID = .default, window: WindowID, location: Point?, timestamp: Double,
        buttonMask: Event.ButtonMask = []
    ) {
        self.seat = seat
        self.window = window
        self.location = location
        self.timestamp = timestamp
        self.buttonMask = buttonMask
    }
}
