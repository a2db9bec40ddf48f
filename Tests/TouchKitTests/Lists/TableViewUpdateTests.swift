import Testing
import TouchKit

/// SPEC L9-L10: updates, animated, and bad input reported with the list kept whole.
@MainActor
@Suite("TableView: updates and bad input (SPEC L9, L10)")
struct TableViewUpdateTests {
    private func row(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test("L9: deleting a row fades it out and slides the rows below up; the cell is reused when done")
    func l9DeleteAnimated() {
        let (h, table, model) = tableHost(counts: [20])
        let deleted = table.cellForRow(at: row(1))!
        let below = table.cellForRow(at: row(2))!
        model.counts = [19]
        table.deleteRows(at: [row(1)], with: .fade)
        #expect(table.cellForRow(at: row(1)) === below, "row 2's cell now shows row 1")
        #expect(below.frame.minY == 44)
        #expect(below.presentationCenter.y == 88 + 22, "it starts where it was and slides")
        #expect(deleted.superview === table && deleted.alpha == 0, "the deleted row fades out")
        #expect(!table.visibleCells.contains { $0 === deleted })
        h.wait(TableView.updateAnimationDuration + 0.05)
        #expect(deleted.superview == nil, "gone into the reuse queue when the fade ends")
        #expect(below.presentationCenter.y == 44 + 22)
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.contentSize.height == 19 * 44)
    }

    @Test("L9: inserting a row fades it in and pushes the rows below down")
    func l9InsertAnimated() {
        let (h, table, model) = tableHost(counts: [20])
        let first = table.cellForRow(at: row(0))!
        model.counts = [21]
        table.insertRows(at: [row(0)], with: .automatic)
        let inserted = table.cellForRow(at: row(0))!
        #expect(inserted !== first && inserted.alpha == 1 && inserted.presentationAlpha == 0)
        #expect(table.cellForRow(at: row(1)) === first && first.frame.minY == 44)
        h.wait(1)
        #expect(inserted.presentationAlpha == 1 && first.presentationCenter.y == 66)
    }

    @Test("L9: a batch deletes by old index paths and inserts by new ones; selection follows; completion true")
    func l9BatchUpdates() {
        let (h, table, model) = tableHost(counts: [30])
        table.selectRow(at: row(5), animated: false, scrollPosition: .none)
        let cell5 = table.cellForRow(at: row(5))!
        var finished: Bool?
        model.counts = [29]
        table.performBatchUpdates(
            {
                table.deleteRows(at: [row(0), row(1)], with: .fade)
                table.insertRows(at: [row(10)], with: .fade)
            }, completion: { finished = $0 })
        #expect(table.indexPathForSelectedRow == row(3))
        #expect(table.cellForRow(at: row(3)) === cell5 && cell5.isSelected)
        #expect(finished == nil, "the completion waits for the animations")
        h.wait(1)
        #expect(finished == true)
    }

    @Test("L9: moveRow carries the cell to its new place; reloadRows asks the data source for a new cell")
    func l9MoveAndReload() {
        let (h, table, model) = tableHost(counts: [20])
        let zero = table.cellForRow(at: row(0))!
        let one = table.cellForRow(at: row(1))!
        table.moveRow(at: row(0), to: row(3))
        #expect(table.cellForRow(at: row(3)) === zero && table.cellForRow(at: row(0)) === one)
        h.wait(1)
        #expect(zero.frame.minY == 132)
        let requests = model.cellRequests
        let two = table.cellForRow(at: row(2)) as! CountingCell
        let reuses = two.reuseCount
        table.reloadRows(at: [row(2)], with: .none)
        #expect(model.cellRequests == requests + 1, "the data source is asked for row 2 again")
        let again = table.cellForRow(at: row(2)) as! CountingCell
        #expect(again !== two || again.reuseCount == reuses + 1, "the old cell went through the reuse queue")
        #expect(table.rowCells.count == Set(table.rowCells.compactMap { table.indexPath(for: $0) }).count)
    }

    @Test("L10: counts that disagree with an update: one line naming the call; the table reloads")
    func l10CountsDisagree() {
        let (_, table, model) = tableHost(counts: [20])
        model.counts = [25]
        let lines = tableReports { table.insertRows(at: [row(0)], with: .fade) }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("TableView.insertRows(at:with:): invalid update: section 0 has 25 rows") == true)
        #expect(table.numberOfRows(inSection: 0) == 25)
        #expect(Set(table.rowCells.compactMap { table.indexPath(for: $0) }).count == table.rowCells.count)
    }

    @Test("L10: an index path out of range: one line naming the call, nothing changes")
    func l10OutOfRange() {
        let (_, table, _) = tableHost(counts: [20])
        let cells = table.visibleCells.map(ObjectIdentifier.init)
        var lines = tableReports { table.scrollToRow(at: row(20), at: .top, animated: false) }
        #expect(
            lines == [
                "TableView.scrollToRow(at:at:animated:): index path [0, 20] is out of range (section 0 has 20 rows); ignored"
            ])
        #expect(table.contentOffset == .zero)
        lines = tableReports { table.selectRow(at: row(0, 3), animated: false, scrollPosition: .none) }
        #expect(lines.count == 1 && lines[0].contains("selectRow(at:animated:scrollPosition:)"))
        #expect(table.indexPathForSelectedRow == nil)
        lines = tableReports { table.deleteRows(at: [row(50)], with: .fade) }
        #expect(lines.count == 1 && lines[0].hasPrefix("TableView.deleteRows(at:with:): invalid update: row [0, 50]"))
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(table.visibleCells.count == cells.count)
    }

    @Test("L10: an identifier never registered, a cell shown twice, a bad height: one line each, a cell stands in")
    func l10BadCellsAndHeights() {
        let (_, table, model) = tableHost(counts: [20])
        model.identifier = "nope"
        var lines = tableReports { table.reloadData() }
        #expect(
            lines.count == 8
                && lines.allSatisfy {
                    $0.contains("dequeueReusableCell(withIdentifier:for:)") && $0.contains("\"nope\"")
                })
        #expect(table.visibleCells.count == 7)
        model.identifier = "row"
        model.forcedCell = CountingCell(style: .default, reuseIdentifier: "row")
        lines = tableReports { table.reloadData() }
        #expect(lines.count == 7 && lines[0].contains("tableView(_:cellForRowAt:) returned for"))
        let cells = table.rowCells
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "no cell shows twice")
        model.forcedCell = nil
        model.height = { $0.row == 3 ? -5 : ($0.row == 4 ? .nan : 44) }
        lines = tableReports { table.reloadData() }
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("tableView(_:heightForRowAt:)") })
        #expect(table.contentSize.height == 20 * 44)
    }
}
