import Foundation

/// Prints `touchkit: <message>` on standard error and exits: the one-line error every
/// subcommand gives.
/// - Parameters:
///   - message: One line saying what went wrong.
///   - code: The exit status; 1 by default.
func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("touchkit: \(message)\n".utf8))
    exit(code)
}
