import Testing
import TouchKit
import TouchKitTestHost

@testable import TouchInspector

/// SPEC A14, A19: Tab through the TouchInspector example.
@MainActor
@Suite("TouchInspector: keyboard focus order (SPEC A19)")
struct TouchInspectorFocusOrderTests {
    @Test("A19: Tab goes along the controls' row: the log lines slider, then the print switch")
    func order() {
        let host = FocusOrder.host(InspectorViewController())
        #expect(FocusOrder.tabOrder(host) == ["linesSlider", "printSwitch"])
    }
}
