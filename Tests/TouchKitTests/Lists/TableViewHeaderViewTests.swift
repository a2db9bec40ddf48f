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
}
