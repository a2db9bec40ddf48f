import TouchKit

/// How a ``DesktopSession`` injects input into, and captures, one compositor.
///
/// Positions are global logical coordinates (the output's points). After a batch of
/// calls, ``settle()`` returns once the compositor has handled them, so that the app's
/// socket holds everything sent.
@MainActor
protocol DesktopInjector: AnyObject {
    /// What the compositor calls itself in messages.
    var compositor: Compositor { get }
    /// Whether ``touchCancel()`` exists.
    var canCancelTouches: Bool { get }
    /// A touch point goes down.
    func touchDown(id: Int32, at point: Point) throws(SessionError)
    /// A touch point moves.
    func touchMotion(id: Int32, to point: Point) throws(SessionError)
    /// A touch point goes up.
    func touchUp(id: Int32) throws(SessionError)
    /// The end of a group of touch changes (a no-op where the API has none).
    func touchFrame() throws(SessionError)
    /// Cancels every touch point (``SessionError/unsupported(compositor:what:)`` where there is none).
    func touchCancel() throws(SessionError)
    /// Moves the pointer.
    func pointerMotion(to point: Point) throws(SessionError)
    /// Presses or releases a pointer button (evdev code, `BTN_LEFT` = 0x110).
    func pointerButton(_ button: UInt32, pressed: Bool) throws(SessionError)
    /// Scrolls (SPEC P1): `delta` in `wl_pointer.axis` lengths, `steps` a wheel's notches,
    /// `finish` the end of a sequence (`axis_stop`), as far as the API carries them.
    func pointerAxis(_ source: ScrollInput.Source, delta: Point, steps: Point?, finish: Bool) throws(SessionError)
    /// Presses or releases a key (evdev code, `KEY_A` = 30).
    func key(_ code: UInt32, pressed: Bool) throws(SessionError)
    /// Returns once the compositor has handled everything sent so far.
    func settle() throws(SessionError)
    /// Writes a PNG of the whole output; returns its size in pixels.
    func capture(to path: String) throws(SessionError) -> (width: Int, height: Int)
    /// Releases the compositor-side objects (called before the compositor stops).
    func close()
}
