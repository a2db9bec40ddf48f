import Testing
import TouchKit
import TouchKitTestHost

@testable import GestureLab

/// SPEC A14, A19: Tab through the GestureLab example.
@MainActor
@Suite("GestureLab: keyboard focus order (SPEC A19)")
struct GestureLabFocusOrderTests {
    @Test("A19: Tab goes along the row of screen tabs, left to right")
    func order() {
        let host = FocusOrder.host(LabViewController())
        #expect(FocusOrder.tabOrder(host) == LabViewController.screens.map { $0.title })
    }
}
