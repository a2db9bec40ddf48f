/// The row and section changes of one batch update, and how rows before it map to rows
/// after it (SPEC L9, L15).
///
/// Deletions, reloads and the sources of moves name rows and sections before the batch;
/// insertions and the destinations of moves name them after it, as UIKit's batch
/// updates do. Tables and collection views share it (items are rows).
struct TableUpdate {
    var deletions: Set<IndexPath> = []
    var insertions: Set<IndexPath> = []
    var reloads: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Sections deleted and reloaded (numbers before the batch), inserted (after it).
    var sectionDeletions: Set<Int> = []
    var sectionInsertions: Set<Int> = []
    var sectionReloads: Set<Int> = []
    var animation: TableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && reloads.isEmpty && moves.isEmpty && sectionDeletions.isEmpty
            && sectionInsertions.isEmpty && sectionReloads.isEmpty
    }

    /// Rows leaving a section (numbered before the batch): deleted or moved away.
    private func removed(in section: Int) -> [Int] {
        (deletions.filter { $0.section == section }.map(\.row)
            + moves.filter { $0.from.section == section }.map(\.from.row))
            .sorted()
    }

    /// Rows arriving in a section (numbered after the batch): inserted or moved in.
    private func added(in section: Int) -> [Int] {
        (insertions.filter { $0.section == section }.map(\.row)
            + moves.filter { $0.to.section == section }.map(\.to.row))
            .sorted()
    }

    /// Where the section `old` is after the batch; `nil` when deleted.
    func newSection(for old: Int) -> Int? {
        if sectionDeletions.contains(old) { return nil }
        var section = old - sectionDeletions.filter { $0 < old }.count
        for inserted in sectionInsertions.sorted() where inserted <= section { section += 1 }
        return section
    }

    /// The section before the batch that `new` is, for each section after it; `nil` for
    /// an inserted one.
    func oldSections(before: Int, after: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: max(0, after))
        for old in 0..<max(0, before) {
            if let new = newSection(for: old), new >= 0, new < result.count { result[new] = old }
        }
        return result
    }

    /// Whether the section after the batch shows new rows throughout: inserted or
    /// reloaded.
    func isNewSection(_ section: Int) -> Bool {
        sectionInsertions.contains(section) || sectionReloads.contains { newSection(for: $0) == section }
    }

    /// Where the row `path` (before the batch) is after it; `nil` when it or its section
    /// is deleted, or its section is reloaded.
    func newPath(for path: IndexPath) -> IndexPath? {
        if deletions.contains(path) || sectionReloads.contains(path.section) { return nil }
        guard let section = newSection(for: path.section) else { return nil }
        if let move = moves.first(where: { $0.from == path }) { return move.to }
        var row = path.row
        row -= removed(in: path.section).filter { $0 < path.row }.count
        for added in added(in: section) where added <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    /// Whether the row after the batch is new: inserted, or in an inserted or reloaded
    /// section (moved rows keep their cells).
    func isInserted(_ path: IndexPath) -> Bool { insertions.contains(path) || isNewSection(path.section) }

    /// What is wrong with the batch against the counts before it (`before`) and the data
    /// source's now (`sections`, `count(in:)`), or `nil`: one phrase naming the first
    /// problem, in UIKit's "invalid number of rows" terms (SPEC L10, L15).
    func problem(
        before: [Int], sections: Int, count: (Int) -> Int, noun: String, list: String
    ) -> String? {
        func inBefore(_ p: IndexPath) -> Bool {
            p.section >= 0 && p.section < before.count && p.row >= 0 && p.row < before[p.section]
        }
        for section in (sectionDeletions.union(sectionReloads)).sorted()
        where section < 0 || section >= before.count {
            return "section \(section) to \(sectionDeletions.contains(section) ? "delete" : "reload") is out of range"
        }
        for path in deletions.sorted() where !inBefore(path) { return "\(noun) \(path) to delete is out of range" }
        for path in reloads.sorted() where !inBefore(path) { return "\(noun) \(path) to reload is out of range" }
        for move in moves where !inBefore(move.from) { return "\(noun) \(move.from) to move is out of range" }
        let expectedSections = before.count - sectionDeletions.count + sectionInsertions.count
        if sections != expectedSections {
            return
                "the data source has \(sections) sections after the update; \(list) had \(before.count), so it must have \(expectedSections)"
        }
        for section in sectionInsertions.sorted() where section < 0 || section >= sections {
            return "section \(section) to insert is out of range"
        }
        let olds = oldSections(before: before.count, after: sections)
        for index in 0..<sections where !isNewSection(index) {
            guard let old = olds[index] else { continue }
            let now = count(index)
            let expected = before[old] - removed(in: old).count + added(in: index).count
            if now != expected {
                return
                    "section \(index) has \(now) \(noun)s after the update; it had \(before[old]), so it must have \(expected)"
            }
        }
        for path in insertions.sorted() + moves.map(\.to) {
            let rows = path.section >= 0 && path.section < sections ? count(path.section) : 0
            if path.row < 0 || path.row >= rows { return "\(noun) \(path) to insert is out of range" }
        }
        return nil
    }

    /// The selection after the batch: selected rows that stay follow their rows (a
    /// reloaded row stays selected where it moves to).
    func remapSelection(_ selected: Set<IndexPath>) -> Set<IndexPath> {
        var plain = self
        plain.reloads = []
        return Set(selected.compactMap { plain.newPath(for: $0) })
    }
}

