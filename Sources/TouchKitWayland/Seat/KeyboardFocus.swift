import TouchKit

/// Which key changes a keyboard turns into presses, given where keyboard focus is
/// (SPEC R3): the pure bookkeeping behind ``KeyboardDevice``, testable without a
/// compositor.
///
/// - A key already down when focus arrives (`wl_keyboard.enter` lists it) began
///   elsewhere: it delivers nothing, neither repeats nor its release, as UIKit does
///   with presses that began in another app.
/// - A key pressed while the window has focus delivers `began`, its repeats `changed`,
///   its release `ended`.
/// - When focus leaves (`wl_keyboard.leave`), the keys still held get `cancelled`, and
///   nothing repeats any more.
struct KeyboardFocus {
    /// Keys (xkb key codes) whose `began` was delivered and that are still down.
    private(set) var delivered: Set<UInt32> = []
    /// Keys that were already down when focus arrived and are still down.
    private(set) var heldAtEnter: Set<UInt32> = []
    /// Whether a window of this client has keyboard focus.
    private(set) var hasFocus = false

    /// `wl_keyboard.enter`: focus arrives with `heldKeys` (evdev codes, as the event
    /// carries them) already down.
    mutating func enter(heldKeys: [UInt32]) {
        hasFocus = true
        heldAtEnter = Set(heldKeys.map { $0 &+ 8 })
    }

    /// `wl_keyboard.leave`: focus goes. Returns the keys (xkb codes) to cancel, in
    /// increasing order.
    mutating func leave() -> [UInt32] {
        hasFocus = false
        heldAtEnter.removeAll()
        defer { delivered.removeAll() }
        return delivered.sorted()
    }

    /// `wl_keyboard.key`: the phase to deliver for key `code` (an xkb code), or `nil`
    /// when the change delivers nothing.
    /// - Parameters:
    ///   - code: The xkb key code (evdev code + 8).
    ///   - pressed: Whether the key went down.
    mutating func key(_ code: UInt32, pressed: Bool) -> Press.Phase? {
        if pressed {
            heldAtEnter.remove(code)
            guard hasFocus, delivered.insert(code).inserted else { return nil }
            return .began
        }
        if heldAtEnter.remove(code) != nil { return nil }
        return delivered.remove(code) != nil ? .ended : nil
    }

    /// Whether a repeat of `code` may be delivered now: the key began here and is down.
    func mayRepeat(_ code: UInt32) -> Bool {
        hasFocus && delivered.contains(code)
    }
}
