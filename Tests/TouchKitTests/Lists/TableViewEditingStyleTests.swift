import Testing
import TouchKit

/// Rows with editing styles: row 0 none, row 2 insert, row 3 may not be edited, every
/// other row delete. Commits change the rows and tell the table.
@MainActor
final class StyledRows: TableViewDataSource, TableViewDelegate {
    var rows = Array(0..<30)
    var log: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row])"
        return cell
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { rows[indexPath.row] != 3 }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        switch rows[indexPath.row] {
        case 0: TableViewCell.EditingStyle.none
        case 2: .insert
        default: .delete
        }
    }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            log.append("delete \(rows[indexPath.row])")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            log.append("insert after \(rows[indexPath.row])")
            rows.insert(100, at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
        case .none:
            log.append("none")
        }
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(rows[indexPath.row])")
    }
}

/// SPEC L19, L20: editing mode's insertion and deletion controls.
@MainActor
@Suite("TableView: editing styles, the Delete button and commit (SPEC L19, L20)")
struct TableViewEditingStyleTests {
    private func host() -> (TestHost, TestTableView, StyledRows) {
        let model = StyledRows()
        let (h, table) = tableHost(model: model)
        return (h, table, model)
    }

    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    private func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.03 && abs(a.green - b.green) < 0.03 && abs(a.blue - b.blue) < 0.03
    }

    @Test("L19: in editing mode a row shows its delegate's editing control at the left, its content moved right")
    func l19ControlsShow() throws {
        let (h, table, _) = host()
        let cells = (0..<4).map { table.cellForRow(at: row($0))! }
        #expect(cells.allSatisfy { $0.editingStyle == .none }, "no control outside editing mode")
        table.setEditing(true, animated: false)
        for cell in cells { cell.layoutIfNeeded() }
        #expect(cells.map(\.editingStyle) == [.none, .delete, .insert, .none], "row 3 may not be edited")
        #expect(cells[0].contentView.frame.minX == 0 && cells[3].contentView.frame.minX == 0)
        #expect(cells[1].contentView.frame.minX == TableViewCell.editingControlWidth)
        #expect(cells[1].contentView.frame.width == 400 - TableViewCell.editingControlWidth)
        let image = try h.snapshot()
        #expect(near(image.color(x: 24, y: 44 + 22 - 8), .systemRed), "a red circle on row 1")
        #expect(near(image.color(x: 24, y: 88 + 22 - 8), .systemGreen), "a green circle on row 2")
        #expect(near(image.color(x: 24, y: 44 + 22), .white), "the minus, white")
        #expect(!near(image.color(x: 24, y: 22 - 8), .systemRed), "none on row 0")
        table.setEditing(false, animated: false)
        cells[1].layoutIfNeeded()
        #expect(cells[1].editingStyle == .none && cells[1].contentView.frame.minX == 0)
        table.isEditing = true
        table.contentOffset = Point(x: 0, y: 44 * 12)
        let later = table.cellForRow(at: row(14))!
        #expect(later.editingStyle == .delete, "a cell that scrolls in gets its control")
    }

    @Test("L20: a tap on the red minus shows the Delete button; a tap on it commits the deletion")
    func l20DeleteConfirmation() throws {
        let (h, table, model) = host()
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: row(1))!
        h.tap(0, 24, 66)
        h.wait(0.5)
        #expect(cell.showingDeleteConfirmation && model.log.isEmpty, "the minus asks first")
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.maxX <= 400 - TableViewCell.deleteButtonMinimumWidth)
        let image = try h.snapshot()
        #expect(near(image.color(x: 396, y: 48), .systemRed), "the Delete button at the right")
        h.tap(0, 380, 66)
        h.wait(1)
        #expect(model.log == ["delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.cellForRow(at: row(1))?.textLabel?.text == "2", "the next row moved up")
        #expect(table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
    }

    @Test("L20: while a Delete button shows, a tap elsewhere hides it and does nothing else; so does leaving editing")
    func l20TapElsewhereHides() {
        let (h, table, model) = host()
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: row(1))!
        h.tap(0, 24, 66)
        h.wait(0.5)
        #expect(cell.showingDeleteConfirmation)
        h.tap(0, 200, 154)
        h.wait(0.5)
        #expect(!cell.showingDeleteConfirmation && model.log.isEmpty, "hidden, and row 3 not selected")
        h.tap(0, 200, 154)
        h.wait(0.5)
        #expect(model.log == ["select 3"], "the next tap selects again")
        h.tap(0, 24, 66)
        h.wait(0.5)
        #expect(cell.showingDeleteConfirmation)
        table.setEditing(false, animated: false)
        #expect(!cell.showingDeleteConfirmation)
        #expect(model.log == ["select 3"], "no commit")
    }

    @Test("L20: a tap on the green plus commits an insertion at once; a tap on row 0, with no control, commits nothing")
    func l20Insert() {
        let (h, table, model) = host()
        table.setEditing(true, animated: false)
        h.tap(0, 24, 22)
        h.wait(0.5)
        #expect(model.log.isEmpty)
        h.tap(0, 24, 110)
        h.wait(1)
        #expect(model.log == ["insert after 2"])
        #expect(table.numberOfRows(inSection: 0) == 31)
        #expect(table.cellForRow(at: row(3))?.textLabel?.text == "100")
    }
}
