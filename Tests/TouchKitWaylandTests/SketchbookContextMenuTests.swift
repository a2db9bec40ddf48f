import Testing
import TouchKit
import TouchKitTesting

@testable import Sketchbook

/// The Sketchbook example's stroke menu, in the in-process test host (SPEC P60-P68).
@MainActor
@Suite("Sketchbook: a finger held on a stroke opens Recolour and Delete")
struct SketchbookContextMenuTests {
    /// A host with the canvas and one pen stroke along y = 50, a sample every 10 points
    /// (a stroke is found by its samples).
    static func scene() -> (WindowTestHost, SketchView) {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let sketch = SketchView(frame: host.window.bounds)
        host.window.addSubview(sketch)
        host.addPencil()
        host.pencilStroke(through: stride(from: 50.0, through: 150, by: 10).map { Point(x: $0, y: 50) })
        return (host, sketch)
    }

    /// Finger 0 held at (`x`, `y`), then lifted where it pressed: the menu stays open (P64).
    static func hold(_ host: WindowTestHost, _ x: Double, _ y: Double) {
        host.down(0, x, y)
        host.frame()
        host.wait(ContextMenuInteraction.pressDuration + 0.05)
        host.up(0)
        host.frame()
    }

    @Test("P60, P63, P68: Delete (destructive) removes the stroke held; Recolour colours it")
    func deleteAndRecolour() throws {
        let (host, sketch) = Self.scene()
        #expect(sketch.strokes.count == 1)
        Self.hold(host, 100, 52)
        let menu = try #require(host.popups.last)
        let rows = try #require(menu.subviews.first as? MenuView)
        #expect(rows.actions.map { $0.title } == ["Recolour", "Delete"])
        #expect(rows.actions[1].attributes.contains(.destructive))
        host.tap(1, 100, 0.5 * MenuView.rowHeight, in: menu)
        #expect(sketch.strokes.first?.paletteIndex == 0)
        Self.hold(host, 100, 52)
        let again = try #require(host.popups.last)
        host.tap(1, 100, 1.5 * MenuView.rowHeight, in: again)
        #expect(sketch.strokes.isEmpty)
    }

    @Test("P61: a finger held away from every stroke opens nothing; the pen held on a stroke draws, no menu")
    func nothingAwayFromStrokes() {
        let (host, sketch) = Self.scene()
        Self.hold(host, 300, 250)
        #expect(host.popups.isEmpty)
        host.pencilDown(1, 100, 50)
        host.wait(ContextMenuInteraction.pressDuration + 0.05)
        host.pencilUp(1)
        #expect(host.popups.isEmpty)
        #expect(sketch.strokes.count == 2)
    }
}
