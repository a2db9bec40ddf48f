/// A place in a text input's document (UIKit's `UITextPosition`): between two
/// characters, or at either end.
///
/// TouchKit's text views number positions by UTF-16 code units from the start of the
/// text, as UIKit's `NSString` offsets do, so the offsets a UIKit delegate computes
/// port unchanged. A custom ``TextInput`` adopter may subclass it to carry its own
/// location.
@MainActor
open class TextPosition {
    /// The position's offset from the start of the text, in UTF-16 code units.
    public let offset: Int

    /// Creates a position.
    ///
    /// - Parameter offset: UTF-16 code units from the start of the text.
    public init(offset: Int) {
        self.offset = offset
    }
}

/// A range of a text input's document (UIKit's `UITextRange`): from ``start`` to
/// ``end``, empty for a caret.
@MainActor
open class TextRange {
    /// The start of the range.
    open var start: TextPosition { startPosition }
    /// The end of the range.
    open var end: TextPosition { endPosition }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { start.offset >= end.offset }

    private let startPosition: TextPosition
    private let endPosition: TextPosition

    /// Creates a range; the two positions are put in order.
    ///
    /// - Parameters:
    ///   - start: One end.
    ///   - end: The other end.
    public init(start: TextPosition, end: TextPosition) {
        if start.offset <= end.offset {
            startPosition = start
            endPosition = end
        } else {
            startPosition = end
            endPosition = start
        }
    }

    /// The range as UTF-16 offsets from the start of the text (UIKit's `NSRange`).
    public var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}

/// One rectangle of a selection on screen (UIKit's `UITextSelectionRect`).
@MainActor
open class TextSelectionRect {
    /// The rectangle, in the text view's coordinates.
    open var rect: Rect { storedRect }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { storedContainsEnd }

    private let storedRect: Rect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// Creates a selection rectangle.
    public init(rect: Rect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }
}

/// A direction in a text's layout (UIKit's `UITextLayoutDirection`).
public enum TextLayoutDirection: Sendable, Hashable {
    /// Towards the right edge.
    case right
    /// Towards the left edge.
    case left
    /// One line up.
    case up
    /// One line down.
    case down
}
