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
