import TouchKit

/// Reads and writes the numbers of the recording format.
///
/// Numbers are plain decimals (`12`, `-3.5`, `0.000`; an exponent such as `1e-3` is
/// read but never written). Writing gives the shortest decimal that reads back as the
/// same `Double`, so a recording survives any number of round trips; rounding to
/// a sensible precision is the recorder's job (``TouchRecorder``).
package enum RecordingNumber {
    /// Parses a finite decimal number, or returns `nil`.
    package static func parse(_ text: Substring) -> Double? {
        guard let first = text.first, first.isASCII,
            first.isNumber || first == "-" || first == "+" || first == "."
        else { return nil }
        guard
            text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Parses a touch id, an `Int32`.
    package static func parseID(_ text: Substring) -> Int32? {
        Int32(text)
    }

    /// The shortest plain decimal that reads back as `value`: `12`, `-3.5`, `0.001`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == 0 { return "0" }
        var text = "\(value)"
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            text = expand(mantissa: text[..<e], exponent: Int(text[text.index(after: e)...]) ?? 0)
        }
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Writes `mantissa × 10^exponent` without an exponent.
    private static func expand(mantissa: Substring, exponent: Int) -> String {
        var sign = ""
        var m = mantissa
        if m.first == "-" {
            sign = "-"
            m = m.dropFirst()
        }
        let parts = m.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var point = whole.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        let integer = digits.prefix(point)
        var rest = String(digits.dropFirst(point))
        while rest.hasSuffix("0") { rest.removeLast() }
        return sign + integer + (rest.isEmpty ? "" : "." + rest)
    }

    /// Rounds `value` to `decimals` places, for values that should print compactly.
    static func rounded(_ value: Double, decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
