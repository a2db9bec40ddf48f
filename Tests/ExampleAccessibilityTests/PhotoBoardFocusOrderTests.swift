import Testing
import TouchKit
import TouchKitTestHost

@testable import PhotoBoard

/// SPEC A14, A19: Tab through the PhotoBoard example.
@MainActor
@Suite("PhotoBoard: keyboard focus order (SPEC A19)")
struct PhotoBoardFocusOrderTests {
    @Test("A19: Tab reaches the side panel's button")
    func order() {
        let host = FocusOrder.host(BoardViewController())
        #expect(FocusOrder.tabOrder(host) == ["resetButton"])
    }
}
