import TouchKit

/// Popups on the test host (SPEC P60-P69): the host plays the compositor, keeping each
/// ``PopupWindow`` in-process where ``PopupWindow/placement(size:anchor:within:)`` put
/// it; touches on it are sent with `in: popup`.
///
/// ```swift
/// host.down(0, 100, 100); host.frame(); host.wait(0.6)   // the menu opens
/// let menu = try #require(host.popups.last)
/// host.tap(1, 20, 22, in: menu)                          // picks the first row
/// ```
extension WindowTestHost {
    /// The popups open, oldest first.
    public var popups: [PopupWindow] { application.popups }

    /// The compositor dismisses the newest popup (`xdg_popup.popup_done`), as the
    /// Wayland backend reports it (SPEC P67).
    public func popupDone() {
        popups.last?.dismiss()
    }

    /// A whole tap of finger `id` at (`x`, `y`) in `target`'s coordinates.
    public func tap(_ id: Int32 = 0, _ x: Double, _ y: Double, in target: Window, hold ms: UInt32 = 80) {
        down(id, x, y, in: target)
        frame(advance: ms)
        up(id)
        frame()
    }

    /// A key goes down and up, with XKB's `keysym` and hardware `keyCode` (evdev + 8);
    /// Escape by default.
    public func pressKey(keysym: UInt32 = PopupWindow.escapeKeysym, keyCode: UInt32 = 9) {
        let key = Key(
            keyCode: keyCode, keysym: keysym, characters: "", charactersIgnoringModifiers: "", modifierFlags: [])
        application.handleKey(key, phase: .began, timestamp: Double(time) / 1000)
        application.handleKey(key, phase: .ended, timestamp: Double(time) / 1000)
    }
}
