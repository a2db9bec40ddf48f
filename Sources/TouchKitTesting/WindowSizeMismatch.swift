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
    /// Touch sequences whose first finger goes down outside the window, as sent
    /// (`TouchRecording/sequenceStarts(outside:)`): no compositor gives them to the app.
    public var sequencesStartingOutside = 0
    /// The recording line of the first of them, when known.
    public var firstSequenceStartLine: Int?

    /// `the recording is for a 1024x640 window, the app's is 800x480: 5 of 120 positions fall outside it`.
    public var description: String {
        func size(_ s: Size) -> String { "\(Int(s.width.rounded()))x\(Int(s.height.rounded()))" }
        var text = "the recording is for a \(size(recorded)) window, the app's is \(size(window))"
        if fitted { return text + ": its positions were scaled to the window" }
        text += ": \(positionsOutside) of \(positions) position\(positions == 1 ? "" : "s") fall outside it"
        if sequencesStartingOutside > 0 {
            let line = firstSequenceStartLine.map { " (the first on line \($0))" } ?? ""
            text +=
                ", and \(sequencesStartingOutside) touch sequence\(sequencesStartingOutside == 1 ? " starts" : "s start")"
                + " outside it\(line), which no compositor gives to the app"
        }
        return text
    }
}
