import Testing
import TouchKit

/// D2: what a view draws in `draw(_:)` never shows outside its bounds, as in UIKit,
/// whether or not it clips its subviews, and whether or not it caches its drawing.
@MainActor
@Suite("draw(_:) is clipped to the view's bounds (SPEC D2)")
struct DrawClippingTests {
    /// A view that fills a knob reaching 20 points past its bounds on every side.
    final class Overdrawing: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.fillColor = red
            context.fill(bounds.insetBy(dx: -20, dy: -20))
        }
    }

    @Test(
        "D2: a view's drawing stops at its bounds, clipsToBounds or not, cached or not",
        arguments: [
            (false, false), (true, false), (false, true), (true, true),
        ])
    func drawingStopsAtTheBounds(_ clips: Bool, _ caches: Bool) throws {
        let window = makeWindow()
        let view = Overdrawing(frame: Rect(x: 30, y: 30, width: 40, height: 40))
        view.clipsToBounds = clips
        view.cachesDrawing = caches
        window.addSubview(view)
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 50), red), "inside")
        #expect(isClose(image.color(x: 31, y: 31), red), "just inside the corner")
        for (x, y) in [(25, 50), (75, 50), (50, 25), (50, 75), (28, 28)] {
            #expect(isClose(image.color(x: x, y: y), .white), "nothing drawn at (\(x), \(y)), outside the bounds")
        }
    }

    @Test("D2: moving a view that overdraws leaves no stale pixels where its knob would have been")
    func movingLeavesNoStalePixels() throws {
        let window = makeWindow(width: 200, height: 100)
        let view = Overdrawing(frame: Rect(x: 30, y: 30, width: 40, height: 40))
        window.addSubview(view)
        _ = try window.snapshot()
        view.center = Point(x: 150, y: 50)
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 50), .white), "the old place is clean")
        #expect(isClose(image.color(x: 125, y: 50), .white), "the knob past the new bounds is not drawn")
        #expect(isClose(image.color(x: 150, y: 50), red))
    }
}
