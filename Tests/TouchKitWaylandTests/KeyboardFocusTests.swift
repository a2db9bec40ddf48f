import Testing
import TouchKit

@testable import TouchKitWayland

/// SPEC R5 for the Wayland keyboard: what `wl_keyboard.enter`, `key` and `leave` turn
/// into, without a compositor (``KeyboardFocus`` is the keyboard's bookkeeping).
@Suite("Keyboard focus (SPEC R5)")
struct KeyboardFocusTests {
    /// evdev codes, as `wl_keyboard` carries them; xkb codes are 8 more.
    static let a: UInt32 = 30, s: UInt32 = 31, shift: UInt32 = 42

    @Test("R5: a key held when focus arrives delivers nothing, not even its release, and never repeats")
    func keyHeldAtEnterDeliversNothing() {
        var focus = KeyboardFocus()
        focus.enter(heldKeys: [Self.a, Self.shift])
        #expect(!focus.mayRepeat(Self.a + 8))
        #expect(focus.key(Self.a + 8, pressed: false) == nil, "no pressesEnded without pressesBegan")
        #expect(focus.key(Self.shift + 8, pressed: false) == nil)
        // Pressed again while focused, it is a press of its own.
        #expect(focus.key(Self.a + 8, pressed: true) == .began)
        #expect(focus.mayRepeat(Self.a + 8))
        #expect(focus.key(Self.a + 8, pressed: false) == .ended)
        #expect(focus.key(Self.a + 8, pressed: false) == nil, "one end per press")
    }

    @Test("R5: on leave the keys still down are cancelled, repeat stops, and their later release delivers nothing")
    func leaveCancelsHeldKeys() {
        var focus = KeyboardFocus()
        focus.enter(heldKeys: [])
        #expect(focus.key(Self.a + 8, pressed: true) == .began)
        #expect(focus.key(Self.s + 8, pressed: true) == .began)
        #expect(focus.key(Self.s + 8, pressed: false) == .ended)
        #expect(focus.leave() == [Self.a + 8], "only the key still down")
        #expect(!focus.mayRepeat(Self.a + 8), "no repeat once focus has gone")
        #expect(focus.key(Self.a + 8, pressed: false) == nil)
        #expect(focus.leave().isEmpty)
    }

    @Test("R5: focus that comes back starts afresh: a key held across the return is the enter's, not a press")
    func focusReturns() {
        var focus = KeyboardFocus()
        focus.enter(heldKeys: [])
        #expect(focus.key(Self.a + 8, pressed: true) == .began)
        #expect(focus.leave() == [Self.a + 8])
        focus.enter(heldKeys: [Self.a])
        #expect(focus.key(Self.a + 8, pressed: false) == nil)
        #expect(focus.key(Self.s + 8, pressed: true) == .began)
    }

    @Test("R5: the keyboard's phases reach a first responder as whole presses (enter with a held key, then leave)")
    @MainActor
    func throughTheApplication() {
        final class Field: View {
            var calls: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { calls.append("began") }
            override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { calls.append("ended") }
            override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
                calls.append("cancelled")
            }
        }
        let app = Application(clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: app)
        let field = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        field.becomeFirstResponder()
        var focus = KeyboardFocus()
        func key(_ code: UInt32, _ pressed: Bool) {
            guard let phase = focus.key(code + 8, pressed: pressed) else { return }
            app.handleKey(Self.key(code + 8), phase: phase, timestamp: 0)
        }
        focus.enter(heldKeys: [Self.a])
        key(Self.a, false)
        key(Self.s, true)
        for code in focus.leave() { app.handleKey(Self.key(code), phase: .cancelled, timestamp: 0) }
        key(Self.s, false)
        #expect(field.calls == ["began", "cancelled"])
        window.close()
    }

    static func key(_ code: UInt32) -> Key {
        Key(keyCode: code, keysym: 0, characters: "", charactersIgnoringModifiers: "", modifierFlags: [])
    }
}
