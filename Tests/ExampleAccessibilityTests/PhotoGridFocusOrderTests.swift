import Testing
import TouchKit
import TouchKitTestHost

@testable import PhotoGrid

/// SPEC A14, A17, A19: Tab through the PhotoGrid example.
@MainActor
@Suite("PhotoGrid: keyboard focus order (SPEC A19)")
struct PhotoGridFocusOrderTests {
    @Test("A19: Tab reaches the Select button, then the showing photos row by row, left to right")
    func order() throws {
        let controller = GridViewController()
        let host = FocusOrder.host(NavigationController(rootViewController: controller))
        let grid = try #require(controller.grid)
        let photos = grid.indexPathsForVisibleItems.compactMap { grid.cellForItem(at: $0)?.accessibilityIdentifier }
        #expect(photos.count >= 8)
        #expect(FocusOrder.tabOrder(host) == ["selectButton"] + photos)
    }
}
