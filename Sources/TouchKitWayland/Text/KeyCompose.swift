import CXKBCommon
import TouchKit

/// Compose sequences (xkbcommon's `xkb_compose`): dead keys and the Compose key turn a
/// run of keys into one character, as the locale's Compose file says (SPEC X10).
///
/// ``KeyboardDevice`` feeds it each key pressed: a key in the middle of a sequence types
/// nothing, the last one types the composed text, a key that breaks a sequence types
/// nothing, and a key outside any sequence types its own text.
final class KeyCompose {
    /// What one key does to the sequence.
    enum Result: Equatable {
        /// The key is not part of a sequence: it types its own text.
        case passThrough
        /// The key started or continued a sequence: it types nothing yet.
        case composing
        /// The key finished a sequence: it types this text.
        case composed(String)
        /// The key broke a sequence: it types nothing.
        case cancelled
    }

    private let table: OpaquePointer
    private let state: OpaquePointer

    /// The locale's Compose table, from `LC_ALL`, `LC_CTYPE` or `LANG` (the C locale
    /// when none is set), or `nil` when it has none.
    convenience init?(context: OpaquePointer?, environment: [String: String]) {
        let locale = Self.locale(environment)
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            TouchKitLog.error("no Compose table for the locale \(locale): dead keys and Compose type nothing special")
            return nil
        }
        self.init(table: table)
    }

    /// A Compose table from the text of a Compose file (for tests).
    convenience init?(composeFile text: String) {
        let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        defer { xkb_context_unref(context) }
        let bytes = text.utf8.map { CChar(bitPattern: $0) }
        guard
            let table = xkb_compose_table_new_from_buffer(
                context, bytes, bytes.count, "C", XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
        else { return nil }
        self.init(table: table)
    }

    private init(table: OpaquePointer) {
        self.table = table
        state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// The locale whose Compose file applies.
    static func locale(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }

    /// Feeds a pressed key's keysym.
    func feed(_ keysym: UInt32) -> Result {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            xkb_compose_state_get_utf8(state, &buffer, buffer.count)
            xkb_compose_state_reset(state)
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return .composed(String(decoding: bytes, as: UTF8.self))
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Forgets a sequence under way (focus left).
    func reset() {
        xkb_compose_state_reset(state)
    }
}
