/// Why a trace file could not be read: `file:line: message`.
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The trace file.
    public var file: String
    /// The 1-based line, or 0 for the file as a whole.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `file:line: message`, or `file: message` for line 0.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
