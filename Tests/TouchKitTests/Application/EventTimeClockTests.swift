import Testing
import TouchKit

/// The deterministic animation clock under replay: time moves with the events (D1, D4).
@MainActor
@Suite("EventTimeClock (D1, D4)")
struct EventTimeClockTests {
    @Test("D4: an animation advances with the touch frames' timestamps, never with the wall clock")
    func animationFollowsEventTimes() {
        let clock = EventTimeClock()
        let app = Application(clock: clock)
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.makeKeyAndVisible()
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        var builder = TouchFrameBuilder(seat: .default)
        func frame(at milliseconds: UInt32, _ build: (inout TouchFrameBuilder) -> Void) {
            build(&builder)
            app.handle(builder.frame())
        }
        frame(at: 1000) { $0.down(id: 0, window: window.windowID, location: Point(x: 150, y: 50), time: 1000) }
        #expect(clock.now == 1.0)
        View.animate(withDuration: 1, options: .curveLinear) { view.center = Point(x: 110, y: 10) }
        #expect(view.presentationCenter == Point(x: 10, y: 10))
        frame(at: 1500) { $0.motion(id: 0, location: Point(x: 151, y: 50), time: 1500) }
        #expect(clock.now == 1.5)
        #expect(abs(view.presentationCenter.x - 60) < 1e-9, "half way at the event half a second later")
        frame(at: 2100) { $0.up(id: 0, time: 2100) }
        #expect(view.presentationCenter == Point(x: 110, y: 10))
        #expect(!view.isAnimating)
    }

    @Test("D1: delayed work runs when an event's time passes its deadline; an earlier time does not move the clock")
    func delayedWorkFollowsEventTimes() {
        let clock = EventTimeClock(start: 5)
        var ran = false
        clock.wakeUp(at: 5.3) { ran = true }
        clock.advance(to: 4)
        #expect(clock.now == 5)
        clock.advance(to: 5.2)
        #expect(!ran)
        clock.advance(to: 5.3)
        #expect(ran)
    }

    @Test func theEnvironmentChoosesTheClock() {
        #expect(Application.clockFromEnvironment([EventTimeClock.environmentVariable: "events"]) is EventTimeClock)
        #expect(Application.clockFromEnvironment([:]) is SystemClock)
    }
}
