import Testing
import TouchKit
import TouchKitTesting

/// Choosing the pointer's look: `PointerInteraction`, `PointerStyle` and the defaults
/// (SPEC P13-P15).
@MainActor
@Suite("Cursors (SPEC P13-P15)")
struct CursorTests {
    /// A delegate that styles a region of its view.
    @MainActor
    final class Styler: PointerInteractionDelegate {
        var style: PointerStyle?
        var region: Rect?
        var asked: [Point] = []
        init(_ style: PointerStyle?, region: Rect? = nil) {
            self.style = style
            self.region = region
        }
        func pointerInteraction(
            _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
        ) -> PointerRegion? {
            asked.append(request.location)
            guard let region else { return defaultRegion }
            return region.contains(request.location) ? PointerRegion(rect: region, identifier: "part") : nil
        }
        func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
            style
        }
    }

    @Test("P13: styles are cursors: system is the arrow, hidden none, the beams the text cursors")
    func p13Styles() {
        #expect(PointerStyle.system().cursor == .default)
        #expect(PointerStyle.hidden().cursor == nil)
        #expect(PointerStyle(shape: .verticalBeam(length: 20)).cursor == .text)
        #expect(PointerStyle(shape: .horizontalBeam(length: 20)).cursor == .verticalText)
        #expect(PointerStyle(cursor: .crosshair).cursor == .crosshair)
        #expect(SystemCursor.allCases.count == 34)
        #expect(SystemCursor.nwseResize.name == "nwse-resize")
    }

    @Test("P14: an interaction's style shows over its view, asked with the location in the view")
    func p14InteractionStyle() {
        let h = TestHost()
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        h.window.addSubview(card)
        let styler = Styler(PointerStyle(cursor: .crosshair))
        card.addInteraction(PointerInteraction(delegate: styler))
        #expect(h.app.cursor(in: h.window.windowID, at: Point(x: 150, y: 130)) == .crosshair)
        #expect(styler.asked == [Point(x: 50, y: 30)])
        #expect(h.app.cursor(in: h.window.windowID, at: Point(x: 20, y: 20)) == .default)
        styler.style = .hidden()
        #expect(h.app.cursor(in: h.window.windowID, at: Point(x: 150, y: 130)) == nil)
    }

    @Test("P14: the innermost deciding interaction wins; a nil region or style, or a disabled one, is passed over")
    func p14Nesting() {
        let h = TestHost()
        let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.window.addSubview(outer)
        outer.addSubview(inner)
        let outerStyler = Styler(PointerStyle(cursor: .move))
        outer.addInteraction(PointerInteraction(delegate: outerStyler))
        let innerStyler = Styler(PointerStyle(cursor: .pointer), region: Rect(x: 0, y: 0, width: 50, height: 50))
        let innerInteraction = PointerInteraction(delegate: innerStyler)
        inner.addInteraction(innerInteraction)
        let window = h.window.windowID
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 60)) == .pointer)
        // Outside the inner region: the inner interaction returns no region.
        #expect(h.app.cursor(in: window, at: Point(x: 140, y: 140)) == .move)
        innerStyler.style = nil
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 60)) == .move)
        innerStyler.style = PointerStyle(cursor: .pointer)
        innerInteraction.isEnabled = false
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 60)) == .move)
        inner.removeInteraction(innerInteraction)
        innerInteraction.isEnabled = true
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 60)) == .move)
        #expect(innerInteraction.view == nil)
    }

    @Test("P15: a text field shows the text cursor, other views the arrow; an interaction inside it still decides")
    func p15Defaults() {
        let h = TestHost()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 40))
        h.window.addSubview(field)
        let plain = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
        h.window.addSubview(plain)
        let window = h.window.windowID
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 40)) == .text)
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 140)) == .default)
        #expect(h.app.cursor(in: window, at: Point(x: .nan, y: 40)) == .default)
        #expect(h.app.cursor(in: WindowID(rawValue: 987_654), at: Point(x: 60, y: 40)) == .default)
        // An interaction on the window itself is further out than the field: the field wins.
        let styler = Styler(PointerStyle(cursor: .crosshair))
        h.window.addInteraction(PointerInteraction(delegate: styler))
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 40)) == .text)
        #expect(h.app.cursor(in: window, at: Point(x: 60, y: 140)) == .crosshair)
    }
}
