import Testing
import TouchKit

/// A delegate that logs its calls in order.
@MainActor
final class ScrollLog: ScrollViewDelegate {
    var calls: [String] = []
    var releaseVelocity: Point?
    var releaseTarget: Point?
    var willDecelerate: Bool?
    var retarget: ((Point) -> Point)?
    var zoomView: View?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        releaseTarget = targetContentOffset
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
        willDecelerate = decelerate
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewDidZoom(_ scrollView: ScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        calls.append("didEndZooming")
    }
}

/// SPEC S1-S16: the scroll view, driven by synthetic frames under ManualClock.
@MainActor
@Suite("ScrollView (SPEC S1-S16)")
struct ScrollViewTests {
    /// A 400x300 scroll view filling the window, with a tall content by default.
    private func host(content: Size = Size(width: 400, height: 100_000)) -> (TestHost, ScrollView, ScrollLog) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = content
        let log = ScrollLog()
        scroll.delegate = log
        h.window.addSubview(scroll)
        return (h, scroll, log)
    }

    /// A finger moving at `velocity` points per second (negative: upwards) for
    /// `frames` 10 ms frames, then lifting (after `pause` ms without moving).
    private func fling(
        _ h: TestHost, from start: Point = Point(x: 200, y: 250), velocity: Point, frames: Int = 12,
        pause: UInt32 = 0, lift: Bool = true
    ) {
        h.down(0, start.x, start.y)
        h.frame(advance: 10)
        h.clock.advance(by: 0.01)
        var p = start
        for _ in 0..<frames {
            p.x += velocity.x / 100
            p.y += velocity.y / 100
            h.move(0, p.x, p.y)
            h.frame(advance: 10)
            h.clock.advance(by: 0.01)
        }
        if pause > 0 {
            h.time += pause
            h.move(0, p.x, p.y)  // still there
            h.frame()
        }
        if lift {
            h.up(0)
            h.frame()
        }
    }

    @Test("S1: contentOffset is the bounds' origin; it clips; the range follows contentSize and contentInset")
    func s1Geometry() {
        let (h, scroll, _) = host(content: Size(width: 400, height: 1000))
        let row = h.add("row", Rect(x: 0, y: 500, width: 400, height: 44), to: scroll)
        #expect(scroll.clipsToBounds)
        scroll.contentOffset = Point(x: 0, y: 480)
        #expect(scroll.bounds.origin == Point(x: 0, y: 480))
        #expect(h.window.hitTest(Point(x: 10, y: 30), with: nil) === row, "subviews scroll and hit-test")
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scroll.contentOffsetRange.y == -20...730)
        #expect(scroll.contentOffsetRange.x == 0...0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
    }

    @Test("S2: the pan is public; isScrollEnabled turns it off; one axis only: a drag across it does not scroll")
    func s2PanAndAxes() {
        let (h, scroll, _) = host(content: Size(width: 2000, height: 300))  // horizontal only
        #expect(scroll.panGestureRecognizer.view === scroll)
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), steps: 3)
        #expect(scroll.contentOffset == .zero, "a vertical drag on a horizontal scroll view does not scroll")
        h.drag(from: Point(x: 300, y: 150), to: Point(x: 200, y: 150), steps: 3)
        #expect(scroll.contentOffset.x > 50)
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
    }

    @Test("S2: cross-directional nesting: a vertical drag scrolls the outer list, a horizontal one the inner carousel")
    func s2Nesting() {
        let (h, outer, _) = host()
        let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        inner.contentSize = Size(width: 4000, height: 100)
        outer.addSubview(inner)
        h.drag(from: Point(x: 200, y: 150), to: Point(x: 200, y: 50), steps: 4)
        #expect(outer.contentOffset.y > 50 && inner.contentOffset == .zero)
        h.wait(5)
        outer.contentOffset = .zero
        h.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), steps: 4)
        #expect(inner.contentOffset.x > 100 && outer.contentOffset.y == 0)
    }

    @Test("S3: isTracking at touch-down, isDragging once the pan begins, isDecelerating after the lift")
    func s3State() {
        let (h, scroll, _) = host()
        h.down(0, 200, 250)
        h.frame()
        #expect(scroll.isTracking && !scroll.isDragging)
        h.move(0, 200, 200)
        h.frame()
        #expect(scroll.isDragging)
        h.move(0, 200, 150)
        h.frame(advance: 10)
        h.up(0)
        h.frame()
        #expect(!scroll.isTracking && !scroll.isDragging && scroll.isDecelerating)
        h.wait(10)
        #expect(!scroll.isDecelerating)
    }

    @Test("S4: the content follows the finger 1:1 less the hysteresis; a directional lock keeps one axis")
    func s4Dragging() {
        let (h, scroll, _) = host(content: Size(width: 4000, height: 4000))
        h.down(0, 200, 250)
        h.frame()
        h.move(0, 200, 235)
        h.frame()  // 15 pt: begins here
        #expect(scroll.contentOffset == Point(x: 0, y: 5), "no jump by the hysteresis: the 5 points past it")
        h.move(0, 190, 200)
        h.frame()
        #expect(scroll.contentOffset == Point(x: 10, y: 40), "the finger's (-10, -50) less 10 points up")
        h.cancel()
        h.wait(5)
        scroll.contentOffset = Point(x: 1000, y: 1000)
        scroll.isDirectionalLockEnabled = true
        h.down(0, 200, 250)
        h.frame()
        h.move(0, 198, 230)
        h.frame()  // mostly vertical: locked
        h.move(0, 150, 150)
        h.frame()
        // The finger's 100 points up less the hysteresis along its first direction,
        // (-2, -20) scaled to 10 points: 9.95 of it vertical.
        #expect(scroll.contentOffset.x == 1000 && scroll.contentOffset.y == 1090)
        h.cancel()
    }

    @Test("S5: past an edge the offset rubber-bands as (1 − 1/(x·0.55/d + 1))·d; without bounces it clamps")
    func s5RubberBand() {
        let (h, scroll, _) = host()
        h.down(0, 200, 50)
        h.frame()
        h.move(0, 200, 60)
        h.frame()
        h.move(0, 200, 160)
        h.frame()  // 100 pt past the top edge
        let expected = -ScrollPhysics.rubberBand(100, dimension: 300)
        let scale = scroll.window!.displayScale
        #expect(
            scroll.contentOffset.y == (expected * scale).rounded() / scale,
            "the formula's value, on the pixel grid (S4)")
        #expect(expected > -100 && expected < 0)
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 300) - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300) < 1e-12)
        h.cancel()
        h.wait(5)
        #expect(scroll.contentOffset.y == 0, "it springs back after the cancel")
        scroll.bounces = false
        h.drag(from: Point(x: 200, y: 50), to: Point(x: 200, y: 200), steps: 3)
        #expect(scroll.contentOffset.y == 0)
        let (h2, fits, _) = host(content: Size(width: 400, height: 100))
        h2.drag(from: Point(x: 200, y: 50), to: Point(x: 200, y: 200), steps: 3)
        #expect(fits.contentOffset == .zero && !fits.isDragging)
        fits.alwaysBounceVertical = true
        h2.down(0, 200, 50)
        h2.frame()
        h2.move(0, 200, 70)
        h2.frame()
        h2.move(0, 200, 150)
        h2.frame()
        #expect(fits.contentOffset.y < 0, "alwaysBounceVertical allows the drag")
        h2.cancel()
    }

    @Test("S6: a quick drag scrolls and presses nothing; a resting finger gives the content began and a move")
    func s6DelaysContentTouches() {
        let (h, scroll, _) = host()
        let row = h.add("row", Rect(x: 0, y: 0, width: 400, height: 300), to: scroll)
        fling(h, velocity: Point(x: 0, y: -1000), frames: 5)
        #expect(h.log.calls(to: "row").isEmpty, "the pan began first: the content never heard of the touch")
        h.wait(10)
        scroll.contentOffset = .zero
        h.down(0, 200, 150)
        h.frame(advance: 10)
        h.wait(ScrollView.contentTouchDelay - 0.02)
        #expect(h.log.calls(to: "row").isEmpty)
        h.move(0, 203, 150)
        h.frame()
        h.wait(0.03)
        #expect(h.log.calls(to: "row").map(\.method) == [.began, .moved], "the timer fired: began, then a move")
        h.up(0)
        h.frame()
        h.log.calls.removeAll()
        h.tap(0, 200, 150)
        #expect(h.log.calls(to: "row").map(\.method) == [.began, .ended], "lifted first: began and ended together")
        _ = row
    }

    @Test("S6: touchesShouldBegin false keeps the touch from the content; without the delay it is asked at once")
    func s6TouchesShouldBegin() {
        final class Refusing: ScrollView {
            var allow = false
            var asked = 0
            override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
                asked += 1
                return allow
            }
        }
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = Refusing(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 3000)
        h.window.addSubview(scroll)
        h.add("row", Rect(x: 0, y: 0, width: 400, height: 300), to: scroll)
        h.down(0, 200, 150)
        h.frame()
        h.wait(0.2)
        h.up(0)
        h.frame()
        #expect(scroll.asked == 1 && h.log.calls(to: "row").isEmpty)
        scroll.delaysContentTouches = false
        scroll.allow = true
        h.down(0, 200, 150)
        h.frame()
        #expect(scroll.asked == 2 && h.log.calls(to: "row").map(\.method) == [.began], "asked at touch-down")
        h.up(0)
        h.frame()
    }

    @Test(
        "S7: a drag takes back a touch the content has; a Control keeps it; canCancelContentTouches false scrolls nothing"
    )
    func s7CancellingContent() {
        let (h, scroll, _) = host()
        h.add("row", Rect(x: 0, y: 0, width: 400, height: 150), to: scroll)
        let button = Button(frame: Rect(x: 0, y: 150, width: 400, height: 150))
        scroll.addSubview(button)
        var fired = 0
        button.addAction(for: .touchUpInside) { _ in fired += 1 }
        // A row that already has the touch is cancelled, and the content scrolls.
        h.down(0, 200, 100)
        h.frame()
        h.wait(0.2)
        h.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 40), steps: 3, lift: true)
        #expect(h.log.calls(to: "row").map(\.method).prefix(2) == [.began, .cancelled])
        #expect(scroll.contentOffset.y > 0)
        h.wait(10)
        // A long press on the button, then a drag: the button keeps tracking, nothing scrolls.
        scroll.contentOffset = .zero
        h.down(1, 200, 250)
        h.frame()
        h.wait(0.3)
        #expect(button.isTracking)
        h.move(1, 200, 200)
        h.frame()
        h.move(1, 200, 220)
        h.frame()
        #expect(button.isTracking && scroll.contentOffset == .zero)
        h.up(1)
        h.frame()
        #expect(fired == 1)
        // canCancelContentTouches off: the row keeps its touch, nothing scrolls.
        scroll.canCancelContentTouches = false
        h.log.calls.removeAll()
        h.down(0, 200, 100)
        h.frame()
        h.wait(0.2)
        h.move(0, 200, 60)
        h.frame()
        h.move(0, 200, 20)
        h.frame()
        h.up(0)
        h.frame()
        #expect(scroll.contentOffset == .zero)
        #expect(h.log.calls(to: "row").map(\.method) == [.began, .moved, .moved, .ended])
    }

    @Test("S8: a touch during deceleration stops it where it is and reaches no content view or recognizer")
    func s8TouchStopsMotion() {
        let (h, scroll, log) = host()
        h.add("row", Rect(x: 0, y: 0, width: 400, height: 100_000), to: scroll)
        let tap = TapGestureRecognizer()
        var tapped = 0
        tap.addAction { _ in tapped += 1 }
        scroll.subviews[0].addGestureRecognizer(tap)
        fling(h, velocity: Point(x: 0, y: -2000))
        h.wait(0.1)
        #expect(scroll.isDecelerating)
        let stoppedAt = scroll.contentOffset
        h.tap(0, 200, 150)
        #expect(!scroll.isDecelerating && log.calls.contains("didEndDecelerating"))
        h.wait(1)
        #expect(scroll.contentOffset == stoppedAt, "stopped in place")
        #expect(h.log.calls(to: "row").isEmpty && tapped == 0)
    }

    @Test(
        "S9: the release velocity is in points per millisecond; the target is offset + (v/1000)·r/(1−r); the delegate may move it"
    )
    func s9Release() {
        let (h, scroll, log) = host()
        fling(h, velocity: Point(x: 0, y: -1000))
        let released = scroll.contentOffset.y
        #expect(abs((log.releaseVelocity?.y ?? 0) - 1) < 0.01)
        #expect(abs((log.releaseTarget?.y ?? 0) - (released + 499)) < 5)
        #expect(log.willDecelerate == true)
        let (h2, scroll2, log2) = host()
        log2.retarget = { _ in Point(x: 0, y: 2000) }
        fling(h2, velocity: Point(x: 0, y: -1000))
        h2.wait(20)
        #expect(scroll2.contentOffset.y == 2000, "re-aimed at the delegate's target")
        let (h3, _, log3) = host()
        fling(h3, velocity: Point(x: 0, y: -1000), pause: 60)
        #expect(log3.willDecelerate == false, "a finger that stopped before lifting does not fling")
        _ = (h, h2)
    }

    @Test(
        "S10: 1000 pt/s travels 499 pt (normal) and 99 pt (fast); 2000 pt/s 998 and 198; it ends exactly on the target")
    func s10Deceleration() {
        for (speed, rate, distance) in [
            (1000.0, DecelerationRate.normal, 499.0), (1000, .fast, 99), (2000, .normal, 998), (2000, .fast, 198),
        ] {
            let (h, scroll, log) = host()
            scroll.decelerationRate = rate
            fling(h, velocity: Point(x: 0, y: -speed))
            let released = scroll.contentOffset.y
            h.wait(30)
            let travelled = scroll.contentOffset.y - released
            #expect(abs(travelled - distance) / distance < 0.01, "\(speed) pt/s at \(rate.rawValue): \(travelled)")
            #expect(scroll.contentOffset.y == log.releaseTarget?.y, "it rests exactly on the target")
            #expect(log.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
        }
        #expect(abs(ScrollPhysics.projection(velocity: 1000, rate: .normal) - 499) < 1e-9)
        #expect(DecelerationRate(rawValue: 0.95).rawValue == 0.95, "custom rates")
    }

    @Test("S10: the motion is time-based: sampled often or rarely it passes the same places")
    func s10FrameRateIndependent() {
        var motion = ScrollMotionProbe(start: 0, velocity: 1500)
        let fine = (1...200).map { motion.position(at: Double($0) * 0.005) }
        var other = ScrollMotionProbe(start: 0, velocity: 1500)
        let coarse = (1...20).map { other.position(at: Double($0) * 0.05) }
        for (i, value) in coarse.enumerated() { #expect(abs(value - fine[i * 10 + 9]) < 1e-9) }
    }

    @Test(
        "S11: decelerating into an edge it overshoots and comes back; without bounces it stops there; released beyond it springs back"
    )
    func s11Edges() {
        let (h, scroll, _) = host(content: Size(width: 400, height: 600))  // range 0...300
        fling(h, from: Point(x: 200, y: 280), velocity: Point(x: 0, y: -1500), frames: 8)
        var maximum = scroll.contentOffset.y
        for _ in 0..<60 {
            h.wait(1.0 / 60)
            maximum = max(maximum, scroll.contentOffset.y)
        }
        h.wait(5)
        #expect(maximum > 300, "overshoot past the edge")
        #expect(scroll.contentOffset.y == 300, "rests on the edge")
        let (h2, stiff, _) = host(content: Size(width: 400, height: 600))
        stiff.bounces = false
        fling(h2, from: Point(x: 200, y: 280), velocity: Point(x: 0, y: -1500), frames: 8)
        var peak = 0.0
        for _ in 0..<120 {
            h2.wait(1.0 / 60)
            peak = max(peak, stiff.contentOffset.y)
        }
        #expect(peak == 300 && stiff.contentOffset.y == 300)
        let (h3, pulled, _) = host(content: Size(width: 400, height: 600))
        h3.down(0, 200, 50)
        h3.frame()
        h3.move(0, 200, 70)
        h3.frame()
        h3.move(0, 200, 200)
        h3.frame()
        h3.time += 100
        h3.move(0, 200, 200)
        h3.frame()
        h3.up(0)
        h3.frame()
        #expect(pulled.contentOffset.y < 0 && pulled.isDecelerating)
        h3.wait(ScrollView.bounceDuration + 0.02)
        #expect(pulled.contentOffset.y == 0 && !pulled.isDecelerating, "back within bounceDuration")
    }

    @Test("S12: paging rests on multiples of the bounds; one flick moves one page at most")
    func s12Paging() {
        let (h, scroll, _) = host(content: Size(width: 4000, height: 300))
        scroll.isPagingEnabled = true
        fling(h, from: Point(x: 350, y: 150), velocity: Point(x: -3000, y: 0), frames: 6)
        h.wait(2)
        #expect(scroll.contentOffset.x == 400, "one page, however fast")
        fling(h, from: Point(x: 300, y: 150), velocity: Point(x: -400, y: 0), frames: 10, pause: 60)
        h.wait(2)
        #expect(scroll.contentOffset.x == 400, "a short drag that stops snaps back")
    }

    @Test("S13: the delegate's calls come in UIKit's order; didScroll follows programmatic changes")
    func s13DelegateOrder() {
        let (h, scroll, log) = host()
        fling(h, velocity: Point(x: 0, y: -800))
        h.wait(10)
        #expect(
            log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
        log.calls.removeAll()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(log.calls == ["didScroll"])
    }

    @Test(
        "S14: a compositor cancel or isScrollEnabled off ends the drag cancelled: no fling; out of range it springs back"
    )
    func s14Cancellation() {
        let (h, scroll, log) = host()
        fling(h, velocity: Point(x: 0, y: -1500), lift: false)
        let at = scroll.contentOffset
        h.cancel()
        h.wait(5)
        #expect(scroll.contentOffset == at, "no fling")
        #expect(log.calls.contains("didEndDragging(false)") && !log.calls.contains("willEndDragging"))
        let (h2, pulled, log2) = host()
        h2.down(0, 200, 50)
        h2.frame()
        h2.move(0, 200, 70)
        h2.frame()
        h2.move(0, 200, 200)
        h2.frame()
        pulled.isScrollEnabled = false
        #expect(!pulled.isDragging && log2.calls.contains("didEndDragging(true)"), "a spring follows")
        h2.wait(1)
        #expect(pulled.contentOffset.y == 0)
        h2.up(0)
        h2.frame()
    }

    @Test(
        "S15: setContentOffset animated: false at once, true as an animation that ends with didEndScrollingAnimation; a touch stops it"
    )
    func s15Programmatic() {
        let (h, scroll, log) = host()
        scroll.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(scroll.contentOffset.y == 100 && log.calls == ["didScroll"])
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        h.wait(ScrollView.scrollAnimationDuration + 0.05)
        #expect(scroll.contentOffset.y == 500 && log.calls.last == "didEndScrollingAnimation")
        scroll.setContentOffset(Point(x: 0, y: 1500), animated: true)
        h.wait(0.1)
        h.down(0, 200, 150)
        h.frame()
        let at = scroll.contentOffset.y
        h.wait(1)
        #expect(scroll.contentOffset.y == at && at > 500 && at < 1500, "the touch stopped it")
        h.up(0)
        h.frame()
    }

    @Test("S16: a pinch zooms the delegate's view between the limits, rubber-bands past them, and settles within")
    func s16Zoom() {
        let (h, scroll, log) = host(content: Size(width: 400, height: 300))
        #expect(scroll.pinchGestureRecognizer == nil)
        let picture = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.addSubview(picture)
        log.zoomView = picture
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        scroll.delegate = log
        #expect(scroll.pinchGestureRecognizer != nil, "exists only with limits and a view to zoom")
        h.down(0, 150, 150)
        h.down(1, 250, 150)
        h.frame()
        h.move(0, 100, 150)
        h.move(1, 300, 150)
        h.frame()  // distance 100 -> 200
        #expect(abs(scroll.zoomScale - 2) < 1e-9)
        #expect(abs(scroll.contentSize.width - 800) < 1e-9)
        h.move(0, 0, 150)
        h.move(1, 400, 150)
        h.frame()  // 4x: past the maximum
        #expect(scroll.zoomScale > 3 && scroll.zoomScale < 4, "rubber band past the limit")
        h.up(0)
        h.up(1)
        h.frame()
        #expect(scroll.zoomScale == 3 && log.calls.contains("didEndZooming"))
        scroll.zoomScale = 0.2
        #expect(scroll.zoomScale == 1, "within the limits")
    }
}

/// A decay from `start` at `velocity`, sampled through the scroll view's own physics.
struct ScrollMotionProbe {
    let start: Double
    let velocity: Double
    mutating func position(at t: Double) -> Double {
        let target = start + ScrollPhysics.projection(velocity: velocity, rate: .normal)
        return ScrollPhysics.decay(from: start, to: target, rate: DecelerationRate.normal.rawValue, after: t)
    }
}
