/// Finding items, scrolling to them, highlight and selection (SPEC L13).
extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item
    /// (`UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: Int
        /// Creates a position from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// At the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1)
        /// In the middle, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 4)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 8)
        /// In the middle, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 32)
    }

    /// The items whose cells meet the visible bounds, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return visibleCellsByItem.filter { $0.value.frame.intersects(bounds) }.keys.sorted()
    }

    /// The cells of the visible items.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByItem[$0] } }

    /// The cell of the item, or `nil` when it has none.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        loadIfNeeded()
        return visibleCellsByItem[indexPath]
    }

    /// The item a cell shows, or `nil`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard let item = cell.shownIndexPath, visibleCellsByItem[item] === cell else { return nil }
        return item
    }

    /// The item whose frame holds `point` (in the collection view), asked of the layout,
    /// or `nil`.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        loadIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe).first {
            $0.representedElementKind == nil && $0.frame.contains(point) && contains($0.indexPath)
        }?.indexPath
    }

    /// The layout's attributes of the item, or `nil`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item shows at `position`, clamped to the scroll range; an
    /// item out of range is reported and ignored (SPEC L10).
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard contains(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            report("scrollToItem(at:at:animated:): index path \(indexPath) is out of range; ignored")
            return
        }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        let range = contentOffsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    /// The selected items in order (empty when none).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Selects the item without asking the delegate; `nil` deselects all.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard contains(indexPath) else {
            report("selectItem(at:animated:scrollPosition:): index path \(indexPath) is out of range; ignored")
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        if let cell = visibleCellsByItem[indexPath] { cell.isSelected = true }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        if let cell = visibleCellsByItem[indexPath] { cell.isSelected = false }
    }

    // MARK: - Touches from cells

    internal func cellTouchBegan(_ cell: CollectionViewCell) {
        guard let item = indexPath(for: cell) else { return }
        touchedItem = item
        guard allowsSelection, collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true else {
            return
        }
        highlightedItem = item
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    }

    internal func cellTouchEnded(_ cell: CollectionViewCell, inside: Bool) {
        let item = indexPath(for: cell)
        let began = touchedItem
        touchedItem = nil
        unhighlight()
        guard let item, item == began, inside else { return }
        selectByTap(item)
    }

    /// A tap's selection of an item, with the delegate's should/did calls (SPEC L13);
    /// an assistive technology's selection runs it too (SPEC A17).
    internal func selectByTap(_ item: IndexPath) {
        guard allowsSelection else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != item {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedItems.insert(item)
        visibleCellsByItem[item]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: item)
    }

    internal func cellTouchCancelled(_ cell: CollectionViewCell) {
        touchedItem = nil
        unhighlight()
    }

    private func unhighlight() {
        guard let item = highlightedItem else { return }
        highlightedItem = nil
        if let cell = visibleCellsByItem[item] { cell.isHighlighted = false }
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
}