/// A cell of a table or collection view as a batch update sees it: the index path it
/// shows, `nil` while it leaves.
@MainActor
protocol ListCell: View {
    var listIndexPath: IndexPath? { get set }
}

extension TableViewCell: ListCell {
    var listIndexPath: IndexPath? {
        get { indexPath }
        set { indexPath = newValue }
    }
}

extension CollectionViewCell: ListCell {
    var listIndexPath: IndexPath? {
        get { shownIndexPath }
        set { shownIndexPath = newValue }
    }
}

/// The visible cells sorted by a batch update: those that stay, by their new index path,
/// with their frames before it, and those that leave.
struct RemappedCells<Cell: ListCell> {
    var kept: [IndexPath: Cell] = [:]
    var leaving: [(IndexPath, Cell)] = []
    var oldFrames: [ObjectIdentifier: Rect] = [:]
}

extension TableUpdate {
    /// Sorts the visible cells: a cell whose row stays (and is not reloaded) takes its
    /// new index path; the others leave.
    @MainActor
    func remap<Cell: ListCell>(_ visible: [IndexPath: Cell]) -> RemappedCells<Cell> {
        var result = RemappedCells<Cell>()
        for (path, cell) in visible {
            if !reloads.contains(path), let new = newPath(for: path) {
                result.kept[new] = cell
                cell.listIndexPath = new
                result.oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                result.leaving.append((path, cell))
            }
        }
        return result
    }

    /// Fades the leaving cells out and hands each to `enqueue` when its fade ends (at
    /// once when not animated), unless it was shown again meanwhile.
    @MainActor
    func fadeOut<Cell: ListCell>(
        _ leaving: [(IndexPath, Cell)], in list: View, animated: Bool, duration: Double,
        enqueue: @escaping (Cell, IndexPath) -> Void
    ) {
        for (path, cell) in leaving {
            guard animated else {
                enqueue(cell, path)
                continue
            }
            cell.listIndexPath = nil
            View.animate(
                withDuration: duration, animations: { cell.alpha = 0 },
                completion: { [weak list] _ in
                    guard let list, cell.listIndexPath == nil, cell.superview === list else { return }
                    enqueue(cell, path)
                })
        }
    }

    /// The animated part of a batch update, shared by tables and collections (SPEC L9):
    /// cells that stayed slide from their old frames to their new ones, cells shown for an
    /// inserted or reloaded index path fade in; `completion` gets whether it finished.
    ///
    /// - Parameters:
    ///   - visible: The cells shown after the update, by index path.
    ///   - remapped: The cells that were shown before it, sorted by ``remap(_:)``.
    ///   - duration: The animation's length.
    ///   - completion: Called when the animation ends.
    @MainActor
    func animate<Cell: ListCell>(
        visible: [IndexPath: Cell], remapped: RemappedCells<Cell>, duration: Double,
        completion: ((Bool) -> Void)?
    ) {
        var moves: [(Cell, Rect)] = []
        var appearing: [Cell] = []
        for (path, cell) in visible {
            let stayed = remapped.kept[path] === cell
            if stayed, let old = remapped.oldFrames[ObjectIdentifier(cell)], old != cell.frame {
                moves.append((cell, cell.frame))
                cell.frame = old
            } else if !stayed, isInserted(path) || reloads.contains(path) {
                cell.alpha = 0
                appearing.append(cell)
            }
        }
        View.animate(
            withDuration: duration,
            animations: {
                for (cell, frame) in moves { cell.frame = frame }
                for cell in appearing { cell.alpha = 1 }
            }, completion: { finished in completion?(finished) })
    }
}
