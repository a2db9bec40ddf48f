import Testing
import TouchKit
import TouchKitTesting

/// A touchpad drives the scroll view's drag and glides after the stop (SPEC P2, P5, P6).
@MainActor
@Suite("Touchpad scrolling (SPEC P2, P5, P6)")
struct TouchpadScrollTests {
    /// 20 frames of 10 points, 10 ms apart: 1000 points per second.
    let flick = Array(repeating: Point(x: 0, y: 10), count: 20)

    @Test("P5: the content follows a touchpad 1:1 as a drag, with the drag's delegate calls")
    func followsOneToOne() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        let calls = ScrollCalls()
        scroll.delegate = calls
        h.touchpadScroll(200, 200, by: [Point(x: 0, y: 7), Point(x: 0, y: 5), Point(x: 0, y: -2)], stop: false)
        #expect(scroll.contentOffset == Point(x: 0, y: 10))
        #expect(scroll.isDragging && calls.beginDragging == 1)
        h.wait(1)  // no stop: the drag ends once the scroll end delay passed, at rest
        #expect(!scroll.isDragging && calls.endDragging == [false])
        #expect(scroll.contentOffset == Point(x: 0, y: 10))
    }

    @Test("P5: after axis_stop the content glides as far as a finger's fling at the same speed would")
    func glidesLikeAFling() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        let calls = ScrollCalls()
        scroll.delegate = calls
        h.touchpadScroll(200, 200, by: flick)
        #expect(scroll.contentOffset.y == 200)
        #expect(scroll.isDecelerating && calls.endDragging == [true])
        h.wait(5)
        // A finger dragging up at 1000 points per second the same way.
        let f = TestHost(size: Size(width: 400, height: 400))
        let fingerScroll = makeList(f)
        f.down(0, 200, 300)
        f.frame(advance: 10)
        for i in 1...20 {
            f.move(0, 200, 300 - Double(i) * 10)
            f.frame(advance: 10)
        }
        f.up(0)
        f.frame()
        f.wait(5)
        let projection = ScrollPhysics.projection(velocity: 1000, rate: scroll.decelerationRate)
        #expect(abs(scroll.contentOffset.y - (200 + projection)) < 30)
        #expect(abs(scroll.contentOffset.y - (fingerScroll.contentOffset.y + 10)) < 30)
        #expect(calls.endDecelerating == 1 && !scroll.isDecelerating)
    }

    @Test("P5, G30: scrolling turned off from the delegate as a touchpad drag begins ends that drag after it began")
    func turnedOffAsTheDragBegins() {
        /// Turns scrolling off when the glide that the touchpad's drag stops ends.
        final class TurnsOff: ScrollViewDelegate {
            func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { scrollView.isScrollEnabled = false }
        }
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        h.touchpadScroll(200, 200, by: flick)
        #expect(scroll.isDecelerating, "a glide runs")
        let delegate = TurnsOff()
        scroll.delegate = delegate
        var states: [GestureRecognizer.State] = []
        scroll.panGestureRecognizer.addAction { states.append($0.state) }
        h.touchpadScroll(200, 200, by: [Point(x: 0, y: 10), Point(x: 0, y: 10)], stop: false)
        #expect(!scroll.isScrollEnabled)
        #expect(states == [.began, .cancelled], "the cancel's action follows the began's")
        #expect(!scroll.isDragging && !scroll.isTracking, "the drag that began was ended")
        h.wait(1)
        #expect(!scroll.isDragging)
    }

    @Test("P5: a continuous source other than fingers follows 1:1 and does not glide")
    func continuousDoesNotGlide() throws {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        var builder = ScrollInputBuilder()
        for i in 0..<10 {
            builder.source(.continuous)
            builder.axis(.vertical, value: 10, time: 1000 + UInt32(i) * 10)
            let input = builder.frame(window: h.window.windowID, location: Point(x: 9, y: 9))
            h.application.handleScroll(try #require(input))
        }
        builder.source(.continuous)
        builder.stop(.vertical, time: 1100)
        let stop = builder.frame(window: h.window.windowID, location: Point(x: 9, y: 9))
        h.application.handleScroll(try #require(stop))
        h.wait(2)
        #expect(scroll.contentOffset.y == 100)
    }

    @Test("P6: a finger landing stops the glide where it is")
    func touchStopsTheGlide() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        h.touchpadScroll(200, 200, by: flick)
        h.wait(0.1)
        h.down(0, 200, 200)
        h.frame()
        let stopped = scroll.contentOffset.y
        #expect(stopped > 200 && !scroll.isDecelerating)
        h.wait(2)
        #expect(scroll.contentOffset.y == stopped)
        h.up(0)
        h.frame()
    }

    @Test("P6: a new touchpad scroll stops the glide and drags on from where the content is; a wheel step too")
    func newScrollStopsTheGlide() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        h.touchpadScroll(200, 200, by: flick)
        h.wait(0.1)
        let gliding = scroll.contentOffset.y
        h.touchpadScroll(200, 200, by: [Point(x: 0, y: -5)], stop: false)
        #expect(scroll.contentOffset.y == gliding - 5)
        h.wait(1)
        #expect(scroll.contentOffset.y == gliding - 5)
        h.touchpadScroll(200, 200, by: flick)
        h.wait(0.1)
        let before = scroll.contentOffset.y
        h.wheel(200, 200, steps: 1)
        h.wait(2)
        let step = Double(ScrollView.wheelLinesPerStep) * ScrollView.wheelLineHeight
        #expect(scroll.contentOffset.y == before + step)
    }

    @Test("P6: a finger landing while a touchpad drives the drag cancels the drag first")
    func touchCancelsTheScrollDrag() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        let calls = ScrollCalls()
        scroll.delegate = calls
        h.touchpadScroll(200, 200, by: [Point(x: 0, y: 30)], stop: false)
        h.down(0, 100, 100)
        h.frame()
        #expect(calls.endDragging == [false] && !scroll.isDragging)
        #expect(scroll.panGestureRecognizer.state == .possible)
        h.move(0, 100, 60)
        h.frame()
        h.move(0, 100, 40)
        h.frame()
        #expect(scroll.isDragging)  // the finger drags as usual
        h.up(0)
        h.frame()
    }

    @Test("P2: a touchpad sequence stays with the scroll view its first movement chose")
    func sequenceKeepsItsView() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let outer = makeList(h)
        let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        inner.contentSize = Size(width: 2000, height: 100)
        outer.addSubview(inner)
        h.touchpadScroll(
            200, 150, by: [Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 20)], stop: false)
        #expect(inner.contentOffset.x == 20 && outer.contentOffset.y == 0)
        h.wait(1)
        h.touchpadScroll(200, 150, by: [Point(x: 0, y: 10), Point(x: 5, y: 10)], stop: false)
        #expect(outer.contentOffset.y == 20 && inner.contentOffset.x == 20)
        h.wait(1)
    }
}
