import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Settings (`examples/Settings`) under headless Weston: goldens in light and dark at
/// scales 1 and 2 (the appearance fixed by `TOUCHKIT_APPEARANCE`, SPEC M3), and a
/// replay that turns it dark with its own switch and turns the onboarding pager with
/// the page control (K4).
@MainActor
@Suite("Settings under headless Weston", .serialized)
struct SettingsReplayTests {
    /// `systemGroupedBackground`, the screen's background, in each appearance.
    static let lightBackground = Color.systemGroupedBackground.resolved(for: .light)
    static let darkBackground = Color.systemGroupedBackground.resolved(for: .dark)

    func check(_ style: String, scale: Int) throws {
        let image = try GoldenCapture.check(
            fixture: "Settings", golden: "settings-\(style)", scale: scale,
            environment: ["TOUCHKIT_APPEARANCE": style])
        let s = Double(scale)
        let background = image.color(x: Int(10 * s), y: Int(620 * s))
        let expected = style == "dark" ? Self.darkBackground : Self.lightBackground
        #expect(
            abs(background.red - expected.red) < 0.02 && abs(background.blue - expected.blue) < 0.02,
            "the background is systemGroupedBackground's \(style) variant: \(background)")
        // The Wi-Fi row's symbol, tinted systemBlue, sits at the left of the first group.
        let blue = Color.systemBlue.resolved(for: style == "dark" ? .dark : .light)
        let icon = Rect(x: 528 * s, y: 100 * s, width: 40 * s, height: 52 * s)
        #expect(image.count(of: blue, tolerance: 0.04, in: icon) > 8 * scale * scale, "the wifi symbol is tinted")
    }

    @Test("K1-K4, M2, M4: the light screen at scale 1") func light1() throws { try check("light", scale: 1) }
    @Test("K1-K4, M2, M4: the light screen at scale 2") func light2() throws { try check("light", scale: 2) }
    @Test("M1-M4: the dark screen at scale 1") func dark1() throws { try check("dark", scale: 1) }
    @Test("M1-M4: the dark screen at scale 2") func dark2() throws { try check("dark", scale: 2) }

    @Test("M1, K4: the Dark appearance switch turns the screen dark; a tap right of the current dot turns the pager")
    func switchAndPager() throws {
        let run = try ExampleRun(
            "Settings", replaying: "Settings/dark-switch-and-page.touches",
            options: ReplayOptions(captureAt: [30], captureAtEnd: true, captureToplevelOnly: true),
            environment: ["TOUCHKIT_APPEARANCE": "light"])
        let before = try run.image(at: 30)
        let after = try run.image(at: nil)
        func close(_ a: Color, _ b: Color) -> Bool { abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 }
        #expect(close(before.color(x: 10, y: 620), Self.lightBackground), "light at first")
        #expect(close(after.color(x: 10, y: 620), Self.darkBackground), "dark after the switch")
        // Page 1's badge is systemBlue, page 2's systemOrange, in the pager's card.
        let pager = Rect(x: 56, y: 100, width: 400, height: 300)
        let orange = Color.systemOrange.resolved(for: .dark)
        #expect(before.count(of: .systemBlue, tolerance: 0.04, in: pager) > 500, "page 1 shows first")
        #expect(after.count(of: orange, tolerance: 0.04, in: pager) > 500, "page 2 after the tap")
    }
}
