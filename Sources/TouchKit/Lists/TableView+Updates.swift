/// Inserting, deleting, moving and reloading rows, alone or in batches, animated
/// (SPEC L9, L10).
extension TableView {
    /// How rows come and go in an update (`UITableView.RowAnimation`).
    public enum RowAnimation: Sendable {
        /// Fade (TouchKit fades for every kind but `.none`).
        case automatic
        /// Fade in or out.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// From or to the top.
        case top
        /// From or to the bottom.
        case bottom
        /// From or to the middle.
        case middle
        /// No animation: rows move at once.
        case none
    }

    /// Inserts rows (index paths after the update); update the data source first.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("insertRows(at:with:)", animation) { $0.insertions.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update); update the data source first.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("deleteRows(at:with:)", animation) { $0.deletions.formUnion(indexPaths) }
    }

    /// Reloads rows: their cells are asked of the data source again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("reloadRows(at:with:)", animation) { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves a row; its cell slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow(at:to:)", .automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (numbers after the update), their rows fading in; update the
    /// data source first (SPEC L15).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("insertSections(_:with:)", animation) { $0.sectionInsertions.formUnion(sections) }
    }

    /// Deletes sections (numbers before the update), their rows fading out (SPEC L15).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("deleteSections(_:with:)", animation) { $0.sectionDeletions.formUnion(sections) }
    }

    /// Reloads sections: their counts, heights and cells are asked again (SPEC L15).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("reloadSections(_:with:)", animation) { $0.sectionReloads.formUnion(sections) }
    }

    /// Makes the insertions, deletions, moves and reloads of `updates` one animated
    /// change; `completion` gets `true` when the animations end (SPEC L9).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    /// Applies a checked batch: remaps cells and selection, then animates.
    func applyChecked(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        let animated = update.animation != .none && window != nil
        closeSwipe(animated: false)
        endReorderForUpdate()
        closeDeleteConfirmation()
        let remapped = update.remap(visibleCellsByRow)
        selectedRows = update.remapSelection(selectedRows)
        if let row = highlightedRow {
            if let cell = visibleCellsByRow[row] { cell.setHighlighted(false, animated: false) }
            highlightedRow = nil
        }
        touchedRow = nil
        // The new geometry: counts from the data source, heights kept for rows that stay.
        let count = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let olds = update.oldSections(before: geometry.sections.count, after: count)
        geometry.sections = (0..<count).map { remapSection($0, from: olds[$0], update) }
        geometry.updateStarts()
        visibleCellsByRow = remapped.kept
        recycleHeadersAndFooters()
        update.fadeOut(remapped.leaving, in: self, animated: animated, duration: Self.updateAnimationDuration) {
            [weak self] cell, path in self?.enqueue(cell, row: path)
        }
        layoutRows()
        bringOffsetWithinRange(animated: animated, atRest: false)
        guard animated else {
            completion?(true)
            return
        }
        update.animate(
            visible: visibleCellsByRow, remapped: remapped, duration: Self.updateAnimationDuration,
            completion: completion)
    }

    /// A section after the batch: its new count, and its rows' heights moved with them.
    private func remapSection(_ index: Int, from oldIndex: Int?, _ update: TableUpdate) -> TableGeometry.Section {
        var fresh = makeSection(index)
        guard let oldIndex, !update.isNewSection(index) else { return fresh }
        let old = geometry.sections[oldIndex]
        guard usesEstimates, let differences = old.differences else { return fresh }
        var values = Array(repeating: 0.0, count: fresh.rowCount)
        for row in 0..<old.rowCount {
            let path = IndexPath(row: row, section: oldIndex)
            guard !update.reloads.contains(path), let new = update.newPath(for: path), new.section == index,
                new.row < values.count
            else { continue }
            values[new.row] = differences.value(at: row)
        }
        fresh.differences = values.contains { $0 != 0 } ? HeightTree(values: values) : nil
        return fresh
    }
}

extension TableView: ListBatchUpdating {
    var countsBeforeUpdate: [Int] { geometry.sections.map(\.rowCount) }
    var sectionsInDataSource: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func countInDataSource(_ section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    var elementNoun: String { "row" }
    var listNoun: String { "the table" }
    func reloadAfterInvalidUpdate() { reloadData() }
}
