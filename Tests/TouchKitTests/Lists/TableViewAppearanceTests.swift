import Testing
import TouchKit

/// A table's own drawing in system colours (SPEC M2): its background, its cells and
/// their separators, and its section headers follow the appearance.
@MainActor
@Suite("TableView in the light and dark appearances (SPEC M2)")
struct TableViewAppearanceTests {
    private func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.03 && abs(a.green - b.green) < 0.03 && abs(a.blue - b.blue) < 0.03
    }

    @Test("M2: a table's rows, separators and section headers draw in system colours, dark in the dark appearance")
    func m2TableFollowsTheAppearance() throws {
        let (h, table, model) = tableHost(counts: [20])
        model.headerTitles = ["Header"]
        table.reloadData()
        table.layoutIfNeeded()
        let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let header = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY / 2
        for appearance in [Appearance.light, .dark] {
            h.application.userInterfaceStyle = appearance == .dark ? .dark : .light
            let image = try h.snapshot()
            let body = image.color(x: 380, y: Int(row.midY))
            #expect(near(body, Color.systemBackground.resolved(for: appearance)), "\(appearance) row: \(body)")
            // The separator is half a point high at the row's bottom: a whole pixel at scale 2.
            let line = try h.snapshot(scale: 2).color(x: 760, y: Int(row.maxY * 2) - 1)
            let separator = Color.separator.resolved(for: appearance)
            let expected = Color.systemBackground.resolved(for: appearance).blended(with: separator)
            #expect(near(line, expected), "\(appearance) separator: \(line), expected \(expected)")
            let top = image.color(x: 380, y: Int(header))
            #expect(
                near(top, Color.secondarySystemBackground.resolved(for: appearance)), "\(appearance) header: \(top)")
        }
    }
}

extension Color {
    /// `top` painted over this colour at `top`'s alpha.
    fileprivate func blended(with top: Color) -> Color {
        let a = top.alpha
        return Color(
            red: red * (1 - a) + top.red * a, green: green * (1 - a) + top.green * a,
            blue: blue * (1 - a) + top.blue * a)
    }
}
