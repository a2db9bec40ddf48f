/// A text view's editing model as the keyboard and input methods see it (UIKit's
/// `UITextInput`): the document, the selection, the marked (preedit) text and where
/// they are on screen. ``TextField`` and ``TextView`` adopt it; a custom text view can
/// too.
///
/// Positions are UTF-16 offsets (``TextPosition/offset``) and ranges of marked text
/// are `Range<Int>` of UTF-16 code units, where UIKit takes an `NSRange` (SPEC X1).
@MainActor
public protocol TextInput: KeyInput {
    /// The text of a range, or `nil` for a range outside the document.
    func text(in range: TextRange) -> String?
    /// Replaces the text of a range.
    func replace(_ range: TextRange, withText text: String)
    /// The selection, an empty range for a caret; `nil` when the view is not editing.
    var selectedTextRange: TextRange? { get set }
    /// The marked (provisional, preedit) text, or `nil` when there is none (SPEC X5).
    var markedTextRange: TextRange? { get }
    /// Inserts provisional text in place of the marked text or, without marked text,
    /// of the selection, and marks it.
    ///
    /// - Parameters:
    ///   - markedText: The provisional text; `nil` or empty removes the marked text.
    ///   - selectedRange: The selection within `markedText`, in its UTF-16 units.
    func setMarkedText(_ markedText: String?, selectedRange: Range<Int>)
    /// Keeps the marked text as ordinary text: ``markedTextRange`` becomes `nil`.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: TextPosition { get }
    /// The end of the text.
    var endOfDocument: TextPosition { get }
    /// A range between two positions, or `nil` if either is outside the document.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` UTF-16 units from `position`, or `nil` outside the document.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// The position `offset` caret steps from `position` in a direction on screen
    /// (grapheme clusters and visual order, SPEC X2, X3), or `nil` past the document's ends.
    func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition?
    /// The number of UTF-16 units from one position to another.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// The caret's rectangle at a position, in the view's coordinates.
    func caretRect(for position: TextPosition) -> Rect
    /// The rectangle of the first line of a range, in the view's coordinates.
    func firstRect(for range: TextRange) -> Rect
    /// The caret position nearest a point in the view's coordinates.
    func closestPosition(to point: Point) -> TextPosition?
    /// The rectangles that cover a range on screen.
    func selectionRects(for range: TextRange) -> [TextSelectionRect]
}
