import Testing
import TouchKit

@testable import TouchKitWayland

/// One wakeup per input frame while drawing late (SPEC D13), without a compositor: times
/// are seconds handed to the pacer, never read from a clock.
@Suite("FramePacer: a late draw rides on the last input before its deadline (SPEC D13)")
struct FramePacerWakeupTests {
    /// A pacer drawing late with callbacks 1/60 s apart (refresh 1/60 s), the last at
    /// 1.05, after changes at `changes` (input frames).
    static func pacer(changes: [Double]) -> FramePacer {
        var pacer = FramePacerLateDrawingTests.pacer(
            callbacksAt: [1.0, 1.0 + 1 / 60.0, 1.0 + 2 / 60.0, 1.05], refresh: 1 / 60.0)
        for time in changes { pacer.changeRequested(at: time) }
        return pacer
    }

    /// Whether `step` draws late at `deadline` (within a nanosecond: the cycle is a
    /// shortest interval, computed).
    static func drawsLate(_ step: FramePacer.Step, at deadline: Double) -> Bool {
        guard case .drawLater(let at) = step else { return false }
        return abs(at - deadline) < 1e-9
    }

    @Test("D13: at 120 Hz, the first input of a cycle waits for the deadline; the second, the last before it, draws")
    func secondInputDraws() {
        let deadline = 1.05 + 1 / 60.0 - FramePacer.lateDrawingMargin
        // Input frames 1/120 s apart; the latest at 1.052, 2 ms after the callback.
        let inputs = [1.052 - 3 / 120.0, 1.052 - 2 / 120.0, 1.052 - 1 / 120.0, 1.052]
        var pacer = Self.pacer(changes: inputs)
        #expect(pacer.expectedChangeInterval.map { abs($0 - 1 / 120.0) < 1e-9 } == true)
        // The next input is expected at 1.0603, before the deadline (1.0627): wait for it.
        let step = pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.052)
        #expect(Self.drawsLate(step, at: deadline), "\(step)")
        guard case .drawLater(let at) = step else { return }
        let armed = pacer.armLateDraw(at: at)
        #expect(armed)
        #expect(pacer.isLateDrawArmed)
        // It comes; the one after (1.0687) would miss the deadline: draw now, no timer.
        pacer.changeRequested(at: 1.052 + 1 / 120.0)
        #expect(
            pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.052 + 1 / 120.0)
                == .draw(requestingCallback: true))
        pacer.committed(content: true)
        #expect(!pacer.isLateDrawArmed, "the timer is no longer wanted: the host cancels it")
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.062) == .wait, "one commit per repaint")
    }

    @Test("D13: with drawing on steady input off (TOUCHKIT_LATE_DRAWING=timer), the timer draws")
    func timerOnly() {
        var pacer = Self.pacer(changes: [1.002, 1.002 + 1 / 60.0, 1.002 + 2 / 60.0, 1.052])
        pacer.drawsOnSteadyInput = false
        let deadline = 1.05 + 1 / 60.0 - FramePacer.lateDrawingMargin
        #expect(Self.drawsLate(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.052), at: deadline))
    }

    @Test("D13: at 60 Hz input, each input frame draws at once: the next comes after the deadline")
    func slowInputDrawsAtOnce() {
        let inputs = [1.002, 1.002 + 1 / 60.0, 1.002 + 2 / 60.0, 1.052]
        let pacer = Self.pacer(changes: inputs)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.052) == .draw(requestingCallback: true))
    }

    @Test("D13: without a steady stream (too few changes, or a pause) the deadline's timer is kept")
    func irregularInputKeepsTheTimer() {
        let deadline = 1.05 + 1 / 60.0 - FramePacer.lateDrawingMargin
        let few = Self.pacer(changes: [1.045, 1.052])
        #expect(few.expectedChangeInterval == nil)
        #expect(Self.drawsLate(few.step(windowHasDamage: true, ticksWaiting: false, now: 1.052), at: deadline))
        // A pause of 0.5 s within the remembered changes: no expectation.
        let paused = Self.pacer(changes: [0.4, 0.9, 0.95, 1.052])
        #expect(paused.expectedChangeInterval == nil)
        #expect(Self.drawsLate(paused.step(windowHasDamage: true, ticksWaiting: false, now: 1.052), at: deadline))
        // Requests within 1 ms are one change; a clock going back is ignored.
        var same = Self.pacer(changes: [1.0, 1.0005, 1.0008])
        same.changeRequested(at: .nan)
        #expect(same.changeTimes == [1.0])
    }
}
