/// A key on a keyboard (SPEC R3).
public struct Key: Sendable, Hashable {
    /// The hardware key code (evdev code + 8, as xkbcommon numbers them).
    public var keyCode: UInt32
    /// The keysym xkbcommon resolved for the key with the current modifiers.
    public var keysym: UInt32
    /// The text the key produces with the current modifiers (may be empty).
    public var characters: String
    /// The text the key produces without modifiers.
    public var charactersIgnoringModifiers: String
    /// The modifier keys held.
    public var modifierFlags: KeyModifierFlags

    /// Creates a key description.
    public init(
        keyCode: UInt32, keysym: UInt32, characters: String,
        charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags
    ) {
        self.keyCode = keyCode
        self.keysym = keysym
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }
}
