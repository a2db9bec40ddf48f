import Testing
import TouchKit

/// A header view of its own, counting its makings and reuses.
@MainActor
final class BadgeHeader: TableViewHeaderFooterView {
    static var made = 0
    var reuses = 0
    required init(reuseIdentifier: String?) {
        BadgeHeader.made += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }
    override func prepareForReuse() {
        reuses += 1
        super.prepareForReuse()
    }
}

/// A header view that reloads its table when its touches are cancelled, counting them.
@MainActor
final class ReloadingHeader: View {
    weak var table: TableView?
    var began = 0
    var cancelled = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        cancelled += 1
        table?.reloadData()
    }
}

/// SPEC L16: the delegate's header and footer views.
@MainActor
@Suite("TableView: header and footer views (SPEC L16)", .serialized)
struct TableViewHeaderViewTests {
    @Test("L16: the delegate's header view fills the height it gives, and floats in .plain")
    func l16CustomHeaderFloats() throws {
        var views: [Int: View] = [:]
        let (_, table, _) = tableHost(counts: [10, 10]) { _, model in
            model.headerHeight = { _ in 40 }
            model.headerView = { section in
                let view = View(frame: .zero)
                view.accessibilityIdentifier = "header \(section)"
                views[section] = view
                return view
            }
        }
        let first = try #require(views[0])
        #expect(first.superview === table && first.frame == Rect(x: 0, y: 0, width: 400, height: 40))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 40)
        table.contentOffset = Point(x: 0, y: 100)
        #expect(first.frame.minY == 100, "the header sticks to the top of the bounds")
        #expect(views[1] == nil, "section 1's header is asked only when it comes near")
        table.contentOffset = Point(x: 0, y: 440)
        let second = try #require(views[1])
        #expect(second.frame.minY == 480 && first.frame.maxY == 480, "section 1's header pushes section 0's up")
    }

    @Test("L16: registered header views are dequeued and reused after prepareForReuse; a title view without one")
    func l16ReusedHeaderViews() {
        BadgeHeader.made = 0
        let (_, table, _) = tableHost(counts: Array(repeating: 2, count: 500)) { table, model in
            table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "badge")
            model.headerHeight = { _ in 30 }
            model.headerView = { section in
                guard section % 2 == 0 else { return nil }
                let view = table.dequeueReusableHeaderFooterView(withIdentifier: "badge")
                view?.textLabel.text = "Badge \(section)"
                return view
            }
            model.headerTitles = (0..<500).map { "Title \($0)" }
        }
        #expect(table.shownTitles.prefix(2) == ["Badge 0", "Title 1"])
        for step in 1...200 { table.contentOffset = Point(x: 0, y: Double(step) * 97) }
        #expect(BadgeHeader.made <= 6, "\(BadgeHeader.made) header views made for 100 sections scrolled past")
        let shown = table.subviews.compactMap { $0 as? BadgeHeader }
        #expect(!shown.isEmpty)
        #expect(shown.contains { $0.reuses >= 1 }, "headers that left came back through prepareForReuse")
    }

    @Test("L16: an identifier never registered: one line naming the call, nil returned")
    func l16UnregisteredIdentifier() {
        let (_, table, _) = tableHost(counts: [3])
        let lines = tableReports { #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil) }
        #expect(
            lines == [
                "TableView.dequeueReusableHeaderFooterView(withIdentifier:): no class registered for identifier "
                    + "\"none\" (call register(_:forHeaderFooterViewReuseIdentifier:) first); nil returned"
            ])
    }

    /// Every visible row has a cell on the table that names it.
    private func everyVisibleRowHasItsCell(_ table: TableView) -> Bool {
        let visible = table.indexPathsForVisibleRows ?? []
        return !visible.isEmpty
            && visible.allSatisfy { path in
                guard let cell = table.cellForRow(at: path) else { return false }
                return table.indexPath(for: cell) == path && cell.superview === table
            }
    }

    /// Each header view shown once, a subview of the table, at its section's place.
    private func headersConsistent(_ table: TableView, _ views: [View]) -> Bool {
        let shown = table.subviews.filter { view in views.contains { $0 === view } }
        let unique = Set(shown.map { ObjectIdentifier($0) })
        return unique.count == shown.count && shown.allSatisfy { $0.frame.height == 30 }
    }

    @Test(
        "L16 (fuzz seed 2009808): a header view whose cancelled touch reloads the table as the layout takes it off leaves it consistent"
    )
    func l16HeaderTakenOffReloads() {
        // The shape fuzz seed 2009808 once made: laying out the headers takes one off the
        // table, which cancels the finger on it; its owner reloads the table, which takes
        // every header off. Before the fix the layout held an exclusive access to the
        // header views across that reload: Swift's "simultaneous accesses" trap.
        var made: [View] = []
        var firstMade: [Int: ReloadingHeader] = [:]  // the sections' first header views
        let (h, table, _) = tableHost(counts: [3, 60, 60]) { table, model in
            model.headerHeight = { _ in 30 }
            model.headerView = { [unowned table] section in
                let view = ReloadingHeader(frame: .zero)
                view.table = table
                made.append(view)
                if firstMade[section] == nil { firstMade[section] = view }
                return view
            }
        }
        let first = firstMade[0]
        #expect(first?.superview === table && first?.frame.minY == 0)
        h.down(0, 200, 15)
        h.frame()
        h.wait(ScrollView.contentTouchDelay + 0.1)
        #expect(first?.began == 1, "the resting finger's touch reached the header")
        // Section 0 (3 rows, 162 pt) scrolls far out: its header is taken off.
        table.contentOffset = Point(x: 0, y: 1500)
        #expect(first?.cancelled == 1 && first?.superview == nil, "taken off, its touch cancelled")
        table.layoutIfNeeded()
        #expect(headersConsistent(table, made))
        #expect(table.indexPathsForVisibleRows?.first?.section == 1)
        #expect(everyVisibleRowHasItsCell(table))
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(first?.cancelled == 1)
    }

    @Test("L16: a delegate that reloads the table while it makes a header view leaves it consistent")
    func l16HeaderViewReloads() {
        // The same overlap from the other call out of the header layout: making a view.
        var made: [View] = []
        var reloads = 0
        let (_, table, _) = tableHost(counts: [4, 4, 40]) { table, model in
            model.headerHeight = { _ in 30 }
            model.headerView = { [unowned table] section in
                if section == 1, reloads == 0 {
                    reloads += 1
                    table.reloadData()
                }
                let view = View(frame: .zero)
                view.accessibilityIdentifier = "header \(section)"
                made.append(view)
                return view
            }
        }
        table.layoutIfNeeded()
        #expect(reloads == 1)
        #expect(headersConsistent(table, made))
        #expect(everyVisibleRowHasItsCell(table), "the reload's cells show")
        // Sections 0 and 1 show (section 2 starts at 412, past the bounds and overscan).
        for section in 0..<2 {
            let shown = table.subviews.filter { $0.accessibilityIdentifier == "header \(section)" }
            #expect(shown.count == 1, "section \(section)'s header shows once")
            let firstRow = table.rectForRow(at: IndexPath(row: 0, section: section))
            #expect(shown.first?.frame.minY == firstRow.minY - 30)
        }
    }
}
