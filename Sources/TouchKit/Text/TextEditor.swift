/// The editing model behind ``TextField`` and ``TextView``: the text, the selection, the
/// marked (preedit) text and the undo history, laid out by Pango for every caret move
/// and deletion (SPEC X1-X5).
///
/// Offsets are UTF-16 code units (SPEC X1). What is laid out, `displayText`, is the
/// text itself, or one bullet per character for secret text (SPEC X9); the caret moves
/// and deletes by the layout's cursor positions, so by grapheme cluster (SPEC X2) and in
/// visual order (SPEC X3).
///
/// Its members are TouchKit's own: a custom text view adopts ``TextInput``.
@MainActor
public final class TextEditor {
    /// One state of the text, for undo.
    private struct Snapshot {
        var text: String
        var anchor: Int
        var active: Int
    }

    /// The view the editor edits for.
    weak var host: (any TextEditorHost)?

    /// The text.
    private(set) var text = ""
    /// The fixed end of the selection (UTF-16 offset).
    private(set) var anchor = 0
    /// The moving end of the selection, where the caret is drawn (UTF-16 offset).
    private(set) var active = 0
    /// The marked (preedit) text's range, or `nil` (SPEC X5).
    private(set) var markedRange: Range<Int>?
    /// The laid-out text: ``text``, or bullets when secret; marked text underlined.
    let layout: TextLayout
    /// Whether the text shows as bullets (SPEC X9).
    var isSecure = false {
        didSet { if isSecure != oldValue { refreshLayout() } }
    }
    /// Whether the text may hold line breaks (a text view) or not (a text field, where a
    /// line break inserted becomes a space).
    let isMultiline: Bool

    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// The most undo steps kept **(choice)**.
    static let undoLimit = 100
    /// The character secret text is drawn with (U+2022 BULLET) **(choice)**.
    static let secureCharacter: Character = "\u{2022}"

    init(multiline: Bool, font: Font) {
        isMultiline = multiline
        layout = TextLayout(text: "", font: font)
    }

    // MARK: - State

    /// Where the layout's origin is in the host view's coordinates.
    var origin: Point { host?.textOrigin ?? .zero }

    /// The layout's coordinates of a point in the host view.
    func layoutPoint(_ point: Point) -> Point {
        let origin = self.origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The selection, from its lower end to its upper end.
    var selection: Range<Int> { min(anchor, active)..<max(anchor, active) }

    /// The length of the text in UTF-16 code units.
    var length: Int { text.utf16.count }

    /// Sets the text from code: no delegate, no control event; the caret goes to the end,
    /// marked text and the undo history are dropped (SPEC X7).
    func setText(_ newText: String) {
        let cleaned = isMultiline ? newText : Self.singleLine(newText)
        guard cleaned != text || markedRange != nil else { return }
        text = cleaned
        markedRange = nil
        anchor = length
        active = length
        undoStack.removeAll()
        redoStack.removeAll()
        refreshLayout()
    }

    /// Sets the selection, clamped to the text and snapped to cursor positions.
    ///
    /// - Parameters:
    ///   - range: The new selection (an empty range for a caret).
    ///   - active: Whether the caret end is the upper end (the default) or the lower one.
    func select(_ range: Range<Int>, activeAtEnd: Bool = true) {
        let lower = snapped(range.lowerBound)
        let upper = max(lower, snapped(range.upperBound))
        let (newAnchor, newActive) = activeAtEnd ? (lower, upper) : (upper, lower)
        guard newAnchor != anchor || newActive != active else { return }
        anchor = newAnchor
        active = newActive
        if let marked = markedRange, !marked.contains(lower) && lower != marked.upperBound {
            markedRange = nil
            refreshLayout()
        }
        host?.textEditorDidChangeSelection(self)
        host?.textEditorNeedsDisplay(self)
    }

    /// An offset clamped to the text and moved to the cursor position at or before it.
    func snapped(_ offset: Int) -> Int {
        let clamped = min(max(0, offset), length)
        let display = displayIndex(clamped)
        return modelOffset(layout.cursorPosition(atOrBefore: display))
    }

    // MARK: - Edits

    /// Replaces a range with text as the user's edit: the host is asked first
    /// (SPEC X7); on yes the text changes, the caret goes after the new text and the
    /// host hears of it.
    ///
    /// - Returns: Whether the change was made.
    @discardableResult
    func replace(_ range: Range<Int>, with replacement: String, asking: Bool = true) -> Bool {
        let range = min(max(0, range.lowerBound), length)..<min(max(0, range.upperBound), length)
        let replacement = isMultiline ? replacement : Self.singleLine(replacement)
        if asking, host?.textEditor(self, shouldChangeCharactersIn: range, replacement: replacement) == false {
            return false
        }
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        remember()
        redoStack.removeAll()
        apply(range, replacement)
        markedRange = nil
        let caret = range.lowerBound + replacement.utf16.count
        anchor = caret
        active = caret
        refreshLayout()
        host?.textEditorDidChangeText(self)
        host?.textEditorDidChangeSelection(self)
        return true
    }

    /// Inserts typed or committed text in place of the marked text, else the selection.
    func insertText(_ string: String) {
        replace(markedRange ?? selection, with: string)
    }

    /// Deletes the selection, else what Backspace removes before the caret: the
    /// grapheme cluster, or one character where Pango says so (SPEC X2).
    func deleteBackward() {
        if let marked = markedRange {
            unmarkText()
            if !marked.isEmpty { select(marked) }
        }
        if !selection.isEmpty {
            replace(selection, with: "")
            return
        }
        guard active > 0 else { return }
        let display = displayIndex(active)
        let start: Int
        if !isSecure, layout.boundary(at: display)?.backspaceDeletesCharacter == true {
            start = text.utf16Offset(of: text.unicodeScalars.index(before: text.index(utf16Offset: active)))
        } else {
            start = modelOffset(layout.cursorPosition(before: display) ?? layout.text.startIndex)
        }
        replace(start..<active, with: "")
    }

    /// Deletes the selection, else the grapheme cluster after the caret (Delete, SPEC X2).
    func deleteForward() {
        unmarkText()
        if !selection.isEmpty {
            replace(selection, with: "")
            return
        }
        guard active < length else { return }
        let end = modelOffset(layout.cursorPosition(after: displayIndex(active)) ?? layout.text.endIndex)
        replace(active..<end, with: "")
    }

    /// Deletes the selection, else back to the start of the word (Ctrl+Backspace).
    func deleteWordBackward() {
        unmarkText()
        if !selection.isEmpty {
            replace(selection, with: "")
            return
        }
        guard active > 0 else { return }
        let start = isSecure ? 0 : modelOffset(layout.wordStart(before: displayIndex(active)))
        replace(start..<active, with: "")
    }

    // MARK: - Marked text (SPEC X5)

    /// Puts provisional text in place of the marked text, else the selection, and marks
    /// it; `selectedRange` is relative to it. Not asked of the host: the text is not the
    /// user's until committed.
    func setMarkedText(_ marked: String?, selectedRange: Range<Int>) {
        let marked = isMultiline ? (marked ?? "") : Self.singleLine(marked ?? "")
        let range = markedRange ?? selection
        apply(range, marked)
        let count = marked.utf16.count
        markedRange = marked.isEmpty ? nil : range.lowerBound..<(range.lowerBound + count)
        let lower = range.lowerBound + min(max(0, selectedRange.lowerBound), count)
        let upper = range.lowerBound + min(max(0, selectedRange.upperBound), count)
        anchor = lower
        active = max(lower, upper)
        refreshLayout()
        host?.textEditorDidChangeSelection(self)
    }

    /// Keeps the marked text as text: the mark goes, the text stays.
    func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        refreshLayout()
    }

