import Testing
import TouchKit

@testable import TouchKitWayland

/// The frame-callback pacing of one surface, without a compositor (SPEC D2, D5, D6 to D9).
@Suite("FramePacer: one commit per frame callback (SPEC D2, D5, D6 to D9)")
struct FramePacerTests {
    @Test("D5: nothing is drawn before the first configure")
    func nothingBeforeConfigure() {
        var pacer = FramePacer()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .wait)
        pacer.configured()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .draw(requestingCallback: true))
    }

    @Test("D5: at most one commit per frame callback; the callback opens the next frame")
    func oneCommitPerFrame() {
        var pacer = FramePacer()
        pacer.configured()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .draw(requestingCallback: true))
        pacer.committed(content: true)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .wait, "callback awaited")
        let scheduled = pacer.scheduleDraw()
        #expect(!scheduled, "requests wait for the callback, which draws")
        pacer.frameArrived()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .draw(requestingCallback: true))
    }

    @Test("D2: redraw requests between two frames coalesce into one scheduled draw")
    func requestsCoalesce() {
        var pacer = FramePacer()
        pacer.configured()
        let answers = [pacer.scheduleDraw(), pacer.scheduleDraw(), pacer.scheduleDraw()]
        #expect(answers == [true, false, false])
        pacer.scheduledDrawRuns()
        let again = pacer.scheduleDraw()
        #expect(again)
    }

    @Test("D2: nothing changed, nothing drawn; ticks waiting ask for a frame without drawing")
    func ticksAskForFrames() {
        var pacer = FramePacer()
        pacer.configured()
        #expect(pacer.step(windowHasDamage: false, ticksWaiting: false) == .wait)
        #expect(pacer.step(windowHasDamage: false, ticksWaiting: true) == .requestFrame)
    }

    @Test("D2: damage that found no free buffer is kept and drawn with the next damage")
    func deferredDamageIsKept() {
        var pacer = FramePacer()
        pacer.configured()
        let first = pacer.damageToDraw(adding: [Rect(x: 0, y: 0, width: 10, height: 10)])
        pacer.keep(first)
        #expect(pacer.waitsForBuffer)
        #expect(
            pacer.step(windowHasDamage: false, ticksWaiting: false) == .draw(requestingCallback: true),
            "the kept damage still needs a draw")
        let next = pacer.damageToDraw(adding: [Rect(x: 20, y: 0, width: 5, height: 5)])
        #expect(next == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 0, width: 5, height: 5)])
        #expect(!pacer.waitsForBuffer)
    }

    @Test("D6: idle compositor: a change after the callback arrived is drawn in the same wakeup")
    func idleDrawsAtOnce() {
        var pacer = FramePacer()
        pacer.configured()
        pacer.committed(content: true)
        pacer.frameArrived()
        // Nothing changed at the callback: nothing is committed, the compositor is idle.
        #expect(pacer.step(windowHasDamage: false, ticksWaiting: false) == .wait)
        #expect(pacer.isReadyForFrame)
        // An input frame arrives: a draw is scheduled before the loop sleeps, and runs.
        let scheduled = pacer.scheduleDraw()
        #expect(scheduled)
        pacer.scheduledDrawRuns()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .draw(requestingCallback: true))
        pacer.committed(content: true)
        #expect(pacer.contentCommitsSinceCallback == 1)
    }

    @Test("D7: busy compositor: changes coalesce to the callback, one content commit per repaint")
    func busyCoalesces() {
        var pacer = FramePacer()
        pacer.configured()
        pacer.committed(content: true)
        // Input frames while the callback is awaited: no draw is scheduled, none allowed.
        for _ in 0..<5 {
            let refused = pacer.scheduleDraw()
            #expect(!refused)
            #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .wait)
        }
        #expect(pacer.contentCommitsSinceCallback == 1)
        pacer.frameArrived()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .draw(requestingCallback: true))
        pacer.committed(content: true)
        #expect(pacer.contentCommitsSinceCallback == 1)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .wait)
    }

    @Test("D7: slow drawing (a 20 ms frame at 60 Hz) gives one commit per callback and no queue")
    func slowDrawingNoQueue() {
        // A frame takes 20 ms, longer than the 16.7 ms refresh: input keeps arriving while
        // drawing, so damage is always waiting. Each callback gives exactly one commit and
        // nothing is left scheduled behind it.
        var pacer = FramePacer()
        pacer.configured()
        var commits = 0
        for _ in 0..<10 {
            if case .draw = pacer.step(windowHasDamage: true, ticksWaiting: false) {
                pacer.committed(content: true)
                commits += 1
            }
            // 20 ms of input arrives while the frame is drawn and shown: all coalesced.
            for _ in 0..<3 {
                let refused = pacer.scheduleDraw()
                #expect(!refused)
            }
            #expect(pacer.step(windowHasDamage: true, ticksWaiting: false) == .wait)
            #expect(!pacer.drawScheduled)
            pacer.frameArrived()
        }
        #expect(commits == 10)
    }

    @Test("D8: an empty tick commit is no frame: a change before its callback is drawn at once")
    func tickCommitIsNoFrame() {
        var pacer = FramePacer()
        pacer.configured()
        #expect(pacer.step(windowHasDamage: false, ticksWaiting: true) == .requestFrame)
        pacer.committed(content: false)
        #expect(pacer.awaited == .tick)
        #expect(pacer.step(windowHasDamage: false, ticksWaiting: true) == .wait, "one tick callback at a time")
        // Input arrives before the tick's callback: drawn now, without a second callback.
        let scheduled = pacer.scheduleDraw()
        #expect(scheduled)
        pacer.scheduledDrawRuns()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .draw(requestingCallback: false))
        pacer.committed(content: true)
        // Now the compositor is busy until that callback: no second content commit.
        let refused = pacer.scheduleDraw()
        #expect(!refused)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .wait)
        pacer.frameArrived()
        #expect(pacer.awaited == .nothing)
    }

    @Test("D9: a hidden window (callbacks withheld) draws nothing, then one frame when shown")
    func hiddenWindowWaits() {
        var pacer = FramePacer()
        pacer.configured()
        pacer.committed(content: true)
        // The compositor withholds the callback while the window is hidden: any number of
        // changes, and nothing is drawn or scheduled.
        for _ in 0..<100 {
            _ = pacer.scheduleDraw()
            #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .wait)
        }
        #expect(!pacer.drawScheduled)
        pacer.frameArrived()
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true) == .draw(requestingCallback: true))
    }

    @Test("D2: damage rectangles become whole device pixels, both edges rounded outwards")
    func devicePixelDamage() {
        let r = Rect(x: 1, y: 1, width: 2, height: 2).devicePixels(scale: 1.5)!
        #expect(r.x == 1 && r.width == 4, "pixels 1.5 to 4.5 are pixels 1 up to 5")
        #expect(Rect(x: 0, y: 0, width: .nan, height: 1).devicePixels(scale: 1) == nil)
        #expect(Rect(x: 0, y: 0, width: 0, height: 1).devicePixels(scale: 1) == nil)
        let huge = Rect(x: 0, y: 0, width: 1e300, height: 1).devicePixels(scale: 2)!
        #expect(huge.width > 0)
    }

    @Test(
        "D2: damage with NaN or infinity anywhere, or beyond Int32, never traps converting to Int32",
        arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double(Int32.max) * 4])
    func devicePixelsNeverTrap(_ bad: Double) {
        for rect in [
            Rect(x: bad, y: 0, width: 10, height: 10), Rect(x: 0, y: bad, width: 10, height: 10),
            Rect(x: 0, y: 0, width: bad, height: 10), Rect(x: 0, y: 0, width: 10, height: bad),
            Rect(x: bad, y: bad, width: bad, height: bad),
        ] {
            for scale in [1, 1.5, 2, bad] {
                if let pixels = rect.devicePixels(scale: scale) {
                    #expect(pixels.width > 0 && pixels.height > 0, "\(rect) at \(scale)")
                }
            }
        }
    }
}
