import Testing
import TouchKit

/// A delegate with trailing actions "Delete" and "Flag" and a leading "Read".
@MainActor
final class SwipeModel: TableViewDataSource, TableViewDelegate {
    var count = 50
    var performed: [String] = []
    var fullSwipe = true
    var deletesOnDelete = false
    weak var table: TableView?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        performed.append("select \(indexPath.row)")
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            performed.append("Delete \(indexPath.row)")
            if deletesOnDelete {
                count -= 1
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            performed.append("Flag \(indexPath.row)")
            done(true)
        }
        let configuration = SwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        indexPath.row == 0
            ? SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                    performed.append("Read \(indexPath.row)")
                    done(true)
                }
            ]) : nil
    }
}

/// SPEC L11, L12: swipe actions and pull to refresh, driven by fingers.
@MainActor
@Suite("TableView: swipe actions and pull to refresh (SPEC L11, L12)")
struct TableViewSwipeAndRefreshTests {
    private func host() -> (TestHost, TableView, SwipeModel) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let table = TestTableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let model = SwipeModel()
        table.model = model
        model.table = table
        table.dataSource = model
        table.delegate = model
        h.window.addSubview(table)
        h.window.layoutIfNeeded()
        return (h, table, model)
    }

    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    @Test("L11: a leftward swipe reveals the trailing actions following the finger; past half it stays open")
    func l11RevealAndOpen() {
        let (h, table, model) = host()
        let cell = table.cellForRow(at: row(1))!
        h.drag(from: Point(x: 350, y: 66), to: Point(x: 250, y: 66), steps: 5, lift: false)
        #expect(table.hasSwipedRow)
        #expect(cell.frame.minX < -60 && cell.frame.minX >= -100, "the row follows the finger")
        #expect(table.contentOffset.y == 0, "a sideways drag does not scroll")
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(cell.frame.minX == -148, "open on its two 74 pt actions")
        #expect(table.view(withAccessibilityIdentifier: "Delete") != nil)
        // A tap on "Flag" (the inner action, at 400 - 148 ... 400 - 74) performs it and closes.
        h.tap(0, 400 - 110, 66)
        #expect(model.performed == ["Flag 1"])
        h.wait(1)
        #expect(cell.frame.minX == 0 && !table.hasSwipedRow)
    }

    @Test("L11: without a full swipe the row resists past its actions; a short swipe closes again")
    func l11ResistanceAndClose() {
        let (h, table, model) = host()
        model.fullSwipe = false
        let cell = table.cellForRow(at: row(2))!
        h.drag(from: Point(x: 390, y: 110), to: Point(x: 40, y: 110), steps: 10, lift: false)
        #expect(cell.frame.minX > -148 - 150 && cell.frame.minX < -148, "past 148 pt it moves less than the finger")
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(model.performed.isEmpty && cell.frame.minX == -148)
        h.wait(1)
        // A drag back a little further than half closes it.
        h.drag(from: Point(x: 100, y: 110), to: Point(x: 200, y: 110), steps: 5)
        h.wait(1)
        #expect(cell.frame.minX == 0 && !table.hasSwipedRow)
    }

    @Test("L11: a full swipe performs the first action; a delete in its handler removes the row")
    func l11FullSwipe() {
        let (h, table, model) = host()
        model.deletesOnDelete = true
        h.drag(from: Point(x: 390, y: 22), to: Point(x: 60, y: 22), steps: 10)
        h.wait(1)
        #expect(model.performed == ["Delete 0"])
        #expect(table.numberOfRows(inSection: 0) == 49 && !table.hasSwipedRow)
        #expect(table.cellForRow(at: row(0))?.textLabel?.text == "1")
    }

    @Test("L11: a tap on another row closes the open one and selects nothing; a scroll closes it too")
    func l11TapElsewhereAndScrollClose() {
        let (h, table, model) = host()
        h.drag(from: Point(x: 350, y: 22), to: Point(x: 210, y: 22), steps: 5)
        h.wait(1)
        #expect(table.hasSwipedRow)
        h.tap(0, 100, 154)
        #expect(!table.hasSwipedRow && model.performed.isEmpty && table.indexPathForSelectedRow == nil)
        h.wait(1)
        h.drag(from: Point(x: 10, y: 22), to: Point(x: 150, y: 22), steps: 5)
        h.wait(1)
        #expect(table.hasSwipedRow, "row 0 has a leading action")
        #expect(table.cellForRow(at: row(0))!.frame.minX == 74)
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150), steps: 5)
        #expect(!table.hasSwipedRow && table.contentOffset.y > 0)
        #expect(model.performed.isEmpty)
    }

    @Test("L11: rows without actions on a side do not swipe; the sideways drag does nothing")
    func l11NoActions() {
        let (h, table, _) = host()
        h.drag(from: Point(x: 50, y: 110), to: Point(x: 250, y: 110), steps: 5)
        #expect(!table.hasSwipedRow && table.cellForRow(at: row(2))!.frame.minX == 0)
    }

    @Test("L12: a pull past the trigger sends valueChanged once; the control stays open until endRefreshing")
    func l12PullToRefresh() {
        let (h, table, _) = host()
        let control = RefreshControl()
        var fired = 0
        control.addAction(for: .valueChanged) { _ in fired += 1 }
        table.refreshControl = control
        #expect(control.frame.maxY == 0, "above the first row")
        h.drag(from: Point(x: 200, y: 10), to: Point(x: 200, y: 290), steps: 14, lift: false)
        #expect(fired == 1 && control.isRefreshing)
        let pulled = table.contentOffset.y
        h.move(0, 200, 295)
        h.frame()
        #expect(abs(table.contentOffset.y - pulled) < 10, "no jump when the inset grows")
        h.up(0)
        h.frame()
        h.wait(2)
        #expect(table.contentOffset.y == -RefreshControl.height, "rests with the control showing")
        #expect(fired == 1)
        control.endRefreshing()
        h.wait(1)
        #expect(table.contentOffset.y == 0 && !control.isRefreshing)
    }

    @Test("L12: a pull short of the trigger does not refresh; beginRefreshing sends nothing")
    func l12ShortPull() {
        let (h, table, _) = host()
        let control = RefreshControl()
        var fired = 0
        control.addAction(for: .valueChanged) { _ in fired += 1 }
        table.refreshControl = control
        h.drag(from: Point(x: 200, y: 10), to: Point(x: 200, y: 150), steps: 8)
        h.wait(2)
        #expect(fired == 0 && !control.isRefreshing && table.contentOffset.y == 0)
        control.beginRefreshing()
        #expect(control.isRefreshing && fired == 0)
        #expect(table.contentOffsetRange.y.lowerBound == -RefreshControl.height)
    }
}
