import Testing
import TouchKit

extension Selector {
    fileprivate static let handleSingleTap = Selector("handleSingleTap:")
}

/// The TouchKit halves of docs/PORTING.md's before/after snippets, compiled and run, so
/// the page stays true.
@MainActor
@Suite("Porting: docs/PORTING.md snippets")
struct PortingSnippetsTests {
    class TapDetectingView: View {
        var log: [String] = []

        override init(frame: Rect) {
            super.init(frame: frame)
            addActionHandler(for: .handleSingleTap) { [unowned self] value, _ in
                if let point = value as? Point { select(at: point) }
            }
        }

        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            guard let touch = touches.first else { return }
            let point = touch.location(in: self)
            if touch.tapCount == 1 {
                perform(.handleSingleTap, with: point, afterDelay: 0.3)
            } else if touch.tapCount == 2 {
                Responder.cancelPreviousPerformRequests(
                    withTarget: self, selector: .handleSingleTap, object: point)
                handleDoubleTap(at: point)
            }
        }

        func handleDoubleTap(at point: Point) { zoom(at: point) }
        func select(at point: Point) { log.append("select \(point)") }
        func zoom(at point: Point) { log.append("zoom \(point)") }
    }

    @Test("TapDetectingView: one tap selects after the delay, two taps zoom only")
    func tapDetectingView() {
        let h = TestHost()
        let v = TapDetectingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(v)
        h.tap(0, 10, 10)
        h.clock.advance(by: 0.5)
        #expect(v.log == ["select (10.0, 10.0)"])
        v.log = []
        h.time += 1000
        h.tap(0, 30, 30, hold: 50)
        h.tap(0, 30, 30, hold: 50)
        h.clock.advance(by: 0.5)
        #expect(v.log == ["zoom (30.0, 30.0)"])
    }

    class SketchView: View {
        private(set) var points: [Point] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            points = [touches.first!.location(in: self)]
            setNeedsDisplay()
        }

        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            guard let touch = touches.first else { return }
            for sample in event?.coalescedTouches(for: touch) ?? [touch] {
                points.append(sample.location(in: self))
            }
            setNeedsDisplay()
        }

        override func draw(_ rect: Rect) {
            guard let context = GraphicsGetCurrentContext(), let first = points.first else { return }
            context.setStrokeColor(Color(red: 0, green: 0.48, blue: 1))
            context.setLineWidth(3)
            context.setLineCap(.round)
            context.addLines(between: points)
            context.strokePath()
            Color.red.setFill()
            BezierPath(ovalIn: Rect(x: first.x - 4, y: first.y - 4, width: 8, height: 8)).fill()
        }
    }

    @Test("SketchView: coalesced samples become points; the start is marked red")
    func sketchView() throws {
        let h = TestHost()
        let v = SketchView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(v)
        h.down(0, 10, 50)
        h.frame()
        h.move(0, 20, 50)
        h.frame()
        h.move(0, 30, 50)
        h.frame()
        h.move(0, 40, 50)
        let pile = h.builder.frame()
        h.move(0, 50, 50)
        h.app.handle(pile + h.builder.frame())
        #expect(v.points.count == 5, "two frames handled together give two samples: \(v.points)")
        let image = try h.window.snapshot()
        #expect(image.color(x: 10, y: 50).red > 0.9, "the start marker")
        #expect(image.color(x: 35, y: 50).blue > 0.9, "the stroke")
    }
}
