import Testing
import TouchKit

/// SPEC D5: a view's drawing kept in an offscreen image and redrawn only where
/// invalidated (``View/cachesDrawing``).
@MainActor
@Suite("Cached drawing (SPEC D5)")
struct DrawingCacheTests {
    /// A canvas of finished strokes drawn as horizontal bars; `draw(_:)` draws only the
    /// bars that meet its rectangle, as a real canvas would.
    final class BarsView: View {
        var bars: [Rect] = []
        private(set) var drawnRects: [Rect] = []
        private(set) var barsDrawn = 0

        func add(_ bar: Rect) {
            bars.append(bar)
            setNeedsDisplay(bar)
        }

        override func draw(_ rect: Rect) {
            drawnRects.append(rect)
            guard let context = GraphicsContext.current else { return }
            context.fillColor = .black
            for bar in bars where bar.intersects(rect) {
                context.fill(bar)
                barsDrawn += 1
            }
        }
    }

    func canvas() -> (Window, BarsView) {
        let window = makeWindow()
        let view = BarsView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.cachesDrawing = true
        window.addSubview(view)
        for row in 0..<50 { view.bars.append(Rect(x: 0, y: Double(row * 2), width: 100, height: 1)) }
        return (window, view)
    }

    @Test("D5: the cached drawing is reused while nothing is invalidated")
    func reused() throws {
        let (window, view) = canvas()
        _ = try window.snapshot()
        _ = try window.snapshot()
        _ = try window.snapshot()
        #expect(view.drawnRects == [Rect(x: 0, y: 0, width: 100, height: 100)], "drawn once, in full")
        #expect(view.barsDrawn == 50)
    }

    @Test("D5: an invalidated area alone is redrawn, and the image is right on both sides of it")
    func partial() throws {
        let (window, view) = canvas()
        _ = try window.snapshot()
        view.add(Rect(x: 10, y: 1, width: 20, height: 1))
        let image = try window.snapshot()
        #expect(view.drawnRects.last == Rect(x: 10, y: 1, width: 20, height: 1))
        #expect(view.barsDrawn == 50 + 1, "only the new bar is drawn again: \(view.barsDrawn - 50)")
        #expect(isClose(image.color(x: 20, y: 1), .black), "the new bar")
        #expect(isClose(image.color(x: 50, y: 1), .white), "the row beside it was not touched")
        #expect(isClose(image.color(x: 50, y: 40), .black), "an old bar from the cache")
        #expect(isClose(image.color(x: 50, y: 41), .white))
    }

    @Test("D5: drawing over a moving subview does not redraw the cached view")
    func subviewOverCache() throws {
        let (window, view) = canvas()
        let pen = addBox(Rect(x: 0, y: 0, width: 10, height: 10), red, to: view)
        _ = try window.snapshot()
        for step in 1...10 { pen.center = Point(x: 5 + Double(step * 8), y: 50) }
        let image = try window.snapshot()
        #expect(view.drawnRects.count == 1, "the canvas was drawn once, whatever moved over it")
        #expect(isClose(image.color(x: 85, y: 50), red))
        #expect(isClose(image.color(x: 5, y: 6), .black), "the bars under the pen's first place show again")
    }

    @Test("D5: a change of size or pixel density redraws the whole image")
    func resizeAndScale() throws {
        let (window, view) = canvas()
        _ = try window.snapshot()
        view.bounds.size = Size(width: 80, height: 100)
        _ = try window.snapshot()
        #expect(view.drawnRects.last == Rect(x: 0, y: 0, width: 80, height: 100))
        _ = try window.snapshot(scale: 2)
        #expect(view.drawnRects.count == 3)
    }

