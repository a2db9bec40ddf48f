import Testing
import TouchKit
import TouchKitTestHost

@testable import ScrollingList

/// SPEC A14, A17, A19: Tab through the ScrollingList example.
@MainActor
@Suite("ScrollingList: keyboard focus order (SPEC A19)")
struct ScrollingListFocusOrderTests {
    /// The first view of type `T` under `view`, depth first.
    static func first<T: View>(_ type: T.Type, in view: View) -> T? {
        if let match = view as? T { return match }
        for subview in view.subviews {
            if let match = first(type, in: subview) { return match }
        }
        return nil
    }

    @Test(
        "A19: Tab reaches the bar's button, then each showing row's button top to bottom, a carousel's page in its row")
    func order() throws {
        let host = FocusOrder.host(ListViewController())
        let table = try #require(Self.first(TableView.self, in: host.window))
        let tree = AccessibilityTree(window: host.window)
        var rows: [String] = []
        for cell in table.visibleCells.sorted(by: { $0.frame.minY < $1.frame.minY }) {
            if let row = cell as? RowCell {
                rows.append(row.button.accessibilityIdentifier ?? "?")
            } else if let carousel = cell as? CarouselCell {
                for page in carousel.carousel.visibleCells.sorted(by: { $0.frame.minX < $1.frame.minX }) {
                    rows.append(tree.info[.view(page)].map(FocusOrder.key) ?? "missing page")
                }
            }
        }
        #expect(rows.count >= 5)
        #expect(FocusOrder.tabOrder(host) == ["screenButton"] + rows)
    }
}
