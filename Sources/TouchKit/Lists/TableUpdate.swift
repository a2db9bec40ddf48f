/// The row changes of one batch update, and how rows before it map to rows after it
/// (SPEC L9).
///
/// Deletions, reloads and the sources of moves name rows before the batch; insertions
/// and the destinations of moves name rows after it, as UIKit's batch updates do.
struct TableUpdate {
    var deletions: Set<IndexPath> = []
    var insertions: Set<IndexPath> = []
    var reloads: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var animation: TableView.RowAnimation = .automatic

    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// Rows leaving each section: deleted or moved away.
    private func removed(in section: Int) -> [Int] {
        (deletions.filter { $0.section == section }.map(\.row)
            + moves.filter { $0.from.section == section }.map(\.from.row))
            .sorted()
    }

    /// Rows arriving in each section: inserted or moved in, ascending.
    private func added(in section: Int) -> [Int] {
        (insertions.filter { $0.section == section }.map(\.row)
            + moves.filter { $0.to.section == section }.map(\.to.row))
            .sorted()
    }

    /// The number of rows `section` must have after the batch.
    func expectedCount(in section: Int, before: Int) -> Int {
        before - removed(in: section).count + added(in: section).count
    }

    /// Where the row `path` (before the batch) is after it; `nil` when deleted.
    func newPath(for path: IndexPath) -> IndexPath? {
        if deletions.contains(path) { return nil }
        if let move = moves.first(where: { $0.from == path }) { return move.to }
        var row = path.row
        row -= removed(in: path.section).filter { $0 < path.row }.count
        for added in added(in: path.section) where added <= row { row += 1 }
        return IndexPath(row: row, section: path.section)
    }

    /// The rows after the batch that are new: inserted (moved rows keep their cells).
    func isInserted(_ path: IndexPath) -> Bool { insertions.contains(path) }
}

extension TableUpdate {
    /// The animated part of a batch update, shared by tables and collections (SPEC L9):
    /// cells that stayed slide from their old frames to their new ones, cells shown for an
    /// inserted or reloaded index path fade in; `completion` gets whether it finished.
    ///
    /// - Parameters:
    ///   - visible: The cells shown after the update, by index path.
    ///   - kept: The cells that were shown before it and stay, by their new index path.
    ///   - oldFrames: Their frames before the update.
    ///   - duration: The animation's length.
    ///   - completion: Called when the animation ends.
    @MainActor
    func animate<Cell: View>(
        visible: [IndexPath: Cell], kept: [IndexPath: Cell], oldFrames: [ObjectIdentifier: Rect],
        duration: Double, completion: ((Bool) -> Void)?
    ) {
        var moves: [(Cell, Rect)] = []
        var appearing: [Cell] = []
        for (path, cell) in visible {
            let stayed = kept[path] === cell
            if stayed, let old = oldFrames[ObjectIdentifier(cell)], old != cell.frame {
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
