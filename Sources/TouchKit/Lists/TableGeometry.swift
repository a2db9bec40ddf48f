/// Where every section, header, row and footer of a table lies, without an object per
/// row (SPEC L3, L5, L6).
///
/// Each section keeps its start, its header and footer heights, its row count and a
/// standard row height; rows that differ from it are kept as differences in a
/// ``HeightTree`` made at the first one.
struct TableGeometry {
    struct Section {
        var start = 0.0
        var spacing = 0.0
        var header = 0.0
        var footer = 0.0
        var rowCount = 0
        var standard = 44.0
        var differences: HeightTree?

        /// The top of the first row, from the section's start.
        var rowsStart: Double { spacing + header }
        /// The rows' total height.
        var rowsHeight: Double { Double(rowCount) * standard + (differences?.prefix(rowCount) ?? 0) }
        /// The section's total height.
        var height: Double { rowsStart + rowsHeight + footer }

        /// The top of `row` from the section's start.
        func top(ofRow row: Int) -> Double {
            rowsStart + Double(row) * standard + (differences?.prefix(row) ?? 0)
        }

        /// The height of `row`.
        func height(ofRow row: Int) -> Double {
            standard + (differences?.value(at: row) ?? 0)
        }

        /// The row whose span holds `y` (from the section's start), clamped to the rows.
        func row(at y: Double) -> Int {
            guard rowCount > 0 else { return 0 }
            let local = y - rowsStart
            guard let differences else {
                guard standard > 0 else { return 0 }
                let row = Int((max(0, local) / standard).rounded(.down).clamped(to: 0...Double(rowCount - 1)))
                return row
            }
            // Bisection on the rows' tops.
            var low = 0
            var high = rowCount - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if Double(mid) * standard + differences.prefix(mid) <= local { low = mid } else { high = mid - 1 }
            }
            return low
        }

        /// Sets `row`'s height; returns the change.
        mutating func setHeight(_ height: Double, ofRow row: Int) -> Double {
            let change = height - self.height(ofRow: row)
            guard change != 0 else { return 0 }
            if differences == nil { differences = HeightTree(count: rowCount) }
            differences?.add(change, at: row)
            return change
        }
    }

    var sections: [Section] = []

    /// The content's height.
    var height: Double { sections.last.map { $0.start + $0.height } ?? 0 }

    /// Recomputes the sections' starts from `first` on.
    mutating func updateStarts(from first: Int = 0) {
        var y = first > 0 && first <= sections.count ? sections[first - 1].start + sections[first - 1].height : 0
        for index in max(0, first)..<sections.count {
            sections[index].start = y
            y += sections[index].height
        }
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The row's span: its top and height.
    func span(of indexPath: IndexPath) -> (top: Double, height: Double) {
        let section = sections[indexPath.section]
        return (section.start + section.top(ofRow: indexPath.row), section.height(ofRow: indexPath.row))
    }

    /// The section holding `y` (the last one below it), or `nil` without sections.
    func section(at y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].start <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The rows whose spans meet `minY..<maxY`, in order.
    func rows(from minY: Double, to maxY: Double) -> [IndexPath] {
        guard var sectionIndex = section(at: minY) else { return [] }
        var result: [IndexPath] = []
        while sectionIndex < sections.count {
            let section = sections[sectionIndex]
            if section.start >= maxY { break }
            if section.rowCount > 0 {
                var row = section.row(at: minY - section.start)
                while row < section.rowCount {
                    let top = section.start + section.top(ofRow: row)
                    if top >= maxY { break }
                    if top + section.height(ofRow: row) > minY {
                        result.append(IndexPath(row: row, section: sectionIndex))
                    }
                    row += 1
                }
            }
            sectionIndex += 1
        }
        return result
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
