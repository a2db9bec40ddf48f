import Foundation

/// Plain-text tables, aligned, also valid Markdown.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    /// Adds a row (as many cells as the header).
    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The table as Markdown lines with padded columns; numbers align right.
    func render() -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { index, cell in
                    let pad = String(repeating: " ", count: widths[index] - cell.count)
                    return isNumeric(cell) ? pad + cell : cell + pad
                }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    private func isNumeric(_ cell: String) -> Bool {
        cell.first?.isNumber ?? false
    }
}

/// Formatting of figures.
enum Format {
    /// A count with thousands separators: `100,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }

    /// Nanoseconds with thousands separators, one decimal below 100.
    static func ns(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : count(Int(value.rounded()))
    }

    /// Nanoseconds as microseconds with one decimal.
    static func microseconds(_ nanoseconds: Double) -> String {
        String(format: "%.1f", nanoseconds / 1_000)
    }

    /// A ratio such as `3.42`.
    static func ratio(_ value: Double, over base: Double) -> String {
        String(format: "%.2f", value / base)
    }

    /// Bytes as MiB with one decimal.
    static func mebibytes(_ bytes: UInt64) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
