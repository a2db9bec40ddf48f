import Testing
import TouchKit

/// A data source whose rows can move, logging the moves.
@MainActor
final class MovableRows: TableViewDataSource {
    var rows = Array(0..<100)
    var moves: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row])"
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// SPEC L14: reordering rows by a long press.
@MainActor
@Suite("TableView: reordering by a long press (SPEC L14)")
struct TableViewReorderTests {
    private func host() -> (TestHost, TestTableView, MovableRows) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let table = TestTableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let model = MovableRows()
        table.model = model
        table.dataSource = model
        h.window.addSubview(table)
        h.window.layoutIfNeeded()
        return (h, table, model)
    }

    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    /// Moves finger 0 from `a` to `b` in steps of 10 pt, a frame each.
    private func slide(_ h: TestHost, from a: Double, to b: Double) {
        let steps = Int(abs(b - a) / 10)
        for step in 1...max(1, steps) {
            h.move(0, 200, a + (b - a) * Double(step) / Double(max(1, steps)))
            h.frame()
        }
    }

    @Test("L14: a long press lifts the row; it follows the finger, the others make room; the lift moves it")
    func l14LiftFollowDrop() {
        let (h, table, model) = host()
        let lifted = table.cellForRow(at: row(1))!
        let two = table.cellForRow(at: row(2))!
        h.down(0, 200, 66)
        h.frame()
        h.wait(0.6)
        #expect(table.hasReorderingRow, "lifted after the long press")
        slide(h, from: 66, to: 200)
        #expect(lifted.frame.midY == 200 - 66 + 66, "the row follows the finger")
        h.wait(1)
        #expect(two.frame.minY == 44, "row 2 made room upwards")
        #expect(table.contentOffset.y == 0)
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(model.moves == ["1->4"])
        #expect(table.cellForRow(at: row(4)) === lifted && lifted.frame.minY == 176)
        #expect(table.cellForRow(at: row(1))?.textLabel?.text == "2")
        #expect(!table.hasReorderingRow)
    }

    @Test("L14: near the bottom edge the list scrolls on its own; the drop lands beyond the first screen")
    func l14Autoscroll() {
        let (h, table, model) = host()
        h.down(0, 200, 110)
        h.frame()
        h.wait(0.6)
        slide(h, from: 110, to: 295)
        for _ in 0..<60 { h.wait(1.0 / 60) }
        #expect(table.contentOffset.y > 300, "a second near the edge scrolled \(table.contentOffset.y) pt")
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(model.moves.count == 1)
        let target = Int(model.moves[0].split(separator: ">").last!)!
        #expect(target > 10)
    }

    @Test("L14: a cancel puts every row back and tells the data source nothing")
    func l14Cancel() {
        let (h, table, model) = host()
        let lifted = table.cellForRow(at: row(1))!
        h.down(0, 200, 66)
        h.frame()
        h.wait(0.6)
        slide(h, from: 66, to: 200)
        h.cancel()
        h.wait(1)
        #expect(model.moves.isEmpty && !table.hasReorderingRow)
        #expect(lifted.frame.minY == 44 && table.cellForRow(at: row(2))?.frame.minY == 88)
    }

    @Test("L14: an update during the move ends it: the row goes where the update puts it, no move is told")
    func l14UpdateEndsTheMove() {
        let (h, table, model) = host()
        let lifted = table.cellForRow(at: row(1))!
        h.down(0, 200, 66)
        h.frame()
        h.wait(0.6)
        slide(h, from: 66, to: 150)
        #expect(table.hasReorderingRow)
        model.rows.remove(at: 0)
        table.deleteRows(at: [row(0)], with: .automatic)
        #expect(!table.hasReorderingRow, "the update ended the move")
        slide(h, from: 150, to: 250)
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(model.moves.isEmpty)
        #expect(table.cellForRow(at: row(0)) === lifted && lifted.frame.minY == 0 && lifted.alpha == 1)
    }
}
