import Testing
import TouchKit

/// A driver that counts requests and lets the test deliver frame callbacks.
@MainActor
private final class FakeDriver: FrameTickDriver {
    var requests = 0
    func frameTickerNeedsFrame(_ ticker: FrameTicker) { requests += 1 }
}

/// Animations and scroll motion tick once per frame (SPEC D4, S10): on a backend's frame
/// callbacks when it drives the ticker, on the clock when none does.
@MainActor
@Suite("FrameTicker: motion paced to frames (SPEC D4, D5, S10)")
struct FrameTickerTests {
    /// A host whose ticker a fake driver paces, and a 10-point view animating from x 5
    /// to x 105 over `duration` seconds.
    private func drivenAnimation(
        duration: Double, completion: (@MainActor (Bool) -> Void)? = nil
    ) -> (TestHost, FakeDriver, View) {
        let h = TestHost()
        let driver = FakeDriver()
        h.app.frameTicker.driver = driver
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(view)
        View.animate(
            withDuration: duration, animations: { view.center = Point(x: 105, y: 5) }, completion: completion)
        return (h, driver, view)
    }

    @Test("D4: with no driver, an animation ticks on the clock at 60 Hz and ends on time")
    func clockTicksWithoutDriver() {
        let h = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(view)
        var finished = false
        View.animate(
            withDuration: 0.1, animations: { view.center = Point(x: 100, y: 5) }, completion: { finished = $0 })
        #expect(h.app.frameTicker.isWaitingForFrame)
        h.clock.advance(by: 0.05)
        #expect(view.presentationCenter.x > 5 && view.presentationCenter.x < 100)
        h.clock.advance(by: 0.07)
        #expect(finished && !h.app.frameTicker.isWaitingForFrame)
    }

    @Test("D4, D5: with a driver, ticks come from frame callbacks; the driver is asked for each frame")
    func driverPacesTicks() {
        let (h, driver, view) = drivenAnimation(duration: 1)
        #expect(driver.requests == 1)
        // Frames every 16 ms: each moves the view to where the clock says.
        var last = view.presentationCenter.x
        for _ in 0..<5 {
            h.clock.advance(by: 0.016)
            h.app.frameTicker.frameDidArrive()
            #expect(view.presentationCenter.x > last)
            last = view.presentationCenter.x
        }
        #expect(driver.requests == 6, "asked again after each tick while the animation runs")
    }

    @Test("D5: two windows' frame callbacks arriving together make one tick")
    func framesTogetherAreOneTick() {
        let (h, driver, _) = drivenAnimation(duration: 1)
        h.clock.advance(by: 0.016)
        h.app.frameTicker.frameDidArrive()
        let requests = driver.requests
        h.app.frameTicker.frameDidArrive()
        #expect(driver.requests == requests, "the second callback in the same instant ticks nothing")
    }

    @Test("D4: a driven ticker with no frames (a hidden window) still ticks, slowly, so animations end")
    func fallbackWithoutFrames() {
        var finished = false
        let (h, _, view) = drivenAnimation(duration: 0.25, completion: { finished = $0 })
        h.clock.advance(by: FrameTicker.fallbackInterval / 2)
        #expect(view.presentationCenter.x == 5, "no frame, no fallback yet")
        h.clock.advance(by: 0.5)
        #expect(finished)
    }

    @Test("S10: a fling travels the same distance at 30, 60 and 144 frames a second")
    func decelerationDoesNotDependOnFrameRate() {
        var distances: [Double] = []
        for rate in [30.0, 60.0, 144.0] {
            let h = TestHost(size: Size(width: 400, height: 300))
            let driver = FakeDriver()
            h.app.frameTicker.driver = driver
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            scroll.contentSize = Size(width: 400, height: 100_000)
            h.window.addSubview(scroll)
            scroll.contentOffset = Point(x: 0, y: 50_000)
            h.down(0, 200, 250)
            h.frame(advance: 10)
            h.clock.advance(by: 0.01)
            var y = 250.0
            for _ in 0..<12 {
                y -= 10
                h.move(0, 200, y)
                h.frame(advance: 10)
                h.clock.advance(by: 0.01)
            }
            h.up(0)
            h.frame()
            let start = scroll.contentOffset.y
            for _ in 0..<Int(rate * 10) where scroll.isDecelerating {
                h.clock.advance(by: 1 / rate)
                h.app.frameTicker.frameDidArrive()
            }
            #expect(!scroll.isDecelerating)
            distances.append(scroll.contentOffset.y - start)
        }
        #expect(distances[0] == distances[1] && distances[1] == distances[2], "\(distances)")
        #expect(distances[0] > 400 && distances[0] < 600, "about 499 pt from 1000 pt/s: \(distances)")
    }
}
