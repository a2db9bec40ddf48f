import TouchKit
import TouchKitTestHost

/// Keys as the Wayland keyboard resolves them (xkbcommon keysyms), for the text tests.
enum TestKey {
    static let backSpace: UInt32 = 0xff08
    static let tab: UInt32 = 0xff09
    static let returnKey: UInt32 = 0xff0d
    static let delete: UInt32 = 0xffff
    static let home: UInt32 = 0xff50
    static let left: UInt32 = 0xff51
    static let up: UInt32 = 0xff52
    static let right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54
    static let end: UInt32 = 0xff57

    /// A key with a keysym, its characters and modifiers.
    static func key(_ keysym: UInt32, _ characters: String = "", _ flags: KeyModifierFlags = []) -> Key {
        Key(
            keyCode: 8 + (keysym & 0xff), keysym: keysym, characters: characters,
            charactersIgnoringModifiers: characters.lowercased(), modifierFlags: flags)
    }

    /// A letter key (keysym = its code point) typed with `flags`.
    static func letter(_ letter: Character, _ flags: KeyModifierFlags = []) -> Key {
        let scalar = letter.unicodeScalars.first!.value
        let typed = flags.contains(.control) ? "" : String(letter)
        return Key(
            keyCode: 8 + (scalar & 0xff), keysym: scalar, characters: typed,
            charactersIgnoringModifiers: String(letter), modifierFlags: flags)
    }
}

extension WindowTestHost {
    /// Presses and releases a key on the key window's first responder.
    func type(_ key: Key) {
        application.handleKey(key, phase: .began, timestamp: Double(time) / 1000)
        application.handleKey(key, phase: .ended, timestamp: Double(time) / 1000)
        time += 50
    }

    /// Types each character of `text` as its own key.
    func type(text: String) {
        for character in text { type(TestKey.letter(character)) }
    }

    /// Presses a key and lets it repeat `repeats` times before releasing it.
    func hold(_ key: Key, repeats: Int) {
        application.handleKey(key, phase: .began, timestamp: Double(time) / 1000)
        for _ in 0..<repeats { application.handleKey(key, phase: .changed, timestamp: Double(time) / 1000) }
        application.handleKey(key, phase: .ended, timestamp: Double(time) / 1000)
    }

    /// A text field in the window, editing.
    func editingField(_ text: String = "", frame: Rect = Rect(x: 20, y: 20, width: 300, height: 34)) -> TextField {
        let field = TextField(frame: frame)
        window.addSubview(field)
        field.text = text
        field.becomeFirstResponder()
        return field
    }
}

extension TextInput {
    /// The selection as UTF-16 offsets.
    var selectedOffsets: Range<Int>? { selectedTextRange?.offsets }
}
