import Testing
import TouchKit

/// SPEC L1-L4: the table's cells are made for the rows that show and reused.
@MainActor
@Suite("TableView: reuse, cost and queries (SPEC L1-L4)")
struct TableViewReuseTests {
    @Test("L1: dequeue makes the registered class, then hands back queued cells after prepareForReuse")
    func l1DequeueAndReuse() {
        let (_, table, model) = tableHost(counts: [100])
        let first = table.visibleCells
        #expect(first.count == 7)
        #expect(first.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "row" })
        #expect(first.first?.textLabel?.text == "0.0")
        table.contentOffset = Point(x: 0, y: 44 * 10)
        let made = model.cellsMade.count
        table.contentOffset = Point(x: 0, y: 44 * 50)
        #expect(model.cellsMade.count == made, "scrolling far reuses the cells made, it makes none")
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(reused.allSatisfy { $0.reuseCount >= 1 }, "each cell handed out again was prepared for reuse")
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.textLabel?.text == "0.50")
    }

    @Test("L1: no cell shows two rows, and every row that shows has its own cell")
    func l1NoCellTwice() {
        let (_, table, _) = tableHost(counts: [40, 40])
        for step in 0..<60 {
            table.contentOffset = Point(x: 0, y: Double(step) * 37.5)
            let cells = table.rowCells
            #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
            let rows = cells.compactMap { table.indexPath(for: $0) }
            #expect(Set(rows).count == cells.count, "each cell in the table shows a distinct row")
            for row in table.indexPathsForVisibleRows ?? [] {
                #expect(table.cellForRow(at: row)?.textLabel?.text == "\(row.section).\(row.row)")
            }
        }
    }

    @Test("L2: only the visible rows plus the overscan have cells; display calls pair up")
    func l2OnlyVisibleAlive() {
        let (_, table, model) = tableHost(counts: [10_000])
        // 300 pt of bounds plus 44 pt above and below: at most 10 rows of 44 pt.
        for step in 0..<200 {
            table.contentOffset = Point(x: 0, y: Double(step) * 131)
            let alive = table.rowCells.count
            #expect(alive <= 10, "\(alive) cells alive at step \(step)")
        }
        #expect(table.liveCellCount <= 12)
        let shown = model.calls.filter { $0.hasPrefix("willDisplay") }.count
        let ended = model.calls.filter { $0.hasPrefix("didEndDisplaying") }.count
        #expect(shown - ended == table.rowCells.count)
    }

    @Test("L3: a million fixed-height rows cost their visible rows: no per-row height call, cells only on screen")
    func l3MillionRows() {
        let (_, table, model) = tableHost(counts: [1_000_000])
        #expect(table.contentSize.height == 44_000_000)
        #expect(model.heightRequests == 1, "the delegate answers automatic for row 0, so no other row is asked")
        let before = model.cellRequests
        table.contentOffset = Point(x: 0, y: 44 * 500_000)
        #expect(model.cellRequests - before <= 10)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 999_999, section: 0)).minY == 44 * 999_999)
        table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 44_000_000 - 300)
        #expect(table.liveCellCount <= 12)
    }

    @Test("L3: heights from the delegate place rows by their sums; finding a row by offset bisects them")
    func l3DelegateHeights() {
        let (_, table, model) = tableHost(counts: [1000]) { _, model in
            model.height = { $0.row % 2 == 0 ? 30 : 60 }
        }
        #expect(model.heightRequests == 1000)
        #expect(table.contentSize.height == 500 * 90)
        #expect(
            table.rectForRow(at: IndexPath(row: 7, section: 0)) == Rect(x: 0, y: 3 * 90 + 30, width: 400, height: 60))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 90 * 100 + 31)) == IndexPath(row: 201, section: 0))
        table.contentOffset = Point(x: 0, y: 90 * 100)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 200, section: 0))
    }

    @Test("L4: visible rows, scrollToRow to top, middle, bottom and none, clamped; reloadData asks again")
    func l4QueriesAndScrolling() {
        let (_, table, model) = tableHost(counts: [100])
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        let row = IndexPath(row: 20, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 880)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 880 + 22 - 150)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 880 + 44 - 300)
        table.scrollToRow(at: IndexPath(row: 22, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 22 * 44 + 44 - 300, "the least move that shows row 22")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0, "clamped to the range")
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil, "off screen: no cell")
        model.counts = [3]
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rowCells.count == 3)
        #expect(table.contentSize.height == 132)
    }

    @Test("L5: .plain headers stick to the top while their section shows and are pushed by the next one")
    func l5StickyHeaders() {
        let (_, table, _) = tableHost(counts: [20, 20]) { _, model in
            model.headerTitles = ["A", "B"]
        }
        let headers = { table.subviews.compactMap { $0 as? TableViewHeaderFooterView } }
        #expect(headers().count == 1 && headers().first?.frame.minY == 0)
        // Section 0: header 28 + 20 rows = 908; section 1 starts there.
        table.contentOffset = Point(x: 0, y: 400)
        #expect(headers().first?.frame.minY == 400, "the header floats at the top of the bounds")
        #expect(headers().first?.textLabel.text == "A")
        #expect(table.subviews.last is TableViewHeaderFooterView, "headers are drawn over the rows")
        table.contentOffset = Point(x: 0, y: 900)
        let a = headers().first { $0.textLabel.text == "A" }
        #expect(a?.frame.maxY == 908, "pushed up by section 1's header")
        table.contentOffset = Point(x: 0, y: 1000)
        let b = headers().first { $0.textLabel.text == "B" }
        #expect(b?.frame.minY == 1000)
    }

    @Test("L5: .grouped headers scroll with their rows, after the section spacing")
    func l5GroupedHeaders() {
        let (_, table, _) = tableHost(counts: [20, 20], style: .grouped) { _, model in
            model.headerTitles = ["A", "B"]
            model.footerTitles = ["end A", nil]
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 18 + 28)
        table.contentOffset = Point(x: 0, y: 200)
        let headers = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
        #expect(!headers.contains { $0.textLabel.text == "A" && $0.frame.minY == 200 })
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 18 + 28 + 880 + 28 + 18 + 28)
    }

    @Test(
        "L2, L9 (fuzz seed 2137833): rows inserted by a delegate while the layout recycles cells leave every cell naming its row"
    )
    func l2UpdateWhileRecycling() {
        // The shape of fuzz seed 2137833: sending a cell to its queue calls out (here
        // didEndDisplaying; in the fuzzer a touch cancelled as the cell left), and the
        // call inserts rows, moving the other cells to new index paths. Before the fix the
        // recycling went on with the old paths: it sent cells to their queue that stayed
        // among the visible ones, naming no row.
        let (h, table, model) = tableHost(counts: [100]) { _, model in model.insertOnEndDisplaying = 2 }
        _ = h
        table.contentOffset = Point(x: 0, y: 44 * 4)
        #expect(model.counts == [102], "the delegate inserted its rows")
        for row in 0..<20 {
            let path = IndexPath(row: row, section: 0)
            guard let cell = table.cellForRow(at: path) else { continue }
            #expect(table.indexPath(for: cell) == path, "the cell for \(path) names it")
            #expect(cell.superview === table, "the cell for \(path) shows")
        }
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(
            !visible.isEmpty && visible.allSatisfy { table.cellForRow(at: $0) != nil }, "every visible row has a cell")
        let cells = table.visibleCells
        #expect(Set(cells.map { ObjectIdentifier($0) }).count == cells.count, "no cell shows two rows")
        #expect(table.rowCells.count == cells.count + 2, "no cell left behind on the table (2 of overscan)")
    }
}
