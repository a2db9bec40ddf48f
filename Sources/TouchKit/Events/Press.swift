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

/// Modifier keys held during a key press.
public struct KeyModifierFlags: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates flags from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 1)
    /// Alt (Mod1).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 2)
    /// The logo key (Mod4, "Super").
    public static let command = KeyModifierFlags(rawValue: 1 << 3)
    /// Caps Lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 4)
}

/// One key press, from key down to key up.
@MainActor
public final class Press: Hashable {
    /// The phase of a press.
    public enum Phase: Sendable, Hashable {
        /// The key went down.
        case began
        /// The key repeated.
        case changed
        /// The key went up.
        case ended
        /// The press was cancelled.
        case cancelled
    }

    /// The key.
    public let key: Key
    /// The press's current phase.
    public internal(set) var phase: Phase
    /// The time of the latest change, in seconds.
    public internal(set) var timestamp: Double

    /// Creates a press (backends and tests create them; the application delivers them).
    public init(key: Key, phase: Phase, timestamp: Double) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Identity equality.
    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses, delivered to the first responder (SPEC R3).
@MainActor
public final class PressesEvent: Event {
    /// Always ``Event/EventType/presses``.
    public override var type: EventType { .presses }
    /// The presses of this event.
    public internal(set) var allPresses: Set<Press> = []

    internal init(presses: Set<Press>, timestamp: Double) {
        self.allPresses = presses
        super.init()
        self.timestamp = timestamp
    }
}
