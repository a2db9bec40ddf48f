/// Editing mode's insertion and deletion controls: a red minus that shows a Delete
/// button, a green plus, and the data source's `tableView(_:commit:forRowAt:)` (SPEC
/// L19, L20).
extension TableView {
    /// Sets a cell's editing control and Delete button from the delegate, for editing
    /// mode; none outside it or for a row the data source may not edit.
    internal func showEditingStyle(of cell: TableViewCell, at path: IndexPath) {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: path) ?? false else {
            cell.editingStyle = .none
            cell.showingDeleteConfirmation = false
            return
        }
        cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        cell.deleteConfirmationTitle =
            tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        cell.showingDeleteConfirmation = cell.editingStyle == .delete && deleteConfirmationRow == path
    }

    /// A tap that ended on row `path` at `point` (in the cell) in editing mode: while a
    /// Delete button shows, one on it commits the deletion and any other closes it; a
    /// tap on a red minus shows the row's Delete button, on a green plus commits an
    /// insertion. `true` when the tap was one of these (it then selects nothing).
    internal func editingControlTapped(_ cell: TableViewCell, at path: IndexPath, point: Point) -> Bool {
        guard isEditing else { return false }
        if let open = deleteConfirmationRow {
            closeDeleteConfirmation()
            if open == path, cell.deleteButtonFrame.contains(point) {
                dataSource?.tableView(self, commit: .delete, forRowAt: path)
            }
            return true
        }
        guard cell.isOnEditingControl(point) else { return false }
        switch cell.editingStyle {
        case .delete:
            deleteConfirmationRow = path
            cell.showingDeleteConfirmation = true
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none:
            return false
        }
        return true
    }

    /// Hides the Delete button that shows, if any (SPEC L20).
    internal func closeDeleteConfirmation() {
        guard let row = deleteConfirmationRow else { return }
        deleteConfirmationRow = nil
        visibleCellsByRow[row]?.showingDeleteConfirmation = false
    }
}
