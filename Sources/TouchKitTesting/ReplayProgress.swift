/// How far a replay has got, for ``ReplayOptions/progress``.
public struct ReplayProgress: Sendable, Hashable {
    /// Frames sent and synced so far.
    public var framesSent: Int
    /// Frames in the recording.
    public var totalFrames: Int
    /// The recording time (ms) of the last frame sent.
    public var recordingTime: Double
    /// Seconds since the replay started.
    public var elapsed: Double

    /// The fraction done, 0...1.
    public var fraction: Double { totalFrames == 0 ? 1 : Double(framesSent) / Double(totalFrames) }
}
