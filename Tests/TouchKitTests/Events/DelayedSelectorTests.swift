import Testing
import TouchKit

extension Selector {
    fileprivate static let handleSingleTap = Selector("handleSingleTap:")
    fileprivate static let setBackground = Selector("setBackground:")
    fileprivate static let fadeHint = Selector("fadeHint")
}

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:...)` on
/// TouchKit's own selectors (issue 16, section 3; SPEC D1).
@MainActor
@Suite("Delayed selectors (SPEC D1)")
struct DelayedSelectorTests {
    /// The seeds' single- versus double-tap listing, ported by renaming: a single tap
    /// sends `handleSingleTap:` after a delay; a second tap cancels that selector only,
    /// leaving the view's other pending message (`fadeHint`) alone.
    final class TapDetectingView: RecordingView {
        var actions: [String] = []

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            [.handleSingleTap, .setBackground, .fadeHint].contains(action)
        }

        override func perform(_ action: Selector, sender: Any?, event: Event?) {
            switch action {
            case .handleSingleTap: actions.append("single at \((sender as? Point).map { "\($0)" } ?? "?")")
            case .setBackground: backgroundColor = sender as? Color
            case .fadeHint: actions.append("fade")
            default: break
            }
        }

        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            super.touchesEnded(touches, with: event)
            guard let touch = touches.first else { return }
            if touch.tapCount == 1 {
                perform(.handleSingleTap, with: touch.location(in: self), afterDelay: 0.3)
                perform(.fadeHint, afterDelay: 1)
            } else if touch.tapCount == 2 {
                Responder.cancelPreviousPerformRequests(
                    withTarget: self, selector: .handleSingleTap, object: touch.location(in: self))
                actions.append("double")
            }
        }
    }

    @Test("D1: a single tap is handled after the delay")
    func singleTap() {
        let h = TestHost()
        let v = TapDetectingView("v", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        h.window.addSubview(v)
        h.tap(0, 20, 20)
        h.clock.advance(by: 0.2)
        #expect(v.actions.isEmpty, "not before the delay")
        h.clock.advance(by: 0.2)
        #expect(v.actions == ["single at (20.0, 20.0)"])
        h.clock.advance(by: 1)
        #expect(v.actions == ["single at (20.0, 20.0)", "fade"])
    }

    @Test("D1: a double tap cancels the pending single tap by selector, not other messages")
    func doubleTapCancelsOneSelector() {
        let h = TestHost()
        let v = TapDetectingView("v", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        h.window.addSubview(v)
        h.down(0, 20, 20)
        h.frame(advance: 60)
        h.up(0)
        h.frame(advance: 60)
        h.down(0, 20, 20)
        h.frame(advance: 60)
        h.up(0)
        h.frame()
        #expect(v.actions == ["double"])
        h.clock.advance(by: 2)
        #expect(v.actions == ["double", "fade"], "fadeHint was another selector: it still runs")
    }

    @Test("D1: cancelling with another object leaves the request, as NSObject's isEqual: matching")
    func cancelMatchesObject() {
        let h = TestHost()
        let v = TapDetectingView("v", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        h.window.addSubview(v)
        v.perform(.setBackground, with: Color.blue, afterDelay: 2)
        Responder.cancelPreviousPerformRequests(withTarget: v, selector: .setBackground, object: Color.red)
        Responder.cancelPreviousPerformRequests(withTarget: v, selector: .setBackground, object: nil)
        h.clock.advance(by: 2)
        #expect(v.backgroundColor == .blue, "red and nil do not match blue")
        v.perform(.setBackground, with: Color.red, afterDelay: 2)
        Responder.cancelPreviousPerformRequests(withTarget: v, selector: .setBackground, object: Color.red)
        h.clock.advance(by: 2)
        #expect(v.backgroundColor == .blue, "an equal value cancels")
        #expect(h.app.pendingWorkCount == 0)
    }

    @Test("D1: cancelPreviousPerformRequests(withTarget:) cancels selectors and closures")
    func cancelAll() {
        let h = TestHost()
        let v = TapDetectingView("v", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        let other = TapDetectingView("w", frame: Rect(x: 0, y: 0, width: 10, height: 10), log: h.log)
        h.window.addSubview(v)
        h.window.addSubview(other)
        v.perform(.fadeHint, afterDelay: 0.5)
        v.perform(after: 0.5) { v.actions.append("closure") }
        other.perform(.fadeHint, afterDelay: 0.5)
        Responder.cancelPreviousPerformRequests(withTarget: v)
        h.clock.advance(by: 1)
        #expect(v.actions.isEmpty)
        #expect(other.actions == ["fade"], "another target's request stays")
    }

    @Test("D1: a selector the receiver cannot perform is dropped, not a crash; delay 0 waits for the loop")
    func unknownSelector() {
        let h = TestHost()
        let v = h.add("plain", Rect(x: 0, y: 0, width: 10, height: 10))
        var handled: [String] = []
        v.addActionHandler(for: "known") { sender, _ in handled.append("known \(sender as? Int ?? -1)") }
        v.perform("unknown", afterDelay: 0)
        v.perform("known", with: 7, afterDelay: 0)
        #expect(handled.isEmpty, "never during the call")
        h.clock.advance(by: 0)
        #expect(handled == ["known 7"])
        #expect(h.app.pendingWorkCount == 0)
    }
}
