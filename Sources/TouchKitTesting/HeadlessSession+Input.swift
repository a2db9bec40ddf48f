import Foundation
import TouchKit
import TouchKitRecording
import Wayland

extension HeadlessSession {
    /// Linux input event codes of the buttons and keys tests use most (the values of
    /// `linux/input-event-codes.h`).
    public enum InputCode {
        /// `BTN_LEFT`, the primary pointer button (the one that acts as a finger, SPEC W10).
        public static let leftButton: UInt32 = 0x110
        /// `BTN_RIGHT`.
        public static let rightButton: UInt32 = 0x111
        /// `KEY_A`.
        public static let a: UInt32 = 30
        /// `KEY_B`.
        public static let b: UInt32 = 48
        /// `KEY_C`.
        public static let c: UInt32 = 46
        /// `KEY_LEFTSHIFT`.
        public static let leftShift: UInt32 = 42
    }

    /// Moves the replay seat's pointer to a surface-local point of a toplevel, as a
    /// mouse would (the compositor sends `wl_pointer.enter`, `leave` and `motion`).
    ///
    /// Nothing waits here: follow a group of input requests with
    /// ``waitUntilDispatched(_:timeout:)`` and ``checkInputRejections()``.
    /// - Parameters:
    ///   - point: Surface-local logical pixels.
    ///   - toplevel: The toplevel whose surface the point is in.
    ///   - time: The event's time in milliseconds (the app sees it as the `wl_pointer` time).
    public func movePointer(to point: Point, in toplevel: Toplevel, time: Double) {
        let (hi, lo) = Self.microseconds(time)
        manager.pointerMotion(toplevel: toplevel.handle, x: point.x, y: point.y, utimeHi: hi, utimeLo: lo)
    }

    /// Presses or releases a pointer button where the pointer is.
    /// - Parameters:
    ///   - button: A Linux input event code; ``InputCode/leftButton`` by default.
    ///   - pressed: Whether the button goes down.
    ///   - time: The event's time in milliseconds.
    public func pointerButton(_ button: UInt32 = InputCode.leftButton, pressed: Bool, time: Double) {
        let (hi, lo) = Self.microseconds(time)
        manager.pointerButton(button, state: pressed ? .pressed : .released, utimeHi: hi, utimeLo: lo)
    }

    /// Presses or releases a key of the replay seat's keyboard. The compositor delivers
    /// it to the surface with keyboard focus, and lists the keys held in the
    /// `wl_keyboard.enter` it sends when focus moves; repeat is the app's own.
    /// - Parameters:
    ///   - code: A Linux input event code (``InputCode/a`` is `KEY_A`, 30).
    ///   - pressed: Whether the key goes down.
    ///   - time: The event's time in milliseconds.
    public func key(_ code: UInt32, pressed: Bool, time: Double) {
        let (hi, lo) = Self.microseconds(time)
        manager.key(key: code, state: pressed ? .pressed : .released, utimeHi: hi, utimeLo: lo)
    }

    /// Throws the first rejection of an input request the module reported since the
    /// last check (after a `sync`, all of them have arrived).
    /// - Throws: ``SessionError/rejected(reason:message:context:)``.
    public func checkInputRejections() throws(SessionError) {
        guard let first = unhandledRejections.first else { return }
        unhandledRejections.removeAll()
        throw .rejected(reason: first.reason, message: first.message, context: "after pointer or key input")
    }

    /// A time in milliseconds as the module's microseconds, split into high and low words.
    nonisolated static func microseconds(_ milliseconds: Double) -> (UInt32, UInt32) {
        // Held within UInt64: a time made in code is not bounded as a parsed one is.
        let micro = milliseconds.isFinite ? UInt64(min(max(0, (milliseconds * 1000).rounded()), 1e18)) : 0
        return (UInt32(truncatingIfNeeded: micro >> 32), UInt32(truncatingIfNeeded: micro))
    }
}

extension HeadlessSession {
    /// Injects an event of the pointer acting as a finger (a recording's `pointer` lines)
    /// as a mouse: `down` moves the pointer there and presses the primary button,
    /// `motion` moves it, `up` releases the button. The module ends each with a pointer
    /// frame, so the recording's `frame` lines concern touches only.
    func sendPointer(_ event: TouchRecording.Event, to toplevel: Toplevel) {
        switch event.kind {
        case .down(_, let x, let y):
            movePointer(to: Point(x: x, y: y), in: toplevel, time: event.time)
            pointerButton(pressed: true, time: event.time)
        case .motion(_, let x, let y):
            movePointer(to: Point(x: x, y: y), in: toplevel, time: event.time)
        case .up:
            pointerButton(pressed: false, time: event.time)
        default:
            break  // checkInjectable refuses `cancel pointer`; nothing else is marked pointer
        }
    }

    /// Sends the recording's keys that stand before event `position` (all that are left
    /// for `Int.max`), each once. With `start` and `speed`, each waits for its recorded
    /// time first, dispatching the connection meanwhile (keys after the last event: a
    /// held key must stay down as long as recorded for the app to repeat it).
    func sendKeys(
        of recording: TouchRecording, before position: Int, pacedFrom start: Date?, speed: Double?,
        in toplevel: Toplevel
    ) throws(SessionError) {
        while keysSent < recording.keys.count, recording.keys[keysSent].position <= position {
            let key = recording.keys[keysSent]
            if let start, let speed {
                let due = start.addingTimeInterval(key.time / 1000 / speed)
                if due.timeIntervalSinceNow > 0 { try dispatch(until: due) }
            }
            self.key(key.code, pressed: key.isPressed, time: key.time)
            keysSent += 1
        }
        sendPointerEvents(of: recording, before: position, in: toplevel)
    }
}
