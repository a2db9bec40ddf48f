import Testing
import TouchKit
import TouchKitTesting

/// A control's events follow the one touch it saw begin (SPEC R4, F2), found by the
/// dispatch fuzzer: a touch handed on to it from elsewhere sends nothing.
@MainActor
@Suite("Controls follow their own touch (SPEC R4, F2)")
struct ControlFollowedTouchTests {
    /// A view that hands the ends of its touches on to another responder (F2).
    final class Forwarder: View {
        weak var target: Responder?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            target?.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
            target?.touchesCancelled(touches, with: event)
        }
    }

    @Test("R4, F2: an end handed on to a control for a touch it did not see begin sends no touchUp or touchCancel")
    func handedOnEndSendsNothing() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 100), title: "b")
        h.window.addSubview(button)
        var events: [String] = []
        let named: [(String, ControlEvents)] = [
            ("down", .touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
            ("cancel", .touchCancel),
        ]
        for (name, kind) in named { button.addAction(for: kind) { _ in events.append(name) } }
        let forwarder = Forwarder(frame: Rect(x: 0, y: 200, width: 100, height: 100))
        forwarder.target = button
        h.window.addSubview(forwarder)
        h.down(0, 50, 250)
        h.step()
        h.up(0)
        h.step()
        h.down(1, 50, 250)
        h.step()
        h.cancel()
        #expect(events.isEmpty, "\(events)")
        h.tap(2, 50, 50)
        #expect(events == ["down", "upInside"], "the button's own touch still works")
    }
}
