import Testing
import TouchKit
import TouchKitTesting

/// Issue D2: the scroll view follows the fingers on it with its own recognizer, not
/// through its pan: tracking ends, and content out of place comes back, whenever the
/// last finger lifts, whether or not the pan took part (S3, S8, S11, S12, S14).
@MainActor
@Suite("Scroll tracking on the scroll view's own view of the touch (SPEC S3, S8)")
struct ScrollTrackingTests {
    @Test("S3 (defect 2): a finger that another recognizer took ends tracking when it lifts")
    func trackingEndsWhenAnotherRecognizerWon() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 4000)
        let row = View(frame: Rect(x: 0, y: 0, width: 400, height: 44))
        var pressed = 0
        row.addGestureRecognizer(LongPressGestureRecognizer { _ in pressed += 1 })
        scroll.addSubview(row)
        h.window.addSubview(scroll)
        h.down(0, 100, 20)
        h.step()
        #expect(scroll.isTracking)
        h.wait(0.6)
        h.up(0)
        h.step()
        h.wait(2.0)
        #expect(pressed == 2, "began and ended")
        #expect(!scroll.isTracking, "S3: not tracking once the finger is up")
    }

    /// A horizontal list (range 0…800) pulled 40 pt past its left edge, touched during
    /// the spring back, moved 30 pt across its axis (the pan fails) and lifted.
    private func pullTouchAcrossAndLift(paging: Bool) -> (ScrollView, TestHost) {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 1200, height: 400)
        scroll.isPagingEnabled = paging
        h.window.addSubview(scroll)
        h.down(0, 100, 200)
        h.step()
        var x = 100.0
        for _ in 0..<20 {
            x += 8
            h.move(0, x, 200)
            h.step()
        }
        h.wait(0.2)
        h.move(0, x, 200)
        h.step()
        h.up(0)
        h.step()  // springs back from the left
        h.step()
        #expect(scroll.contentOffset.x < 0 && scroll.isDecelerating, "still on its way back")
        h.down(1, 200, 200)
        h.step()  // stops the spring where it is (S8)
        h.move(1, 200, 230)
        h.step()  // across the only axis: the pan fails
        h.up(1)
        h.step()
        h.wait(3.0)
        return (scroll, h)
    }

    @Test("S8, S11 (defect 2): content stopped out of range springs back when the finger lifts, though the pan failed")
    func springsBackAfterFailedPan() {
        let (scroll, _) = pullTouchAcrossAndLift(paging: false)
        #expect(scroll.contentOffset.x == 0)
        #expect(!scroll.isTracking && !scroll.isDecelerating)
    }

    @Test("S12 (defect 2): with paging it comes to rest on a page, though the pan failed")
    func restsOnAPageAfterFailedPan() {
        let (scroll, _) = pullTouchAcrossAndLift(paging: true)
        #expect(scroll.contentOffset.x == 0)
        #expect(!scroll.isTracking)
    }

    @Test("S3, S14 (defect 2): turning scrolling off during a touch still ends tracking at the lift")
    func scrollingTurnedOffDuringATouch() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 4000)
        h.window.addSubview(scroll)
        h.down(0, 100, 200)
        h.step()
        #expect(scroll.isTracking)
        scroll.isScrollEnabled = false
        h.up(0)
        h.step()
        #expect(!scroll.isTracking)
    }
}
