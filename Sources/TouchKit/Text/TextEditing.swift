/// A text view whose editing model is TouchKit's own: ``TextField`` and ``TextView``
/// adopt it and share, through its default implementations, every ``TextInput`` and
/// ``KeyInput`` method, the caret and selection drawing and the touches that edit
/// (SPEC X1-X5, X11). A custom text view adopts ``TextInput`` instead: it cannot make
/// a ``TextEditor``.
@MainActor
public protocol TextEditing: TextInput {
    /// The editing model: the text, the selection, the marked text, laid out by Pango.
    var editor: TextEditor { get }
    /// Whether the view is in an editing session.
    var isEditing: Bool { get }
}

extension TextEditing {
    // MARK: - KeyInput (SPEC X1)

    /// Whether the view holds text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Inserts text at the caret in place of the selection (or the marked text), as the
    /// user's edit: the delegate is asked first (SPEC X7). A text field takes a line
    /// break as Return instead (SPEC X8).
    public func insertText(_ text: String) {
        editor.insertText(text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (SPEC X2).
    public func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: - TextInput

    /// The text of a range, or `nil` outside the text.
    public func text(in range: TextRange) -> String? {
        guard range.start.offset >= 0, range.end.offset <= editor.length else { return nil }
        return editor.text.substring(utf16Range: range.offsets)
    }

    /// Replaces a range's text, as the user's edit.
    public func replace(_ range: TextRange, withText text: String) {
        editor.replace(range.offsets, with: text)
    }

    /// The selection (a caret when empty), or `nil` when the view is not editing.
    public var selectedTextRange: TextRange? {
        get {
            guard isEditing else { return nil }
            let selection = editor.selection
            return TextRange(
                start: TextPosition(offset: selection.lowerBound), end: TextPosition(offset: selection.upperBound))
        }
        set {
            guard let newValue else { return }
            editor.select(newValue.offsets)
        }
    }

    /// The marked (preedit) text's range, or `nil` (SPEC X5).
    public var markedTextRange: TextRange? {
        editor.markedRange.map {
            TextRange(start: TextPosition(offset: $0.lowerBound), end: TextPosition(offset: $0.upperBound))
        }
    }

    /// Puts provisional text in place of the marked text or the selection, underlined
    /// (SPEC X5).
    public func setMarkedText(_ markedText: String?, selectedRange: Range<Int>) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Keeps the marked text as text.
    public func unmarkText() {
        editor.unmarkText()
    }

    /// The start of the text.
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

    /// The end of the text.
    public var endOfDocument: TextPosition { TextPosition(offset: editor.length) }

    /// A range between two positions, or `nil` outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        let length = editor.length
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else { return nil }
        return TextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` UTF-16 units away, or `nil` outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = position.offset + offset
        guard (0...editor.length).contains(target) else { return nil }
        return TextPosition(offset: target)
    }

    /// The position `offset` caret steps away on screen (SPEC X2, X3), or `nil` when the
    /// text ends first.
    public func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        let movement: TextMovement
        switch direction {
        case .left: movement = offset >= 0 ? .left : .right
        case .right: movement = offset >= 0 ? .right : .left
        case .up: movement = offset >= 0 ? .up : .down
        case .down: movement = offset >= 0 ? .down : .up
        }
        var current = position.offset
        for _ in 0..<abs(offset) {
            let next = editor.offset(from: current, moving: movement)
            if next == current { return nil }
            current = next
        }
        return TextPosition(offset: current)
    }

    /// The UTF-16 units from one position to another.
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The caret's rectangle at a position, in the view's coordinates (2 points wide).
    public func caretRect(for position: TextPosition) -> Rect {
        let origin = editor.origin
        let caret = editor.caretRect(at: position.offset)
        return Rect(x: origin.x + caret.minX - 1, y: origin.y + caret.minY, width: 2, height: caret.height)
    }

    /// The rectangle of a range's first line, in the view's coordinates.
    public func firstRect(for range: TextRange) -> Rect {
        selectionRects(for: range).first?.rect ?? caretRect(for: range.start)
    }

    /// The caret position nearest a point in the view.
    public func closestPosition(to point: Point) -> TextPosition? {
        TextPosition(offset: editor.offset(closestTo: editor.layoutPoint(point)))
    }

    /// The rectangles covering a range, in the view's coordinates.
    public func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        let origin = editor.origin
        let rects = editor.selectionRects(for: range.offsets)
        return rects.enumerated().map { i, r in
            TextSelectionRect(
                rect: r.offsetBy(dx: origin.x, dy: origin.y), containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }
}
