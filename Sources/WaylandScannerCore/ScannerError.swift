/// An error found while reading protocol XML or generating code from it.
///
/// The description has the compiler-style form `file:line: error: message`, so that
/// build logs point straight at the offending line.
public struct ScannerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the error is in.
    public var file: String
    /// The 1-based line of the error, or 0 when no line applies.
    public var line: Int
    /// What went wrong.
    public var message: String

    /// Creates an error at a place in a file.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`.
    public var description: String {
        line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
    }
}
