/// Why a recording could not be read, imported or written.
///
/// The description has the form compilers use, `file:line: message`, e.g.
/// `demo.touches:12: expected '<ms> down <id> <x> <y>', got 'down 1 2'`, so editors
/// and terminals can jump to the line. An error about the file as a whole (it is
/// missing, it cannot be written) has line 0 and reads `file: message`.
///
/// A recording that fails to parse yields no events at all: the whole file is
/// checked before anything is returned.
public struct RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name or path given when reading or writing.
    public var file: String
    /// The 1-based line the problem is on, or 0 for the file as a whole.
    public var line: Int
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - file: The file name or path.
    ///   - line: The 1-based line, or 0 for the file as a whole.
    ///   - message: What was expected and what was found.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` for line 0.
    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
