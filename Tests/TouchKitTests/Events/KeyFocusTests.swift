import Testing
import TouchKit

/// SPEC R5: presses follow keyboard focus, at the application's level (the Wayland
/// keyboard's own bookkeeping is tested in TouchKitWaylandTests).
@MainActor
@Suite("Presses and keyboard focus (SPEC R5)")
struct KeyFocusTests {
    /// A first responder that logs every press method call as "<phase> <characters>".
    final class KeyLog: View {
        var calls: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        private func log(_ name: String, _ presses: Set<Press>) {
            for press in presses { calls.append("\(name) \(press.key.characters)") }
        }
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { log("began", presses) }
        override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { log("changed", presses) }
        override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { log("ended", presses) }
        override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
            log("cancelled", presses)
        }
    }

    static func key(_ code: UInt32, _ text: String) -> Key {
        Key(keyCode: code, keysym: 0x61, characters: text, charactersIgnoringModifiers: text, modifierFlags: [])
    }

    @Test("R5: a release, repeat or cancel of a key whose press never began here delivers nothing")
    func unmatchedPhasesDeliverNothing() {
        let h = TestHost()
        let field = KeyLog(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        h.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let a = Self.key(38, "a")
        let b = Self.key(56, "b")
        h.app.handleKey(a, phase: .changed, timestamp: 1)
        h.app.handleKey(a, phase: .ended, timestamp: 1.1)
        h.app.handleKey(b, phase: .cancelled, timestamp: 1.2)
        #expect(field.calls.isEmpty, "no pressesEnded without pressesBegan: \(field.calls)")
        h.app.handleKey(b, phase: .began, timestamp: 2)
        h.app.handleKey(b, phase: .changed, timestamp: 2.5)
        h.app.handleKey(b, phase: .ended, timestamp: 2.6)
        h.app.handleKey(b, phase: .ended, timestamp: 2.7)
        #expect(field.calls == ["began b", "changed b", "ended b"], "each press ends once")
    }

    @Test("R5: one Press object from began to its end, the phase and time brought up to date")
    func onePressPerKeyDown() {
        let h = TestHost()
        var seen: [Press] = []
        final class Field: View {
            var seen: (Set<Press>) -> Void = { _ in }
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { seen(presses) }
            override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { seen(presses) }
        }
        let field = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        field.seen = { seen += $0 }
        h.window.addSubview(field)
        field.becomeFirstResponder()
        h.app.handleKey(Self.key(38, "a"), phase: .began, timestamp: 1)
        h.app.handleKey(Self.key(38, "a"), phase: .ended, timestamp: 1.5)
        #expect(seen.count == 2 && seen[0] === seen[1])
        #expect(seen.last?.phase == .ended && seen.last?.timestamp == 1.5)
    }
}
