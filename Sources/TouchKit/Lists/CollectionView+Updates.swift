/// Inserting, deleting, moving and reloading items, alone or in batches, animated as a
/// table's rows are (SPEC L9, L10, L13).
extension CollectionView {
    /// Inserts items (index paths after the update); update the data source first.
    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)") { $0.insertions.formUnion(indexPaths) }
    }

    /// Deletes items (index paths before the update); update the data source first.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)") { $0.deletions.formUnion(indexPaths) }
    }

    /// Reloads items: their cells are asked of the data source again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)") { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves an item; its cell slides to the new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)") { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Makes the changes of `updates` one animated change; `completion` gets `true`
    /// when the animations end.
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

    private func record(_ call: String, _ change: (inout TableUpdate) -> Void) {
        loadIfNeeded()
        if updateDepth > 0 {
            change(&pendingUpdate)
            return
        }
        var update = TableUpdate()
        change(&update)
        apply(update, call: call, completion: nil)
    }

    private func apply(_ update: TableUpdate, call: String, completion: ((Bool) -> Void)?) {
        if let problem = problem(with: update) {
            report("\(call): invalid update: \(problem); the collection view reloads from the data source")
            reloadData()
            layoutElements()
            completion?(false)
            return
        }
        let animated = window != nil
        var oldFrames: [ObjectIdentifier: Rect] = [:]
        var kept: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(IndexPath, CollectionViewCell)] = []
        for (item, cell) in visibleCellsByItem {
            if !update.reloads.contains(item), let new = update.newPath(for: item) {
                kept[new] = cell
                cell.shownIndexPath = new
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((item, cell))
            }
        }
        selectedItems = Set(selectedItems.compactMap { update.reloads.contains($0) ? $0 : update.newPath(for: $0) })
        if let item = highlightedItem {
            if let cell = visibleCellsByItem[item] { cell.isHighlighted = false }
            highlightedItem = nil
        }
        touchedItem = nil
        visibleCellsByItem = kept
        reloadCounts()
        for (item, cell) in leaving {
            guard animated else {
                enqueue(cell, item: item)
                continue
            }
            cell.shownIndexPath = nil
            View.animate(
                withDuration: TableView.updateAnimationDuration, animations: { cell.alpha = 0 },
                completion: { [weak self] _ in
                    guard let self, cell.shownIndexPath == nil, cell.superview === self else { return }
                    self.enqueue(cell, item: item)
                })
        }
        layoutElements()
        guard animated else {
            completion?(true)
            return
        }
        update.animate(
            visible: visibleCellsByItem, kept: kept, oldFrames: oldFrames, duration: TableView.updateAnimationDuration,
            completion: completion)
    }

    private func problem(with update: TableUpdate) -> String? {
        for item in update.deletions.sorted() where !contains(item) { return "item \(item) to delete is out of range" }
        for item in update.reloads.sorted() where !contains(item) { return "item \(item) to reload is out of range" }
        for move in update.moves where !contains(move.from) { return "item \(move.from) to move is out of range" }
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        if sections != itemCounts.count {
            return "the data source has \(sections) sections, the collection view \(itemCounts.count)"
        }
        for index in 0..<sections {
            let now = dataSource?.collectionView(self, numberOfItemsInSection: index) ?? 0
            let expected = update.expectedCount(in: index, before: itemCounts[index])
            if now != expected {
                return
                    "section \(index) has \(now) items after the update; it had \(itemCounts[index]), so it must have \(expected)"
            }
        }
        for item in update.insertions.sorted() + update.moves.map(\.to) {
            let count =
                item.section >= 0 && item.section < sections
                ? dataSource?.collectionView(self, numberOfItemsInSection: item.section) ?? 0 : 0
            if item.item < 0 || item.item >= count { return "item \(item) to insert is out of range" }
        }
        return nil
    }
}
