import Foundation

/// Accumulates Swift source text line by line with four-space indentation.
struct SourceWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (empty lines stay empty).
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Appends `open`, indents for `body`, then appends `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SourceWriter) throws(ScannerError) -> Void)
        throws(ScannerError)
    {
        line(open)
        depth += 1
        try body(&self)
        depth -= 1
        line(close)
    }

    /// Appends `///` documentation: summary, blank line, the dedented body, then `extra`.
    mutating func documentation(_ documentation: Documentation?, fallback: String, extra: [String] = []) {
        var lines: [String] = []
        let summary = documentation?.summary?.trimmingWhitespace ?? ""
        lines.append(summary.isEmpty ? fallback : summary.capitalizedFirst)
        let body = Self.paragraphs(documentation?.text ?? "")
        if !body.isEmpty {
            lines.append("")
            lines.append(contentsOf: body)
        }
        if !extra.isEmpty {
            lines.append("")
            lines.append(contentsOf: extra)
        }
        for entry in lines { line(entry.isEmpty ? "///" : "/// " + entry) }
    }

    /// The text's lines with XML indentation removed and surrounding blank lines dropped.
    static func paragraphs(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var result: [String] = []
        for entry in lines where !(entry.isEmpty && result.last?.isEmpty == true) {
            result.append(entry)
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[start...end])
    }

    /// The string with its first letter upper-cased.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The string as a Swift string literal (quotes and backslashes escaped).
    var swiftLiteral: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
