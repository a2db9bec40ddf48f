import TouchKit

/// Why a recording could not be read, imported or written.
///
/// The description has the form compilers use, `file:line: message`, e.g.
/// `demo.touches:12: expected '<ms> down <id> <x> <y>', got 'down 1 2'`, so editors
/// and terminals can jump to the line. An error about the file as a whole (it is
/// missing, it cannot be written) has line 0 and reads `file: message`.
///
/// A recording that fails to parse yields no events at all: the whole file is
/// checked before anything is returned.
public struct RecordingError: FileLineError, Sendable, Hashable {
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

    /// The longest excerpt of a file's text an error quotes, in characters.
    public static let excerptLength = 160

    /// A short, printable excerpt of text to quote in a message: at most
    /// ``excerptLength`` characters (then `…`), with control characters, line and
    /// paragraph separators and bidirectional controls written as escapes (`\t`,
    /// `\r`, `\u{1B}`), so a huge or hostile line makes a short error that is safe
    /// to print on a terminal.
    /// - Parameter text: The text to quote.
    public static func excerpt(_ text: some StringProtocol) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == excerptLength {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\n": out += "\\n"
            case "\\": out += "\\\\"
            default:
                let v = scalar.value
                let unsafe =
                    v < 0x20 || (0x7F...0x9F).contains(v) || (0x2028...0x2029).contains(v)
                    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
                    || v == 0xFEFF
                out += unsafe ? "\\u{\(String(v, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return out
    }
}
