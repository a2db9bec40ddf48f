import TouchKitRecording

/// Why a trace file could not be read: `file:line: message` (`TouchKitRecording`'s `FileLineError`).
public struct TraceError: FileLineError, Sendable, Hashable {
    /// The trace file.
    public var file: String
    /// The 1-based line, or 0 for the file as a whole.
    public var line: Int
    /// What is wrong.
    public var message: String
}
