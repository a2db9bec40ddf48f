/// Where a ``TextLayout`` may break a line that is wider than its width.
public enum TextWrapping: Hashable, Sendable, CaseIterable {
    /// Between words (at Unicode line-break opportunities); a word wider than the line
    /// overflows.
    case word
    /// Between any two characters (grapheme clusters).
    case character
    /// Between words, and inside a word only when it does not fit on a line alone.
    case wordOrCharacter
}
