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

    /// Makes the insertions, deletions, moves and reloads of `updates` one animated
    /// change; `completion` gets `true` when the animations end (SPEC L9).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadIfNeeded()
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if let completion { pendingCompletions.append(completion) }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        let completions = pendingCompletions
        pendingUpdate = TableUpdate()
        pendingCompletions = []
        apply(update, call: "performBatchUpdates(_:completion:)") { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Adds operations to the batch under way, or applies them at once.
    private func record(_ call: String, _ animation: RowAnimation, _ change: (inout TableUpdate) -> Void) {
        loadIfNeeded()
        if updateDepth > 0 {
            change(&pendingUpdate)
            if animation == .none { pendingUpdate.animation = .none }
            return
        }
        var update = TableUpdate()
        update.animation = animation
        change(&update)
        apply(update, call: call, completion: nil)
    }

    /// Checks a batch against the data source and applies it, animated (SPEC L9, L10).
    private func apply(_ update: TableUpdate, call: String, completion: ((Bool) -> Void)?) {
        guard let problem = problem(with: update) else {
            applyChecked(update, completion: completion)
            return
        }
        report("\(call): invalid update: \(problem); the table reloads from the data source")
        reloadData()
        completion?(false)
    }

    /// What is wrong with the batch, or `nil`.
    private func problem(with update: TableUpdate) -> String? {
        let before = geometry
        func inBefore(_ p: IndexPath) -> Bool { before.contains(p) }
        for path in update.deletions.sorted() where !inBefore(path) { return "row \(path) to delete is out of range" }
        for path in update.reloads.sorted() where !inBefore(path) { return "row \(path) to reload is out of range" }
        for move in update.moves where !inBefore(move.from) { return "row \(move.from) to move is out of range" }
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        if sections != before.sections.count {
            return
                "the data source has \(sections) sections, the table \(before.sections.count) (sections are not inserted or deleted)"
        }
        for index in 0..<sections {
            let old = before.sections[index].rowCount
            let now = dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0
            let expected = update.expectedCount(in: index, before: old)
            if now != expected {
                return "section \(index) has \(now) rows after the update; it had \(old), so it must have \(expected)"
            }
        }
        for path in update.insertions.sorted() + update.moves.map(\.to) {
            let count = dataSource?.tableView(self, numberOfRowsInSection: path.section) ?? 0
            if path.section < 0 || path.section >= sections || path.row < 0 || path.row >= count {
                return "row \(path) to insert is out of range"
            }
        }
        return nil
    }

    /// Applies a checked batch: remaps cells and selection, then animates.
    private func applyChecked(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        let animated = update.animation != .none && window != nil
        closeSwipe(animated: false)
        var oldFrames: [ObjectIdentifier: Rect] = [:]
        var kept: [IndexPath: TableViewCell] = [:]
        var leaving: [(IndexPath, TableViewCell)] = []
        for (path, cell) in visibleCellsByRow {
            if !update.reloads.contains(path), let new = update.newPath(for: path) {
                kept[new] = cell
                cell.indexPath = new
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((path, cell))
            }
        }
        selectedRows = Set(selectedRows.compactMap { update.reloads.contains($0) ? $0 : update.newPath(for: $0) })
        if let row = highlightedRow {
            if let cell = visibleCellsByRow[row] { cell.setHighlighted(false, animated: false) }
            highlightedRow = nil
        }
        touchedRow = nil
        // The new geometry: counts from the data source, heights kept for rows that stay.
        var sections: [TableGeometry.Section] = []
        for index in 0..<geometry.sections.count {
            sections.append(remapSection(index, update))
        }
        geometry.sections = sections
        geometry.updateStarts()
        visibleCellsByRow = kept
        for (path, cell) in leaving {
            if animated {
                cell.indexPath = nil
                View.animate(
                    withDuration: Self.updateAnimationDuration, animations: { cell.alpha = 0 },
                    completion: { [weak self] _ in
                        guard let self, cell.indexPath == nil, cell.superview === self else { return }
                        self.enqueue(cell, row: path)
                    })
            } else {
                enqueue(cell, row: path)
            }
        }
        layoutRows()
        let range = contentOffsetRange.y
        if bounds.minY > range.upperBound {
            setContentOffset(Point(x: contentOffset.x, y: range.upperBound), animated: animated)
        }
        guard animated else {
            completion?(true)
            return
        }
        update.animate(
            visible: visibleCellsByRow, kept: kept, oldFrames: oldFrames, duration: Self.updateAnimationDuration,
            completion: completion)
    }

    /// A section after the batch: its new count, and its rows' heights moved with them.
    private func remapSection(_ index: Int, _ update: TableUpdate) -> TableGeometry.Section {
        var fresh = makeSection(index)
        let old = geometry.sections[index]
        guard usesEstimates, let differences = old.differences else { return fresh }
        var values = Array(repeating: 0.0, count: fresh.rowCount)
        for row in 0..<old.rowCount {
            let path = IndexPath(row: row, section: index)
            guard !update.reloads.contains(path), let new = update.newPath(for: path), new.section == index,
                new.row < values.count
            else { continue }
            values[new.row] = differences.value(at: row)
        }
        fresh.differences = values.contains { $0 != 0 } ? HeightTree(values: values) : nil
        return fresh
    }
}
