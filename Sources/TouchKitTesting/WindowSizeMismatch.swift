import TouchKit

/// A recording's `# window` size that differs from the window it is replayed into,
/// and how many of its positions fall outside that window.
public struct WindowSizeMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The size the recording names.
    public var recorded: Size
    /// The size of the window replayed into.
    public var window: Size
    /// Positions (`down` and `motion`) outside the window, as sent.
    public var positionsOutside: Int
    /// Positions in the recording.
    public var positions: Int
    /// Whether the positions were scaled to the window (``ReplayOptions/WindowSizePolicy/fitToWindow``).
    public var fitted: Bool

    /// `the recording is for a 1024x640 window, the app's is 800x480: 5 of 120 positions fall outside it`.
    public var description: String {
        func size(_ s: Size) -> String { "\(Int(s.width.rounded()))x\(Int(s.height.rounded()))" }
        var text = "the recording is for a \(size(recorded)) window, the app's is \(size(window))"
        if fitted { return text + ": its positions were scaled to the window" }
        text += ": \(positionsOutside) of \(positions) position\(positions == 1 ? "" : "s") fall outside it"
        return text
    }
}
