/// Editing mode: movable rows show a reorder control, and a finger on it moves the row
/// at once (SPEC L18).
extension TableView {
    /// How long cells take to show or hide their editing controls, in seconds (a choice;
    /// SPEC L18).
    public static let editingAnimationDuration: Double = 0.25

    /// Turns editing mode on or off; animated, the cells' controls slide in or out
    /// (SPEC L18).
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        if editing { closeSwipe(animated: animated) }
        isEditingAnimated = animated
        isEditing = editing
        isEditingAnimated = false
    }

    /// Tells the visible cells the table's editing mode.
    internal func editingChanged(animated: Bool) {
        let animated = (animated || isEditingAnimated) && window != nil
        if isEditing { closeSwipe(animated: false) } else { closeDeleteConfirmation() }
        for (path, cell) in visibleCellsByRow { showEditing(of: cell, at: path, animated: animated) }
    }

    /// Sets a cell's editing state and whether its row shows a reorder control: in
    /// editing mode, for a cell that ``TableViewCell/showsReorderControl`` whose row the
    /// data source lets move.
    internal func showEditing(of cell: TableViewCell, at path: IndexPath, animated: Bool) {
        let control =
            isEditing && cell.showsReorderControl && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        cell.reorderControlShown = control
        showEditingStyle(of: cell, at: path)
        cell.setEditing(isEditing, animated: animated)
    }

    /// Whether `point` (in the table) lies on a visible reorder control.
    internal func isOnReorderControl(_ point: Point) -> Bool {
        guard isEditing, let path = indexPathForRow(at: point), let cell = visibleCellsByRow[path],
            cell.reorderControlShown, !cell.showingDeleteConfirmation
        else { return false }
        return point.x >= cell.frame.maxX - TableViewCell.reorderControlWidth
    }

    /// Whether the row under `point` (in the table) may move.
    internal func canMoveRow(at point: Point) -> Bool {
        guard let path = indexPathForRow(at: point), let dataSource else { return false }
        return dataSource.tableView(self, canMoveRowAt: path)
    }
}

/// The press that lifts a row (SPEC L14, L18). The long press (`reorderRow`) fails at
/// once for a finger on a row that may not move, so it never holds that row's touches
/// from the scroll view or the row's controls. The press on a reorder control
/// (`reorderControl`) begins with the touch, without the long press's wait, only for a
/// finger that lands on a control in editing mode; the finger may then move anywhere.
@MainActor
final class ReorderGestureRecognizer: LongPressGestureRecognizer {
    weak var tableView: TableView?
    let fromControl: Bool

    init(fromControl: Bool) {
        self.fromControl = fromControl
        super.init(target: nil, action: nil)
        if fromControl {
            minimumPressDuration = 0
            allowableMovement = .infinity
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        guard let tableView, let touch = touches.first, touches.count == 1 else {
            state = .failed
            return
        }
        let point = touch.location(in: tableView)
        let allowed = fromControl ? tableView.isOnReorderControl(point) : tableView.canMoveRow(at: point)
        guard allowed else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
        if fromControl, state == .possible { state = .began }
    }
}
