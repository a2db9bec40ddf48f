import Testing
import TouchKit

@testable import TouchKitWayland

/// Late drawing in a stroke and sampled presentation feedback, without a compositor
/// (SPEC D11, D12): times are seconds handed to the pacer, never read from a clock.
@Suite("FramePacer: drawing late in a stroke, sampled feedback (SPEC D11, D12)")
struct FramePacerLateDrawingTests {
    /// A configured pacer that drew and saw callbacks at `times` (each after a content
    /// commit), with presentation feedback telling a `refresh` interval.
    static func pacer(callbacksAt times: [Double], refresh: Double? = 0.025, drawsLate: Bool = true) -> FramePacer {
        var pacer = FramePacer()
        pacer.drawsLate = drawsLate
        pacer.configured()
        for time in times {
            pacer.committed(content: true)
            pacer.frameArrived(at: time, refresh: refresh)
        }
        return pacer
    }

    @Test("D12: once the cycle is known, a change after a callback is drawn at the deadline before the next repaint")
    func changeWaitsForTheDeadline() {
        // Callbacks 25 ms apart (headless Weston's cycle), the last at t = 1.075.
        var pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        #expect(pacer.repaintCycle.map { abs($0 - 0.025) < 1e-9 } == true)
        let deadline = 1.075 + 0.025 - FramePacer.lateDrawingMargin
        // An input frame 2 ms after the callback: drawn at the deadline, not now.
        guard case .drawLater(let at) = pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.077) else {
            Issue.record("expected a late draw")
            return
        }
        #expect(abs(at - deadline) < 1e-9)
        let armed = [pacer.armLateDraw(at: at), pacer.armLateDraw(at: at)]
        #expect(armed == [true, false], "one timer per deadline")
        // More input before the deadline: still waiting, nothing committed.
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.085) == .drawLater(at: at))
        #expect(pacer.contentCommitsSinceCallback == 0)
        // The timer fires: everything gathered is drawn now, with a callback.
        pacer.lateDeadlinePassed(at)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: at) == .draw(requestingCallback: true))
        pacer.committed(content: true)
        #expect(
            pacer.step(windowHasDamage: true, ticksWaiting: false, now: at + 0.001) == .wait, "one commit per repaint")
    }

    @Test("D12: late drawing off, or the cycle not yet known, draws at once as D6 says")
    func atOnceWithoutACycle() {
        let off = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075], drawsLate: false)
        #expect(off.step(windowHasDamage: true, ticksWaiting: false, now: 1.077) == .draw(requestingCallback: true))
        // Without presentation feedback (KWin 5.27) there is no refresh: nothing late.
        let noFeedback = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075, 1.1], refresh: nil)
        #expect(noFeedback.repaintCycle == nil)
        #expect(
            noFeedback.step(windowHasDamage: true, ticksWaiting: false, now: 1.102) == .draw(requestingCallback: true))
        // A bad refresh is none.
        let bad = Self.pacer(callbacksAt: [1.0, 1.025], refresh: .nan)
        #expect(bad.repaintCycle == nil)
        // Without a time (the popups' host), nothing waits either.
        let known = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        #expect(known.step(windowHasDamage: true, ticksWaiting: false) == .draw(requestingCallback: true))
    }

    @Test("D12: a change after the deadline, or long after the callback, is drawn at once")
    func afterTheDeadlineAtOnce() {
        let pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.098) == .draw(requestingCallback: true))
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 5) == .draw(requestingCallback: true))
    }

    @Test("D12: the cycle is the refresh, or the shortest recent interval when shorter; idle gaps do not count")
    func cycleIsTheShortestInterval() {
        // The refresh alone, from the first callback on.
        let first = Self.pacer(callbacksAt: [1.0], refresh: 0.016)
        #expect(first.repaintCycle == 0.016)
        // Callbacks 50 ms apart (a slow drag) do not lengthen it.
        let slow = Self.pacer(callbacksAt: [1.0, 1.05, 1.1, 1.15], refresh: 0.016)
        #expect(slow.repaintCycle == 0.016)
        // A missed repaint (50 ms) and an idle second do not count against 25 ms, shorter
        // than a 33 ms refresh.
        let pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.075, 2.075, 2.1, 2.125], refresh: 0.033)
        #expect(pacer.intervals.count == 4, "the 1 s gap is no cycle")
        #expect(pacer.repaintCycle.map { abs($0 - 0.025) < 1e-9 } == true)
        // Only the last eight intervals are kept.
        let long = Self.pacer(callbacksAt: (0..<20).map { 1 + Double($0) * 0.02 })
        #expect(long.intervals.count == FramePacer.cycleMemory)
    }

    /// A configured pacer whose content commits are made `offset` seconds after each
    /// callback, the callbacks `cycle` apart from t = 1, with a `refresh` interval.
    static func pacer(committingAfter offset: Double, cycle: Double, callbacks: Int, refresh: Double) -> FramePacer {
        var pacer = FramePacer()
        pacer.drawsLate = true
        pacer.configured()
        pacer.committed(content: true, at: 1 - offset)
        for index in 0..<callbacks {
            let time = 1 + Double(index) * cycle
            pacer.frameArrived(at: time, refresh: refresh)
            pacer.committed(content: true, at: time + offset)
        }
        return pacer
    }

    @Test("D12: intervals under 1.75 refreshes, or answering a commit made within a refresh, prove a longer cycle")
    func longerCycleIsProved() {
        // Headless Weston reports a 16.7 ms refresh and repaints every 25.7 ms: no repaint
        // fits in an interval shorter than 1.75 refreshes, so each is one whole cycle, however
        // late the commit; two of them are trusted, and the deadline moves 9 ms later.
        let refresh = 1.0 / 60
        let cycle = 0.0257
        var steady = Self.pacer(committingAfter: 0.021, cycle: cycle, callbacks: 3, refresh: refresh)
        #expect(steady.intervals.map(\.provesCycle) == [true, true])
        #expect(steady.repaintCycle.map { abs($0 - cycle) < 1e-9 } == true)
        steady.frameArrived(at: 1 + 3 * cycle, refresh: refresh)
        let deadline = 1 + 4 * cycle - FramePacer.lateDrawingMargin
        #expect(steady.lateDeadline.map { abs($0 - deadline) < 1e-9 } == true)
        // One proof is not enough: a single late callback proves nothing.
        let once = Self.pacer(committingAfter: 0.005, cycle: cycle, callbacks: 2, refresh: refresh)
        #expect(once.repaintCycle == refresh)
        // A compositor repainting every 40 ms (over two refreshes): commits made 5 ms after
        // each callback prove it (no repaint came before them); commits made 20 ms after
        // prove nothing, since a repaint may have come between.
        let slow = 0.040
        let early = Self.pacer(committingAfter: 0.005, cycle: slow, callbacks: 3, refresh: refresh)
        #expect(early.repaintCycle.map { abs($0 - slow) < 1e-9 } == true)
        let late = Self.pacer(committingAfter: 0.020, cycle: slow, callbacks: 6, refresh: refresh)
        #expect(late.intervals.allSatisfy { !$0.provesCycle })
        #expect(late.repaintCycle == refresh)
        // Commits whose time is not given (the popups' host) prove by the interval alone.
        #expect(Self.pacer(callbacksAt: [1, 1.04, 1.08, 1.12], refresh: refresh).repaintCycle == refresh)
        // A missed repaint a little early (32 ms at 60 Hz, under two refreshes) after a late
        // commit proves nothing: the refresh stays the cycle.
        let missed = Self.pacer(committingAfter: 0.020, cycle: 0.032, callbacks: 6, refresh: refresh)
        #expect(missed.intervals.allSatisfy { !$0.provesCycle })
        #expect(missed.repaintCycle == refresh)
        // The shortest proof counts: a callback 30 ms late among them changes nothing.
        var outlier = Self.pacer(committingAfter: 0.005, cycle: cycle, callbacks: 3, refresh: refresh)
        outlier.frameArrived(at: 1 + 2 * cycle + 0.030, refresh: refresh)
        #expect(outlier.intervals.last?.provesCycle == true)
        #expect(outlier.repaintCycle.map { abs($0 - cycle) < 1e-9 } == true)
        // Proofs are forgotten with their intervals: eight unproved intervals later the
        // refresh is the cycle again.
        var forgotten = Self.pacer(committingAfter: 0.005, cycle: cycle, callbacks: 3, refresh: refresh)
        var time = 1 + 2 * cycle
        for _ in 1...FramePacer.cycleMemory {
            forgotten.frameArrived(at: time + slow, refresh: refresh)
            time += slow
            forgotten.committed(content: true, at: time + 0.020)
        }
        #expect(forgotten.intervals.filter(\.provesCycle).count == 1, "the first still answered an early commit")
        #expect(forgotten.repaintCycle == refresh)
    }

    @Test("D12: animations waiting for ticks draw at the callback (S10), not late")
    func ticksDrawAtTheCallback() {
        let pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: true, now: 1.076) == .draw(requestingCallback: true))
    }

    @Test("D12, D7: a frame that takes longer than the cycle leaves no deadline: one commit per callback")
    func slowDrawingDrawsAtOnce() {
        var pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05])
        pacer.drew(taking: 0.030)
        pacer.committed(content: true)
        pacer.frameArrived(at: 1.075, refresh: 0.025)
        #expect(pacer.repaintCycle != nil)
        #expect(pacer.lateDeadline == nil)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.076) == .draw(requestingCallback: true))
        // A 5 ms draw moves the deadline 5 ms earlier; the longest recent draw decays.
        var quick = Self.pacer(callbacksAt: [1.0, 1.025, 1.05])
        quick.drew(taking: 0.005)
        quick.committed(content: true)
        quick.frameArrived(at: 1.075, refresh: 0.025)
        let expected = 1.075 + 0.025 - FramePacer.lateDrawingMargin - 0.005
        #expect(quick.lateDeadline.map { abs($0 - expected) < 1e-9 } == true)
        quick.drew(taking: 0)
        #expect(abs(quick.drawDuration - 0.005 * FramePacer.drawDurationDecay) < 1e-12)
        // Non-finite or negative times change nothing.
        quick.drew(taking: .nan)
        quick.drew(taking: -1)
        quick.frameArrived(at: .infinity, refresh: 0.025)
        #expect(quick.intervals.count == 3)
        #expect(quick.lateDeadline == nil)
    }

    @Test("D12: a timer of an older deadline does not end the current one; a commit ends it")
    func staleTimerIsIgnored() {
        var pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        guard case .drawLater(let first) = pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.076) else {
            Issue.record("expected a late draw")
            return
        }
        _ = pacer.armLateDraw(at: first)
        pacer.lateDeadlinePassed(first)
        pacer.committed(content: true)
        #expect(pacer.lateDeadline == nil)
        pacer.frameArrived(at: 1.1, refresh: 0.025)
        guard case .drawLater(let second) = pacer.step(windowHasDamage: true, ticksWaiting: false, now: 1.101) else {
            Issue.record("expected a late draw")
            return
        }
        pacer.lateDeadlinePassed(first)
        #expect(pacer.lateDeadline == second, "the old timer changed nothing")
    }

    @Test("D12, D9: a hidden window (callbacks withheld) still draws nothing")
    func hiddenStillWaits() {
        var pacer = Self.pacer(callbacksAt: [1.0, 1.025, 1.05, 1.075])
        pacer.committed(content: true)
        #expect(pacer.step(windowHasDamage: true, ticksWaiting: false, now: 3) == .wait)
    }

    @Test("D11: feedback is asked at most once a quarter second, or on every commit when measuring")
    func feedbackIsSampled() {
        var timing = PresentationTiming()
        let asked = [0.0, 0.1, 0.2, 0.26, 0.3, 0.6].map { timing.asksFeedback(at: $0, everyCommit: false) }
        #expect(asked == [true, false, false, true, false, true])
        var every = PresentationTiming()
        let everyAsked = [0.0, 0.01, 0.02].map { every.asksFeedback(at: $0, everyCommit: true) }
        #expect(everyAsked == [true, true, true])
        // A clock that went back (or a bad time) asks rather than starving.
        let back = timing.asksFeedback(at: 0.1, everyCommit: false)
        let bad = timing.asksFeedback(at: .nan, everyCommit: false)
        #expect(back && bad)
    }

    @Test("D11, D12: late drawing is on unless TOUCHKIT_LATE_DRAWING=0; TOUCHKIT_PRESENTATION_FEEDBACK=every")
    func environment() {
        let defaults = WaylandLaunchOptions(environment: [:])
        #expect(defaults.drawsLate && !defaults.presentationFeedbackOnEveryCommit)
        #expect(WaylandLaunchOptions().drawsLate)
        #expect(defaults.pacingFile == nil && defaults.wakeupCensusFile == nil)
        let measuring = WaylandLaunchOptions(environment: [
            "TOUCHKIT_LATE_DRAWING": "0", "TOUCHKIT_PRESENTATION_FEEDBACK": "every",
            "TOUCHKIT_PACING_FILE": "/tmp/pacing", "TOUCHKIT_WAKEUP_CENSUS": "",
        ])
        #expect(!measuring.drawsLate && measuring.presentationFeedbackOnEveryCommit)
        #expect(measuring.pacingFile == "/tmp/pacing" && measuring.wakeupCensusFile == nil)
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_LATE_DRAWING": "1"]).drawsLate)
        #expect(defaults.drawsLateOnSteadyInput)
        let timer = WaylandLaunchOptions(environment: ["TOUCHKIT_LATE_DRAWING": "timer"])
        #expect(timer.drawsLate && !timer.drawsLateOnSteadyInput)
    }
}
