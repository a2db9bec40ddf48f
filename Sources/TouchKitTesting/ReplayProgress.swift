import Foundation

/// How far a replay has got, for ``ReplayOptions/progress``.
public struct ReplayProgress: Sendable, Hashable, CustomStringConvertible {
    /// Frames sent and synced so far.
    public var framesSent: Int
    /// Frames in the recording.
    public var totalFrames: Int
    /// The recording time (ms) of the last frame sent.
    public var recordingTime: Double
    /// Seconds since the replay started.
    public var elapsed: Double

    /// Creates a progress report.
    /// - Parameters:
    ///   - framesSent: Frames sent and synced so far.
    ///   - totalFrames: Frames in the recording.
    ///   - recordingTime: The recording time (ms) of the last frame sent.
    ///   - elapsed: Seconds since the replay started.
    public init(framesSent: Int, totalFrames: Int, recordingTime: Double, elapsed: Double) {
        self.framesSent = framesSent
        self.totalFrames = totalFrames
        self.recordingTime = recordingTime
        self.elapsed = elapsed
    }

    /// The fraction done, 0...1.
    public var fraction: Double { totalFrames == 0 ? 1 : min(1, Double(framesSent) / Double(totalFrames)) }

    /// `62 of 124 frames (50%), 1.03 s of recording in 1.1 s`: one plain line.
    public var description: String {
        "\(framesSent) of \(totalFrames) frames (\(Int((fraction * 100).rounded(.down)))%), "
            + String(format: "%.2f s of recording in %.1f s", recordingTime / 1000, elapsed)
    }

    /// A bar for a terminal line, `[##########          ]  50% 62/124 frames`.
    /// - Parameter width: The bar's width in characters, between the brackets.
    public func bar(width: Int = 30) -> String {
        let width = max(1, width)
        let filled = Int((fraction * Double(width)).rounded(.down))
        let percent = String(Int((fraction * 100).rounded(.down)))
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            + String(repeating: " ", count: max(0, 3 - percent.count)) + percent
            + "% \(framesSent)/\(totalFrames) frames"
    }
}
