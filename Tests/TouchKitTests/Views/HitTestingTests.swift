import Testing
import TouchKit

/// SPEC H1-H3: hit-testing.
@MainActor
@Suite("Hit-testing (SPEC H)")
struct HitTestingTests {
    @Test("H1: the front-most subview containing the point wins, in its own coordinates")
    func h1FrontMostFirst() {
        let h = TestHost()
        let back = h.add("back", Rect(x: 0, y: 0, width: 100, height: 100))
        let front = h.add("front", Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(h.window.hitTest(Point(x: 75, y: 75), with: nil) === front)
        #expect(h.window.hitTest(Point(x: 25, y: 25), with: nil) === back)
        #expect(h.window.hitTest(Point(x: 300, y: 200), with: nil) === h.window)
        h.window.bringSubviewToFront(back)
        #expect(h.window.hitTest(Point(x: 75, y: 75), with: nil) === back)
    }

    @Test("H1: transforms are included (a rotated view is hit where it is drawn)")
    func h1Transforms() {
        let h = TestHost()
        let bar = h.add("bar", Rect(x: 100, y: 140, width: 200, height: 20))  // centre (200,150)
        #expect(h.window.hitTest(Point(x: 200, y: 100), with: nil) !== bar)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)  // now vertical
        #expect(h.window.hitTest(Point(x: 200, y: 100), with: nil) === bar)
        #expect(h.window.hitTest(Point(x: 120, y: 150), with: nil) !== bar)
    }

    @Test("H2: hidden, disabled and transparent views are skipped with their subviews")
    func h2Skipped() {
        let h = TestHost()
        let parent = h.add("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        let child = h.add("child", Rect(x: 0, y: 0, width: 50, height: 50), to: parent)
        let p = Point(x: 10, y: 10)
        #expect(h.window.hitTest(p, with: nil) === child)
        parent.isHidden = true
        #expect(h.window.hitTest(p, with: nil) === h.window)
        parent.isHidden = false
        parent.isUserInteractionEnabled = false
        #expect(h.window.hitTest(p, with: nil) === h.window)
        parent.isUserInteractionEnabled = true
        parent.alpha = 0.009
        #expect(h.window.hitTest(p, with: nil) === h.window)
        parent.alpha = 0.01
        #expect(h.window.hitTest(p, with: nil) === child)
    }

    final class Grabber: RecordingView {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            super.hitTest(point, with: event) == nil ? nil : self
        }
    }

    final class BigTarget: RecordingView {
        override func point(inside point: Point, with event: Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test("H3: a superview overriding hitTest receives its subviews' touches")
    func h3HitTestOverride() {
        let h = TestHost()
        let grabber = Grabber("grabber", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: h.log)
        h.window.addSubview(grabber)
        h.add("child", Rect(x: 10, y: 10, width: 50, height: 50), to: grabber)
        h.down(0, 20, 20)
        h.frame()
        #expect(h.log.calls.map(\.receiver) == ["grabber"])
    }

    @Test("H3: point(inside:with:) can grow the touch area")
    func h3PointInsideOverride() {
        let h = TestHost()
        let target = BigTarget("big", frame: Rect(x: 100, y: 100, width: 20, height: 20), log: h.log)
        h.window.addSubview(target)
        #expect(h.window.hitTest(Point(x: 90, y: 90), with: nil) === target)
        #expect(h.window.hitTest(Point(x: 70, y: 70), with: nil) === h.window)
    }

    @Test("convert(_:to:) and convert(_:from:) are inverse through transforms")
    func conversionRoundTrip() {
        let h = TestHost()
        let a = h.add("a", Rect(x: 30, y: 40, width: 100, height: 60))
        let b = h.add("b", Rect(x: 5, y: 5, width: 50, height: 20), to: a)
        a.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.7)
        b.transform = AffineTransform(translationX: 3, y: -2)
        let p = Point(x: 7, y: 9)
        let q = b.convert(p, to: nil)
        let back = b.convert(q, from: nil)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let r = b.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: a)
        #expect(r.contains(b.convert(Point(x: 5, y: 5), to: a)))
    }
}
