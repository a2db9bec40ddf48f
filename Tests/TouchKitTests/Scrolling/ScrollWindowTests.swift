import Testing
import TouchKit

/// A scroll view's motion runs on its window's application; a scroll view without a
/// window has nothing to tick a motion, so the motion ends at once on its rest (S14).
@MainActor
@Suite("Scroll motion and the window (SPEC S14)")
struct ScrollWindowTests {
    /// A 400x300 list in a window, pulled 60 pt past its top edge and held there.
    private func pulledPastTheTop() -> (TestHost, ScrollView, ScrollLog) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 4000)
        let log = ScrollLog()
        scroll.delegate = log
        h.window.addSubview(scroll)
        h.down(0, 200, 50)
        h.frame()
        for y in stride(from: 70.0, through: 170, by: 20) {
            h.move(0, 200, y)
            h.frame()
        }
        #expect(scroll.isDragging && scroll.contentOffset.y < 0)
        return (h, scroll, log)
    }

    @Test("S14: a drag cancelled by leaving the window springs back at once, not for ever off the clock")
    func leavingTheWindowMidDragEndsTheSpringAtOnce() {
        let (h, scroll, log) = pulledPastTheTop()
        scroll.removeFromSuperview()
        #expect(!scroll.isDragging && !scroll.isTracking)
        #expect(!scroll.isDecelerating, "no motion is left running without a window")
        #expect(scroll.contentOffset.y == 0, "rests where the spring would have")
        #expect(log.calls.last == "didEndDecelerating")
        h.window.addSubview(scroll)
        h.wait(1)
        #expect(!scroll.isDecelerating && scroll.contentOffset.y == 0)
        h.up(0)
        h.frame()
    }

    @Test("S14: a motion running when the scroll view leaves its window ends at once on its rest")
    func leavingTheWindowMidMotionEndsItOnItsRest() {
        let (h, scroll, log) = pulledPastTheTop()
        h.up(0)
        h.frame()
        #expect(scroll.isDecelerating)
        scroll.removeFromSuperview()
        #expect(!scroll.isDecelerating && scroll.contentOffset.y == 0)
        #expect(log.calls.last == "didEndDecelerating")
        scroll.setContentOffset(Point(x: 0, y: 500), animated: true)
        #expect(scroll.contentOffset.y == 500, "without a window an animation ends at once")
        #expect(log.calls.last == "didEndScrollingAnimation")
        h.window.addSubview(scroll)
        scroll.setContentOffset(Point(x: 0, y: 900), animated: true)
        #expect(scroll.contentOffset.y < 900, "in a window it animates on the window's clock")
        h.wait(ScrollView.scrollAnimationDuration + 0.05)
        #expect(scroll.contentOffset.y == 900 && log.calls.last == "didEndScrollingAnimation")
    }
}