    @Test("D5, HiDPI: the cache keeps the output's pixel density")
    func density() throws {
        let window = makeWindow(width: 20, height: 20)
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 20, height: 20), fill: .clear)
        view.cachesDrawing = true
        window.addSubview(view)
        let checker = CheckerView(frame: view.bounds)
        checker.cachesDrawing = true
        window.addSubview(checker)
        let image = try window.snapshot(scale: 2)
        #expect(image.width == 40)
        // Half-point squares are single device pixels: sharp black and white, not grey.
        #expect(isClose(image.color(x: 0, y: 0), .black))
        #expect(isClose(image.color(x: 1, y: 0), .white))
        #expect(isClose(image.color(x: 1, y: 1), .black))
    }

    /// Half-point black squares on a checkerboard.
    final class CheckerView: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.fillColor = .black
            for row in 0..<40 {
                for column in 0..<40 where (row + column) % 2 == 0 {
                    context.fill(Rect(x: Double(column) / 2, y: Double(row) / 2, width: 0.5, height: 0.5))
                }
            }
        }
    }

    @Test("D5: switching the cache off draws directly again")
    func switchOff() throws {
        let (window, view) = canvas()
        _ = try window.snapshot()
        view.cachesDrawing = false
        _ = try window.snapshot()
        _ = try window.snapshot()
        #expect(view.drawnRects.count == 3)
    }

    @Test("D5, HiDPI: at a fractional scale and a fractional position, the cache looks like direct drawing")
    func fractionalScaleCopiesOneForOne() throws {
        func render(cached: Bool) throws -> ImageSurface {
            let window = makeWindow(width: 60, height: 40)
            let view = BarsView(frame: Rect(x: 11, y: 5, width: 21, height: 30))
            view.bars = (0..<10).map { Rect(x: 0.5, y: Double($0) * 3 + 0.5, width: 19.5, height: 1.3) }
            view.cachesDrawing = cached
            window.addSubview(view)
            return try window.snapshot(scale: 1.5)
        }
        let direct = try render(cached: false)
        let cached = try render(cached: true)
        var differing = 0
        for y in 0..<direct.height {
            for x in 0..<direct.width where direct.pixel(x: x, y: y) != cached.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ from drawing directly")
    }

    @Test("D5: a new background colour or a reordered subview repaints without redrawing the cache")
    func repaintKeepsCache() throws {
        let (window, view) = canvas()
        let pen = addBox(Rect(x: 0, y: 0, width: 10, height: 10), red, to: view)
        addBox(Rect(x: 5, y: 5, width: 10, height: 10), blue, to: view)
        _ = try window.snapshot()
        view.backgroundColor = yellow
        view.bringSubviewToFront(pen)
        view.clipsToBounds = true
        let image = try window.snapshot()
        #expect(view.drawnRects.count == 1, "drawn once: \(view.drawnRects)")
        #expect(isClose(image.color(x: 50, y: 41), yellow), "the new background shows between the bars")
        #expect(isClose(image.color(x: 7, y: 7), red), "the pen is in front now")
    }

    @Test("D5: appending to a cached drawing strokes only the new content, whatever is already there")
    func append() throws {
        let (window, view) = canvas()
        let bar = Rect(x: 10, y: 1, width: 20, height: 1)
        view.bars.append(bar)
        // No image yet: the append falls back to invalidating, and the first draw has it.
        view.appendToCachedDrawing(in: bar) { _ in Issue.record("nothing to draw on yet") }
        _ = try window.snapshot()
        let drawn = view.barsDrawn
        let next = Rect(x: 40, y: 1, width: 20, height: 1)
        view.bars.append(next)
        view.appendToCachedDrawing(in: next) { context in
            context.fillColor = .black
            context.fill(next)
        }
        #expect(window.hasDamage, "the area is repainted on screen")
        let image = try window.snapshot()
        #expect(view.barsDrawn == drawn && view.drawnRects.count == 1, "draw(_:) did not run again")
        #expect(isClose(image.color(x: 50, y: 1), .black), "the appended bar")
        #expect(isClose(image.color(x: 20, y: 1), .black), "the earlier bar is still there")
        // A stale area is redrawn by draw(_:) instead (it has the model).
        view.setNeedsDisplay(Rect(x: 60, y: 0, width: 30, height: 4))
        view.bars.append(Rect(x: 70, y: 1, width: 10, height: 1))
        view.appendToCachedDrawing(in: Rect(x: 70, y: 1, width: 10, height: 1)) { _ in
            Issue.record("the area is stale: draw(_:) redraws it")
        }
        let after = try window.snapshot()
        #expect(isClose(after.color(x: 75, y: 1), .black))
    }
}
