import Testing
import TouchKit

/// SPEC F1-F4: funnels, forwarding, control of delivery, cancellation.
@MainActor
@Suite("Funnels, forwarding and cancellation (SPEC F)")
struct DeliveryControlTests {
    /// Seed listing 3-8: a window subclass forwards touches, sorted by phase, to a
    /// helper responder, then calls super.
    final class ForwardingWindow: Window {
        var helper: RecordingResponder?
        override func sendEvent(_ event: Event) {
            if let helper, let touches = event.allTouches { helper.handleTouches(touches, with: event) }
            super.sendEvent(event)
        }
    }

    final class WatchingApplication: Application {
        var seen = 0
        override func sendEvent(_ event: Event) {
            seen += 1
            super.sendEvent(event)
        }
    }

    @Test("F1: Window.sendEvent forwards touches sorted by phase to a helper, as listing 3-8; super still delivers")
    func f1WindowForwarding() {
        let h = TestHost { app in ForwardingWindow(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app) }
        let window = h.window as! ForwardingWindow
        window.helper = RecordingResponder("helper", log: h.log)
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.down(1, 50, 50)
        h.frame()
        h.move(0, 20, 20)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(
            h.log.calls == [
                Call(receiver: "helper", method: .began, ids: [0, 1]),
                Call(receiver: "v", method: .began, ids: [0, 1]),
                Call(receiver: "helper", method: .moved, ids: [0]), Call(receiver: "v", method: .moved, ids: [0]),
                Call(receiver: "helper", method: .ended, ids: [0, 1]),
                Call(receiver: "v", method: .ended, ids: [0, 1]),
            ])
    }

    @Test("F1: every event passes through Application.sendEvent first")
    func f1ApplicationFunnel() {
        let clock = ManualClock()
        let app = WatchingApplication(clock: clock)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: app)
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window.windowID, location: Point(x: 1, y: 1), time: 1)
        app.handle(b.frame())
        b.up(id: 0, time: 2)
        app.handle(b.frame())
        #expect(app.seen == 2)
    }

    final class Forwarder: RecordingView {
        var target: Responder?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            super.touchesBegan(touches, with: event)
            target?.touchesBegan(touches, with: event)
        }
    }

    @Test("F2: a responder forwards touch messages to another responder")
    func f2Forwarding() {
        let h = TestHost()
        let other = h.add("other", Rect(x: 200, y: 200, width: 10, height: 10))
        let forwarder = Forwarder("forwarder", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        forwarder.target = other
        h.window.addSubview(forwarder)
        // weak: the handler is kept by `other`, which the forwarder keeps (no cycle).
        weak var viewOfForwarded: View?
        other.onBegan = { t, _ in viewOfForwarded = t.first?.view }
        h.down(0, 10, 10)
        h.frame()
        #expect(h.log.calls.map(\.receiver) == ["forwarder", "other"])
        #expect(viewOfForwarded === forwarder, "the other responder handles a touch not associated with it")
    }

    @Test("F3: ignoring interaction nests; touches begun meanwhile are never delivered")
    func f3IgnoringInteraction() {
        let h = TestHost()
        h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        h.app.beginIgnoringInteractionEvents()
        h.app.beginIgnoringInteractionEvents()
        h.tap(0, 10, 10)
        h.app.endIgnoringInteractionEvents()
        #expect(h.app.isIgnoringInteractionEvents)
        h.down(1, 10, 10)
        h.frame()
        h.app.endIgnoringInteractionEvents()
        #expect(!h.app.isIgnoringInteractionEvents)
        h.up(1)
        h.frame()
        #expect(h.log.calls.isEmpty, "the touch that began while ignoring stays undelivered")
        h.tap(2, 10, 10)
        #expect(h.log.calls.map(\.method) == [.began, .ended])
    }

    @Test("F3: a touch in progress continues while interaction is ignored")
    func f3InProgressContinues() {
        let h = TestHost()
        h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        h.down(0, 10, 10)
        h.frame()
        h.app.beginIgnoringInteractionEvents()
        h.up(0)
        h.frame()
        h.app.endIgnoringInteractionEvents()
        #expect(h.log.calls.map(\.method) == [.began, .ended])
    }

    @Test("F3: isUserInteractionEnabled off stops new touches on the view")
    func f3UserInteractionDisabled() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        v.isUserInteractionEnabled = false
        h.tap(0, 10, 10)
        #expect(h.log.calls.isEmpty)
    }

    @Test("F4: touches of a window that closes are cancelled")
    func f4WindowCloses() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        v.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.frame()
        h.window.close()
        #expect(h.log.calls.last == Call(receiver: "v", method: .cancelled, ids: [0, 1]))
        #expect(h.app.activeTouchCount == 0)
        #expect(h.app.windows.isEmpty)
        h.move(0, 30, 30)
        h.up(0)
        h.up(1)
        h.frame()
        #expect(h.log.calls.count == 2, "nothing after cancellation (F5)")
    }

    @Test("F4: touches of a view removed while tracking are cancelled")
    func f4ViewRemoved() {
        let h = TestHost()
        let parent = h.add("parent", Rect(x: 0, y: 0, width: 200, height: 200))
        h.add("child", Rect(x: 0, y: 0, width: 50, height: 50), to: parent)
        let other = h.add("other", Rect(x: 250, y: 0, width: 50, height: 50))
        _ = other
        h.down(0, 10, 10)
        h.down(1, 260, 10)
        h.frame()
        parent.removeFromSuperview()
        #expect(h.log.calls(to: "child").last?.method == .cancelled)
        h.move(0, 12, 12)
        h.move(1, 262, 12)
        h.frame()
        #expect(h.log.calls(to: "child").count == 2)
        #expect(h.log.calls(to: "other").map(\.method) == [.began, .moved], "other touches go on")
    }

    @Test("F4, W3: the compositor's cancel reaches every owner with its own touches")
    func f4CompositorCancel() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.down(2, 150, 10)
        h.frame()
        h.cancel()
        #expect(
            h.log.calls.suffix(2) == [
                Call(receiver: "A", method: .cancelled, ids: [0, 1]), Call(receiver: "B", method: .cancelled, ids: [2]),
            ])
        #expect(h.app.activeTouchCount == 0)
    }

    @Test("F4: the seat losing its touch capability cancels the fingers")
    func f4SeatLosesTouch() {
        let h = TestHost()
        h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        h.down(0, 10, 10)
        h.frame()
        h.app.handle(h.builder.cancelAll(of: .direct))
        #expect(h.log.calls.last?.method == .cancelled)
    }

    @Test("F5, F6: a view removed inside its own touchesMoved gets nothing more, and cancel once")
    func f5RemovalDuringDispatch() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        v.isMultipleTouchEnabled = true
        v.onMoved = { [unowned v] _, _ in v.removeFromSuperview() }
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.frame()
        h.move(0, 11, 11)
        h.up(1)
        h.frame()
        #expect(h.log.calls.map(\.method) == [.began, .moved, .cancelled])
        #expect(h.log.calls[2].ids == [0, 1], "both touches end exactly once, with cancelled")
        // Finger 0 is still on the glass: the funnels keep it until it lifts (F6).
        #expect(h.app.activeTouchCount == 1)
        h.move(0, 14, 14)
        h.up(0)
        h.frame()
        #expect(h.log.calls.count == 3, "the view hears nothing more")
        #expect(h.app.activeTouchCount == 0)
    }
}
