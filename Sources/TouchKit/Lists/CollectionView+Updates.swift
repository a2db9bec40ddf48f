/// Inserting, deleting, moving and reloading items and sections, alone or in batches,
/// animated as a table's rows are (SPEC L9, L10, L13, L15).
extension CollectionView {
    /// Inserts items (index paths after the update); update the data source first.
    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)", .automatic) { $0.insertions.formUnion(indexPaths) }
    }

    /// Deletes items (index paths before the update); update the data source first.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)", .automatic) { $0.deletions.formUnion(indexPaths) }
    }

    /// Reloads items: their cells are asked of the data source again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)", .automatic) { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves an item; its cell slides to the new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)", .automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (numbers after the update), their items fading in (SPEC L15).
    public func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)", .automatic) { $0.sectionInsertions.formUnion(sections) }
    }

    /// Deletes sections (numbers before the update), their items fading out (SPEC L15).
    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)", .automatic) { $0.sectionDeletions.formUnion(sections) }
    }

    /// Reloads sections: their counts and cells are asked again (SPEC L15).
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)", .automatic) { $0.sectionReloads.formUnion(sections) }
    }

    /// Makes the changes of `updates` one animated change; `completion` gets `true`
    /// when the animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    /// Applies a checked update: remaps cells and selection, then animates.
    func applyChecked(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        let animated = window != nil
        let remapped = update.remap(visibleCellsByItem)
        selectedItems = update.remapSelection(selectedItems)
        if let item = highlightedItem {
            if let cell = visibleCellsByItem[item] { cell.isHighlighted = false }
            highlightedItem = nil
        }
        touchedItem = nil
        visibleCellsByItem = remapped.kept
        for (_, view) in visibleSupplementary { enqueueSupplementary(view) }
        visibleSupplementary = [:]
        reloadCounts()
        update.fadeOut(remapped.leaving, in: self, animated: animated, duration: TableView.updateAnimationDuration) {
            [weak self] cell, item in self?.enqueue(cell, item: item)
        }
        layoutElements()
        guard animated else {
            completion?(true)
            return
        }
        update.animate(
            visible: visibleCellsByItem, remapped: remapped, duration: TableView.updateAnimationDuration,
            completion: completion)
    }
}

extension CollectionView: ListBatchUpdating {
    var countsBeforeUpdate: [Int] { itemCounts }
    var sectionsInDataSource: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func countInDataSource(_ section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
    var elementNoun: String { "item" }
    var listNoun: String { "the collection view" }
    func reloadAfterInvalidUpdate() {
        reloadData()
        layoutElements()
    }
}