    // MARK: - Undo (SPEC X10)

    /// Whether there is an edit to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone edit to redo.
    var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last edit.
    func undo() {
        unmarkText()
        guard let last = undoStack.popLast() else { return }
        redoStack.append(Snapshot(text: text, anchor: anchor, active: active))
        restore(last)
    }

    /// Redoes the last undone edit.
    func redo() {
        unmarkText()
        guard let next = redoStack.popLast() else { return }
        undoStack.append(Snapshot(text: text, anchor: anchor, active: active))
        restore(next)
    }

    private func remember() {
        undoStack.append(Snapshot(text: text, anchor: anchor, active: active))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }

    private func restore(_ snapshot: Snapshot) {
        text = snapshot.text
        anchor = snapshot.anchor
        active = snapshot.active
        refreshLayout()
        host?.textEditorDidChangeText(self)
        host?.textEditorDidChangeSelection(self)
    }

    // MARK: - Text and layout

    private func apply(_ range: Range<Int>, _ replacement: String) {
        let lower = text.index(utf16Offset: range.lowerBound)
        let upper = text.index(utf16Offset: range.upperBound)
        text.replaceSubrange(lower..<upper, with: replacement)
    }

    /// A line break in a one-line field's text becomes a space **(choice)**.
    static func singleLine(_ string: String) -> String {
        guard string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline ? " " : $0 })
    }

    /// The text as laid out: the text, or one bullet per character.
    var displayText: String {
        isSecure ? String(repeating: Self.secureCharacter, count: text.count) : text
    }

    /// Lays out ``displayText`` again, with the marked text underlined.
    func refreshLayout() {
        let shown = displayText
        if let marked = markedRange, !marked.isEmpty {
            let lower = displayIndex(marked.lowerBound, in: shown)
            let upper = displayIndex(marked.upperBound, in: shown)
            layout.attributedText =
                AttributedText(String(shown[..<lower]))
                + AttributedText(String(shown[lower..<upper]), attributes: TextAttributes(isUnderlined: true))
                + AttributedText(String(shown[upper...]))
        } else {
            layout.text = shown
        }
        host?.textEditorNeedsDisplay(self)
    }

    /// The index of the laid-out text at a model offset.
    func displayIndex(_ offset: Int) -> String.Index {
        displayIndex(offset, in: layout.text)
    }

    private func displayIndex(_ offset: Int, in shown: String) -> String.Index {
        let index = text.index(utf16Offset: offset)
        guard isSecure else { return shown.index(utf16Offset: offset) }
        let characters = text[..<index].count
        return shown.index(shown.startIndex, offsetBy: characters, limitedBy: shown.endIndex) ?? shown.endIndex
    }

    /// The model offset of an index of the laid-out text.
    func modelOffset(_ index: String.Index) -> Int {
        let shown = layout.text
        guard isSecure else { return shown.utf16Offset(of: index) }
        let characters = shown[..<index].count
        let model = text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex) ?? text.endIndex
        return text.utf16Offset(of: model)
    }
}
