/// What a replay did.
public struct ReplayResult: Sendable {
    /// Frames sent (a `cancel` counts as one).
    public var frames: Int
    /// Recording events sent (frames included).
    public var events: Int
    /// `sync` round trips made.
    public var syncs: Int
    /// Seconds from the first frame to the last `sync_done`.
    public var duration: Double
    /// The captures taken, in order.
    public var captures: [Capture]
    /// The recording's `# window` size when it is not the window's, with the positions
    /// that fell outside; `nil` when the sizes agree or the recording names none.
    public var windowSizeMismatch: WindowSizeMismatch?

    /// Frames per second.
    public var framesPerSecond: Double { duration > 0 ? Double(frames) / duration : 0 }
}
