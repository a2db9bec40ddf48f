import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// ScrollingList (`examples/ScrollingList`) in light and dark under headless Weston
/// (the appearance fixed by `TOUCHKIT_APPEARANCE`, SPEC M3): its rows draw in system
/// colours, so the list follows the appearance.
@MainActor
@Suite("ScrollingList in light and dark under headless Weston", .serialized)
struct ScrollingListAppearanceReplayTests {
    static func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
    }

    /// The window before any touch: row 1 spans y 56 to 116, row 2 116 to 176 (60 each,
    /// under the 56-point bar); row 1's title starts at x 24.
    func check(_ style: String) throws {
        let appearance: Appearance = style == "dark" ? .dark : .light
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/button-tap-and-drag.touches",
            options: ReplayOptions(captureAt: [50], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true, environment: ["TOUCHKIT_APPEARANCE": style])
        let image = try run.image(at: 50)
        let odd = Color.systemBackground.resolved(for: appearance)
        let even = Color.secondarySystemBackground.resolved(for: appearance)
        #expect(Self.near(image.color(x: 600, y: 62), odd), "row 1 is systemBackground: \(image.color(x: 600, y: 62))")
        #expect(Self.near(image.color(x: 600, y: 122), even), "row 2 secondarySystemBackground")
        let label = Color.label.resolved(for: appearance)
        let title = Rect(x: 24, y: 70, width: 80, height: 32)
        #expect(image.count(of: label, tolerance: 0.1, in: title) > 20, "row 1's title in the label colour")
    }

    @Test("M1, M2: ScrollingList's rows in the light appearance") func light() throws { try check("light") }
    @Test("M1, M2: ScrollingList's rows in the dark appearance") func dark() throws { try check("dark") }
}
