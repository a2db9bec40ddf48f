/// The direction a paragraph reads in, found from its first strong character
/// (the Unicode bidirectional algorithm's rule P2).
public enum TextDirection: Hashable, Sendable, CaseIterable {
    /// Left to right (Latin, Greek, Cyrillic, Devanagari, CJK...).
    case leftToRight
    /// Right to left (Arabic, Hebrew...).
    case rightToLeft
}
