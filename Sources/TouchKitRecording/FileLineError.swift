/// An error about a place in a text file, described the way compilers do:
/// `file:line: message`, or `file: message` for the file as a whole (line 0), so that
/// editors and terminals can jump to the line.
///
/// The package's errors about files it reads share it: ``RecordingError`` (recordings)
/// and `TouchKitTesting`'s `TraceError` (dispatch traces).
public protocol FileLineError: Error, CustomStringConvertible {
    /// The file name or path given when reading or writing.
    var file: String { get }
    /// The 1-based line the problem is on, or 0 for the file as a whole.
    var line: Int { get }
    /// What was expected and what was found.
    var message: String { get }
}

extension FileLineError {
    /// `file:line: message`, or `file: message` for line 0.
    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
