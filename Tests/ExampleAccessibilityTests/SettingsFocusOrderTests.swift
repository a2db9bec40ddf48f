import Testing
import TouchKit
import TouchKitTestHost

@testable import Settings

/// SPEC A14, A19, A20: Tab through the Settings example.
@MainActor
@Suite("Settings: keyboard focus order (SPEC A19)")
struct SettingsFocusOrderTests {
    @Test("A19: Tab goes down the settings rows, each control after its title, then the pager's page control")
    func order() {
        let host = FocusOrder.host(SettingsViewController())
        #expect(
            FocusOrder.tabOrder(host) == ["wifi", "notifications", "darkSwitch", "brightness", "volume", "pageControl"])
    }
}
