/// Finding rows and their cells, and scrolling to a row (SPEC L4).
extension TableView {
    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable {
        /// The least move that shows the row whole.
        case none
        /// At the top of the bounds.
        case top
        /// In the middle of the bounds.
        case middle
        /// At the bottom of the bounds.
        case bottom
    }

    /// The rows whose frames meet the visible bounds, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        loadIfNeeded()
        return geometry.rows(from: bounds.minY, to: bounds.maxY)
    }

    /// The cells of the visible rows, in order.
    public var visibleCells: [TableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByRow[$0] }
    }

    /// The cell that shows the row, or `nil` when the row has none (off screen or out of
    /// range).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadIfNeeded()
        return visibleCellsByRow[indexPath]
    }

    /// The row a cell shows, or `nil`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let path = cell.indexPath, visibleCellsByRow[path] === cell else { return nil }
        return path
    }

    /// The row under `point` (in the table's coordinates), or `nil`.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        loadIfNeeded()
        guard let path = geometry.rows(from: point.y, to: point.y.nextUp).first,
            rectForRowUnchecked(path).contains(point)
        else { return nil }
        return path
    }

    /// The frame of the row in the table's coordinates; `.zero` (with a report) for a
    /// row out of range (SPEC L10).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        loadIfNeeded()
        guard checkRow(indexPath, call: "rectForRow(at:)") else { return .zero }
        return rectForRowUnchecked(indexPath)
    }

    /// Scrolls so that the row shows at `position`, clamped to the scroll range
    /// (SPEC L4); a row out of range is reported and ignored (SPEC L10).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard checkRow(indexPath, call: "scrollToRow(at:at:animated:)") else { return }
        let frame = rectForRowUnchecked(indexPath)
        let top = bounds.minY + adjustedContentInset.top
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y = bounds.minY
        switch position {
        case .top: y = frame.minY - adjustedContentInset.top
        case .middle: y = frame.midY - adjustedContentInset.top - visible / 2
        case .bottom: y = frame.maxY - adjustedContentInset.top - visible
        case .none:
            if frame.minY < top {
                y = frame.minY - adjustedContentInset.top
            } else if frame.maxY > top + visible {
                y = frame.maxY - adjustedContentInset.top - visible
            }
        }
        let range = contentOffsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }

    /// Whether the row exists; reports `call` with it when not (SPEC L10).
    internal func checkRow(_ path: IndexPath, call: String) -> Bool {
        guard geometry.contains(path) else {
            let rows =
                path.section >= 0 && path.section < geometry.sections.count
                ? "section \(path.section) has \(geometry.sections[path.section].rowCount) rows"
                : "the table has \(geometry.sections.count) sections"
            report("\(call): index path \(path) is out of range (\(rows)); ignored")
            return false
        }
        return true
    }
}
