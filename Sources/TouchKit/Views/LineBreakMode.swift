/// How a ``Label`` breaks lines and what it does with text that does not fit
/// (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Lines break between words (inside a word only when it is wider than a line);
    /// text past the last line is cut off.
    case byWordWrapping
    /// Lines break between any two characters; text past the last line is cut off.
    case byCharWrapping
    /// Like ``byWordWrapping``, text past the last line cut off at the label's edge.
    case byClipping
    /// Lines break between words; the last line starts with an ellipsis.
    case byTruncatingHead
    /// Lines break between words; the last line ends with an ellipsis.
    case byTruncatingTail
    /// Lines break between words; the last line has an ellipsis in its middle.
    case byTruncatingMiddle

    /// The layout's wrapping for this mode.
    var wrapping: TextWrapping { self == .byCharWrapping ? .character : .wordOrCharacter }

    /// The layout's truncation for this mode.
    var truncation: TextTruncation {
        switch self {
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        case .byTruncatingHead: .head
        case .byTruncatingTail: .tail
        case .byTruncatingMiddle: .middle
        }
    }
}
