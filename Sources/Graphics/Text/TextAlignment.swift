/// Where lines sit horizontally in a ``TextLayout``'s width (UIKit's `NSTextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// The start edge of each paragraph's direction: left for English, right for
    /// Arabic or Hebrew.
    case natural
    /// The left edge, whatever the direction.
    case left
    /// Centred.
    case center
    /// The right edge, whatever the direction.
    case right
    /// Both edges (the last line of a paragraph as ``natural``).
    case justified
}
