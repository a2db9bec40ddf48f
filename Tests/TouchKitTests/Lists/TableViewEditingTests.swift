import Testing
import TouchKit

/// Rows that show reorder controls; row 0 may not move. Logs moves and selections, and
/// has trailing swipe actions.
@MainActor
final class EditableRows: TableViewDataSource, TableViewDelegate {
    var rows = Array(0..<100)
    var log: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row])"
        cell.showsReorderControl = true
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    /// No red minus: these rows only reorder in editing mode (the default is `.delete`, L19).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .none
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
}

/// SPEC L18: editing mode and its reorder controls.
@MainActor
@Suite("TableView: editing mode and reorder controls (SPEC L18)")
struct TableViewEditingTests {
    private func host() -> (TestHost, TestTableView, EditableRows) {
        let model = EditableRows()
        let (h, table) = tableHost(model: model)
        return (h, table, model)
    }

    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    @Test("L18: editing mode shows reorder controls on movable rows whose cells show one, in the accessory's place")
    func l18ControlsShow() {
        let (h, table, _) = host()
        let fixed = table.cellForRow(at: row(0))!
        let movable = table.cellForRow(at: row(1))!
        movable.layoutIfNeeded()
        #expect(movable.contentView.frame.width == 400 - TableViewCell.accessoryWidth && !movable.isEditing)
        table.setEditing(true, animated: true)
        #expect(table.isEditing && movable.isEditing && fixed.isEditing)
        h.wait(TableView.editingAnimationDuration + 0.05)
        movable.layoutIfNeeded()
        fixed.layoutIfNeeded()
        #expect(movable.contentView.frame.width == 400 - TableViewCell.reorderControlWidth)
        #expect(fixed.contentView.frame.width == 400, "row 0 may not move: no control, and no accessory while editing")
        table.contentOffset = Point(x: 0, y: 44 * 20)
        let later = table.cellForRow(at: row(22))!
        later.layoutIfNeeded()
        #expect(later.isEditing && later.contentView.frame.width == 400 - TableViewCell.reorderControlWidth)
        table.isEditing = false
        later.layoutIfNeeded()
        #expect(!later.isEditing && later.contentView.frame.width == 400 - TableViewCell.accessoryWidth)
    }

    @Test("L18: a finger on a reorder control lifts the row at once; it follows, and the drop moves it")
    func l18ControlMovesRow() {
        let (h, table, model) = host()
        table.isEditing = true
        let lifted = table.cellForRow(at: row(1))!
        h.down(0, 380, 66)
        h.frame()
        #expect(table.hasReorderingRow, "lifted in the frame the finger landed, not after a long press")
        for step in 1...14 {
            h.move(0, 380, 66 + Double(step) * 10)
            h.frame()
        }
        #expect(lifted.frame.midY == 206)
        #expect(table.contentOffset.y == 0, "the drag moves the row, not the list")
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(model.log == ["move 1->4"])
        #expect(table.cellForRow(at: row(4)) === lifted && !table.hasReorderingRow)
    }

    @Test("L18: in editing mode a touch off the controls lifts nothing, swipes nothing and selects only if allowed")
    func l18ElsewhereInEditing() {
        let (h, table, model) = host()
        table.isEditing = true
        h.down(0, 200, 66)
        h.frame()
        h.wait(0.1)
        #expect(!table.hasReorderingRow, "the middle of a row is not its control")
        h.up(0)
        h.frame()
        h.wait(0.5)
        h.down(0, 380, 22)
        h.frame()
        #expect(!table.hasReorderingRow, "row 0 may not move: no control")
        h.up(0)
        h.frame()
        h.wait(0.5)
        #expect(model.log.isEmpty, "no selection while editing")
        h.drag(from: Point(x: 300, y: 110), to: Point(x: 100, y: 110), steps: 5)
        h.wait(1)
        #expect(!table.hasSwipedRow, "rows do not swipe in editing mode")
        table.allowsSelectionDuringEditing = true
        h.tap(0, 200, 154)
        #expect(model.log == ["select 3"])
    }

    @Test("L18: the long press fails at once on a row that may not move: a hold there, then a drag, scrolls")
    func l18LongPressOnFixedRow() {
        let (h, table, _) = host()
        h.down(0, 200, 22)
        h.frame()
        h.wait(0.7)
        #expect(!table.hasReorderingRow)
        for step in 1...10 {
            h.move(0, 200, 22 + Double(step) * 15)
            h.frame()
        }
        #expect(table.contentOffset.y < -20, "the list follows the drag down past its top")
        h.up(0)
        h.frame()
        h.wait(1)
    }
}
