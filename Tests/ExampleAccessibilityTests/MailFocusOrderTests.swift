import Testing
import TouchKit
import TouchKitTestHost

@testable import Mail

/// SPEC A14, A17, A19: Tab through the Mail example.
@MainActor
@Suite("Mail: keyboard focus order (SPEC A19)")
struct MailFocusOrderTests {
    @Test("A19: Tab reaches the Edit button in the bar, then the showing messages top to bottom")
    func order() throws {
        let inbox = InboxViewController()
        let host = FocusOrder.host(NavigationController(rootViewController: inbox))
        let table = try #require(inbox.table)
        let rows = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.accessibilityIdentifier)
        #expect(rows.count >= 5)
        #expect(FocusOrder.tabOrder(host) == ["editButton"] + rows)
    }
}
