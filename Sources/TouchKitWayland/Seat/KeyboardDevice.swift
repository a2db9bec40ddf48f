import CXKBCommon
import Glibc
import TouchKit
internal import Wayland

#if canImport(Glibc)
    import Glibc
#endif

/// A seat's `wl_keyboard`: an xkbcommon keymap and state turn key codes into keysyms,
/// text and modifiers, delivered to the first responder (SPEC R3), with key repeat
/// following `repeat_info`. Which changes become presses follows keyboard focus
/// (``KeyboardFocus``): keys already down when focus arrives deliver nothing, keys
/// still down when it leaves are cancelled, and nothing repeats without focus.
@MainActor
final class KeyboardDevice {
    /// The largest keymap accepted, in bytes.
    static let maximumKeymapSize = KeyboardLimits.maximumKeymapSize

    private let keyboard: WlKeyboard
    private unowned let seat: WaylandSeat
    private let context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    /// Key repeat on the application's clock (SPEC X10).
    private let keyRepeat = KeyRepeat()
    /// Dead keys and the Compose key (SPEC X10); `nil` without a Compose table.
    private lazy var compose = KeyCompose(context: context, environment: ProcessEnvironment.variables)
    private var focus = KeyboardFocus()

    init(keyboard: WlKeyboard, seat: WaylandSeat) {
        self.keyboard = keyboard
        self.seat = seat
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        keyboard.onEvent = { [weak self] event in self?.keyboardEvent(event) }
    }

    private func keyboardEvent(_ event: WlKeyboard.Event) {
        switch event {
        case .keymap(let format, let fd, let size):
            loadKeymap(format: format, fd: fd, size: size)
        case .enter(let serial, let surface, let keys):
            seat.inputSerial = serial
            focus.enter(heldKeys: keys)
            if let host = seat.connection.window(for: surface) { host.window.makeKeyAndVisible() }
        case .leave:
            stopRepeat()
            compose?.reset()
            for code in focus.leave() { send(code, phase: .cancelled, time: 0) }
        case .key(let serial, let time, let key, let keyState):
            seat.inputSerial = serial
            let code = key &+ 8
            let pressed = keyState == .pressed
            seat.recorder?.recordKey(code: key, pressed: pressed, compositorTime: time)
            if !pressed, keyRepeat.code == code { stopRepeat() }
            guard let phase = focus.key(code, pressed: pressed) else { return }
            send(code, phase: phase, time: time)
            if phase == .began { startRepeat(code) }
        case .modifiers(_, let depressed, let latched, let locked, let group):
            if let state { xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group) }
        case .repeatInfo(let rate, let delay):
            let settings = KeyboardLimits.repeatSettings(rate: rate, delay: delay)
            if settings.clamped {
                TouchKitLog.error(
                    "key repeat of \(rate)/s after \(delay) ms; using \(settings.rate)/s after \(settings.delay) ms")
            }
            keyRepeat.rate = settings.rate
            keyRepeat.delay = settings.delay
        }
    }

    /// Reads the keymap (``KeymapFile``, which checks its size first) and compiles it.
    private func loadKeymap(format: WlKeyboard.KeymapFormat, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == .xkbV1, size > 0, size <= Self.maximumKeymapSize else {
            TouchKitLog.error("keymap refused (format \(format.rawValue), \(size) bytes)")
            return
        }
        let text: String
        switch KeymapFile.read(fd: fd, size: size) {
        case .success(let read): text = read
        case .failure(let error):
            TouchKitLog.error("keymap refused: \(error)")
            return
        }
        guard
            let newKeymap = xkb_keymap_new_from_string(
                context, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            TouchKitLog.error("the compositor's keymap does not compile")
            return
        }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = newKeymap
        state = xkb_state_new(newKeymap)
    }

    /// The UTF-8 text xkbcommon wrote into `buffer`, up to its terminating NUL.
    private static func string(fromNulTerminated buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The modifier keys held now (for keys, and Shift+wheel, SPEC P7).
    var modifierFlags: KeyModifierFlags {
        guard let state else { return [] }
        var flags: KeyModifierFlags = []
        func active(_ name: String, _ flag: KeyModifierFlags) {
            if xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 { flags.insert(flag) }
        }
        active(XKB_MOD_NAME_SHIFT, .shift)
        active(XKB_MOD_NAME_CTRL, .control)
        active(XKB_MOD_NAME_ALT, .alternate)
        active(XKB_MOD_NAME_LOGO, .command)
        active(XKB_MOD_NAME_CAPS, .alphaShift)
        return flags
    }

    private func send(_ code: UInt32, phase: Press.Phase, time: UInt32) {
        guard let state, let application = seat.connection.application else { return }
        seat.deliverCollectedFrames()  // Touches that came before the key go first.
        let keysym = xkb_state_key_get_one_sym(state, code)
        var buffer = [CChar](repeating: 0, count: 64)
        xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        var text = Self.string(fromNulTerminated: buffer)
        if phase == .began, let compose {
            switch compose.feed(keysym) {
            case .passThrough: break
            case .composing, .cancelled: text = ""
            case .composed(let composed): text = composed
            }
        }
        var plain = [CChar](repeating: 0, count: 64)
        xkb_keysym_to_utf8(xkb_state_key_get_one_sym(state, code), &plain, plain.count)
        let flags = modifierFlags
        let key = Key(
            keyCode: code, keysym: keysym, characters: text,
            charactersIgnoringModifiers: Self.string(fromNulTerminated: plain), modifierFlags: flags)
        application.handleKey(key, phase: phase, timestamp: Double(time) / 1000)
    }

    /// Repeats a held key after the delay, at the rate, on the application's clock, while
    /// it stays down and the window keeps focus.
    private func startRepeat(_ code: UInt32) {
        stopRepeat()
        guard let keymap, xkb_keymap_key_repeats(keymap, code) != 0, let application = seat.connection.application
        else { return }
        keyRepeat.start(code, on: application) { [weak self] code in self?.repeatStep(code) == true }
    }

    /// Delivers one repeat of `code`; `false` when it may no longer repeat.
    private func repeatStep(_ code: UInt32) -> Bool {
        guard focus.mayRepeat(code) else { return false }
        send(code, phase: .changed, time: 0)
        return true
    }

    private func stopRepeat() {
        keyRepeat.stop()
    }

    func release() {
        stopRepeat()
        keyboard.destroy()
    }

    isolated deinit {
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        xkb_context_unref(context)
    }
}
