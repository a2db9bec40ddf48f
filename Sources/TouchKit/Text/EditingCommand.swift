/// What a key press asks a text entry to do (SPEC X10): the hardware keyboard's
/// editing keys and shortcuts, read from the key's keysym and modifiers (xkbcommon
/// names), so a custom ``KeyInput`` view can route presses the way ``TextField`` does:
///
/// ```swift
/// override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
///     for press in presses {
///         if case .insert(let text) = EditingCommand(key: press.key) { insertText(text) }
///     }
/// }
/// ```
public enum EditingCommand: Sendable, Hashable {
    /// Type text (a key's characters, after compose).
    case insert(String)
    /// Backspace.
    case deleteBackward
    /// Delete.
    case deleteForward
    /// Ctrl+Backspace: back to the start of the word.
    case deleteWordBackward
    /// An arrow, Home or End; `extending` with Shift.
    case move(TextMovement, extending: Bool)
    /// Ctrl+A.
    case selectAll
    /// Ctrl+C.
    case copy
    /// Ctrl+X.
    case cut
    /// Ctrl+V.
    case paste
    /// Ctrl+Z.
    case undo
    /// Ctrl+Shift+Z (or Ctrl+Y).
    case redo
    /// Return or Enter.
    case returnKey
    /// Tab, or Shift+Tab (`backward`).
    case tab(backward: Bool)

    /// Keysyms TouchKit reads (xkbcommon's `XKB_KEY_*` values).
    enum Keysym {
        static let backSpace: UInt32 = 0xff08
        static let tab: UInt32 = 0xff09
        static let leftTab: UInt32 = 0xfe20
        static let returnKey: UInt32 = 0xff0d
        static let keypadEnter: UInt32 = 0xff8d
        static let delete: UInt32 = 0xffff
        static let keypadDelete: UInt32 = 0xff9f
        static let home: UInt32 = 0xff50
        static let left: UInt32 = 0xff51
        static let up: UInt32 = 0xff52
        static let right: UInt32 = 0xff53
        static let down: UInt32 = 0xff54
        static let end: UInt32 = 0xff57
    }

    /// The command for a key, or `nil` for a key that edits nothing (Escape, a function
    /// key, a shortcut with Alt or the logo key): such presses go on up the responder
    /// chain.
    ///
    /// - Parameter key: The key, with its keysym, characters and modifiers.
    public init?(key: Key) {
        let flags = key.modifierFlags
        let control = flags.contains(.control)
        let shift = flags.contains(.shift)
        if flags.contains(.command) { return nil }
        switch key.keysym {
        case Keysym.backSpace: self = control ? .deleteWordBackward : .deleteBackward
        case Keysym.delete, Keysym.keypadDelete: self = .deleteForward
        case Keysym.tab: self = .tab(backward: shift)
        case Keysym.leftTab: self = .tab(backward: true)
        case Keysym.returnKey, Keysym.keypadEnter: self = .returnKey
        case Keysym.left: self = .move(control ? .wordLeft : .left, extending: shift)
        case Keysym.right: self = .move(control ? .wordRight : .right, extending: shift)
        case Keysym.up: self = .move(.up, extending: shift)
        case Keysym.down: self = .move(.down, extending: shift)
        case Keysym.home: self = .move(control ? .documentStart : .lineStart, extending: shift)
        case Keysym.end: self = .move(control ? .documentEnd : .lineEnd, extending: shift)
        default:
            if control {
                guard let command = Self.shortcut(key.charactersIgnoringModifiers.lowercased(), shift: shift) else {
                    return nil
                }
                self = command
                return
            }
            if flags.contains(.alternate) { return nil }
            let text = String(String.UnicodeScalarView(key.characters.unicodeScalars.filter(Self.isTypeable)))
            guard !text.isEmpty else { return nil }
            self = .insert(text)
        }
    }

    /// The Ctrl shortcuts, by the key's unshifted letter.
    private static func shortcut(_ letter: String, shift: Bool) -> EditingCommand? {
        switch letter {
        case "a": return .selectAll
        case "c": return .copy
        case "x": return .cut
        case "v": return .paste
        case "z": return shift ? .redo : .undo
        case "y": return .redo
        default: return nil
        }
    }

    /// Whether a typed character is text (not a control character such as Escape's).
    private static func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && scalar.value != 0x7f && !(0x80..<0xa0).contains(scalar.value)
    }

    /// Whether the command runs again when its key repeats (SPEC X10): typing, deleting
    /// and moving do; shortcuts, Return and Tab do not **(choice)**.
    public var repeats: Bool {
        switch self {
        case .insert, .deleteBackward, .deleteForward, .deleteWordBackward, .move: return true
        default: return false
        }
    }
}
