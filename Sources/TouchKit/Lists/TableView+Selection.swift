/// Highlight under a finger and selection by a tap (SPEC L7, L8).
extension TableView {
    /// The selected row (the first, with several), or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row without asking the delegate, and scrolls to it unless
    /// `scrollPosition` is `.none` and it shows; `nil` deselects all (SPEC L8).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { setSelected(false, row: row, animated: animated) }
            return
        }
        guard checkRow(indexPath, call: "selectRow(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setSelected(false, row: row, animated: animated) }
        }
        setSelected(true, row: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without asking the delegate (SPEC L8).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, row: indexPath, animated: animated)
    }

    internal func setSelected(_ selected: Bool, row: IndexPath, animated: Bool) {
        if selected { selectedRows.insert(row) } else { selectedRows.remove(row) }
        if let cell = visibleCellsByRow[row] { cell.setSelected(selected, animated: animated) }
    }

    // MARK: - Touches from cells (L7)

    /// A cell got its touch: the scroll view let it through (S6), so highlight now.
    internal func cellTouchBegan(_ cell: TableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        // A touch on a row while another is swiped open closes it and does nothing
        // else (SPEC L11).
        if swipe != nil {
            closeSwipe(animated: true)
            touchedRow = nil
            return
        }
        touchedRow = path
        guard selectsNow, tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        highlightedRow = path
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    /// The finger moved: the highlight follows whether it is still on the row.
    internal func cellTouchMoved(_ cell: TableViewCell, inside: Bool) {
        guard let path = indexPath(for: cell), path == touchedRow, highlightedRow == nil || highlightedRow == path
        else { return }
        if !inside, highlightedRow == path {
            unhighlight()
        }
    }

    /// The finger lifted: end the highlight, and select when it lifted on the row.
    internal func cellTouchEnded(_ cell: TableViewCell, inside: Bool, at point: Point? = nil) {
        let path = indexPath(for: cell)
        let began = touchedRow
        touchedRow = nil
        unhighlight()
        guard let path, path == began, inside else { return }
        // An editing control or the Delete button takes the tap (SPEC L19, L20).
        if let point, editingControlTapped(cell, at: path, point: point) { return }
        selectByTap(path)
    }

    /// A scroll took the touch (S7): the highlight ends, nothing is selected.
    internal func cellTouchCancelled(_ cell: TableViewCell) {
        touchedRow = nil
        unhighlight()
    }

    /// Whether a tap selects now: ``allowsSelection``, or while editing
    /// ``allowsSelectionDuringEditing`` (SPEC L8, L18).
    internal var selectsNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    private func unhighlight() {
        guard let path = highlightedRow else { return }
        highlightedRow = nil
        if let cell = visibleCellsByRow[path] { cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// A tap's selection, with the delegate's will/did calls (SPEC L8).
    internal func selectByTap(_ path: IndexPath) {
        guard selectsNow else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(path) {
            guard let row = willDeselect(path) else { return }
            deselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let target = willSelect(path) else { return }
        guard checkRow(target, call: "tableView(_:willSelectRowAt:)") else { return }
        if !allowsMultipleSelection {
            for old in selectedRows.sorted() where old != target {
                guard let row = willDeselect(old) else { continue }
                deselectRow(at: row, animated: false)
                delegate?.tableView(self, didDeselectRowAt: row)
            }
        }
        setSelected(true, row: target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func willSelect(_ path: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return path }
        return delegate.tableView(self, willSelectRowAt: path)
    }

    internal func willDeselect(_ path: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return path }
        return delegate.tableView(self, willDeselectRowAt: path)
    }
}
