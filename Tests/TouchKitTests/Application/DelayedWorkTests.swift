import Testing
import TouchKit

/// SPEC D1: delayed work on the UI thread, cancellable, under an injected clock.
@MainActor
@Suite("Delayed work (SPEC D1)")
struct DelayedWorkTests {
    @Test("D1: work runs after its delay, in deadline order, and can be cancelled first")
    func d1PerformAndCancel() {
        let h = TestHost()
        var ran: [String] = []
        h.app.perform(after: 0.3) { ran.append("late") }
        h.app.perform(after: 0.1) { ran.append("early") }
        let cancelled = h.app.perform(after: 0.2) { ran.append("cancelled") }
        h.clock.advance(by: 0.05)
        #expect(ran.isEmpty)
        cancelled.cancel()
        h.clock.advance(by: 0.3)
        #expect(ran == ["early", "late"])
        #expect(cancelled.isCancelled && !cancelled.hasRun)
    }

    @Test("D1: work that has run or been cancelled lets go of what it captured (no cycle through the request)")
    func d1ReleasesItsWork() {
        final class Holder {
            var request: DelayedWork?
        }
        let h = TestHost()
        weak var cancelledHolder: Holder?
        weak var ranHolder: Holder?
        do {
            // Each holder keeps its request, and the request's work captures the holder.
            let first = Holder()
            first.request = h.app.perform(after: 0.1) { _ = first }
            let second = Holder()
            second.request = h.app.perform(after: 0.1) { _ = second }
            cancelledHolder = first
            ranHolder = second
            first.request?.cancel()
        }
        #expect(ranHolder != nil, "pending work keeps what it captured")
        h.clock.advance(by: 0.2)
        #expect(cancelledHolder == nil, "a cancelled request keeps nothing")
        #expect(ranHolder == nil, "nor does one that has run")
    }

    @Test("D1: cancelling all pending work of a target (cancelPreviousPerformRequests)")
    func d1CancelAllOfTarget() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 10, height: 10))
        var ran = 0
        v.perform(after: 0.1) { ran += 1 }
        v.perform(after: 0.2) { ran += 1 }
        h.app.perform(after: 0.1, target: nil) { ran += 10 }
        #expect(h.app.pendingWorkCount == 3)
        v.cancelPreviousPerformRequests()
        h.clock.advance(by: 1)
        #expect(ran == 10)
    }

    /// The seeds' single- versus double-tap view: a single tap acts after a delay,
    /// unless a second tap cancels it.
    final class TapView: RecordingView {
        var actions: [String] = []
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            super.touchesEnded(touches, with: event)
            guard let touch = touches.first else { return }
            if touch.tapCount == 1 {
                perform(after: 0.3) { [unowned self] in self.actions.append("single") }
            } else if touch.tapCount == 2 {
                cancelPreviousPerformRequests()
                actions.append("double")
            }
        }
    }

    @Test("D1: single versus double tap with delayed work cancelled by the second tap")
    func d1SingleVersusDoubleTap() {
        let h = TestHost()
        let v = TapView("tap", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        h.window.addSubview(v)
        h.tap(0, 10, 10)
        h.clock.advance(by: 0.1)
        h.tap(0, 12, 12)
        h.clock.advance(by: 1)
        #expect(v.actions == ["double"])
        h.time += 1000
        h.tap(0, 10, 10)
        h.clock.advance(by: 1)
        #expect(v.actions == ["double", "single"])
    }
}
