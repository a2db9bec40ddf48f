/// A text field or text view as an assistive technology reads and edits it (SPEC A18):
/// its text, its caret, and edits that go through the same path as typing (the
/// delegate asked first, then `.editingChanged` or `textViewDidChange(_:)`).
///
/// Offsets count Unicode scalars of ``text``, as AT-SPI's `Text` and `EditableText`
/// count characters; a secure field reads as one bullet per character.
@MainActor
public struct AccessibilityEditableText {
    /// The field's editing model.
    let editor: TextEditor
    /// Whether the field takes edits now (an enabled field, an editable text view).
    public let isEditable: Bool

    /// The text as read: the field's text, or one bullet per character when secure.
    public var text: String { editor.displayText }
    /// Whether the text can have several lines (a text view).
    public var isMultiline: Bool { editor.isMultiline }
    /// Whether the text is hidden (a secure text field).
    public var isSecure: Bool { editor.isSecure }
    /// The caret (the selection's moving end), as an offset into ``text``.
    public var caretOffset: Int { offset(ofModel: editor.active) }

    /// The selection, as offsets into ``text`` (empty at the caret).
    public var selectedRange: Range<Int> {
        offset(ofModel: editor.selection.lowerBound)..<offset(ofModel: editor.selection.upperBound)
    }

    /// Moves the caret to an offset (clamped), as a tap there would.
    public func setCaret(_ offset: Int) {
        let at = modelOffset(offset)
        editor.select(at..<at)
    }

    /// Replaces all the text, as a user's edit (SPEC A18); whether it changed.
    @discardableResult
    public func setText(_ newText: String) -> Bool {
        guard isEditable else { return false }
        return editor.replace(0..<editor.length, with: newText)
    }

    /// Inserts text at an offset, as typing there would; whether it changed.
    @discardableResult
    public func insert(_ string: String, at offset: Int) -> Bool {
        guard isEditable else { return false }
        let at = modelOffset(offset)
        return editor.replace(at..<at, with: string)
    }

    /// Deletes the text between two offsets, as a user's delete; whether it changed.
    @discardableResult
    public func delete(from start: Int, to end: Int) -> Bool {
        guard isEditable else { return false }
        let lower = modelOffset(min(start, end))
        let upper = modelOffset(max(start, end))
        return editor.replace(lower..<upper, with: "")
    }

    /// The offset into ``text`` of a model offset (UTF-16 in the field's text).
    func offset(ofModel model: Int) -> Int {
        let model = editor.text.index(utf16Offset: min(max(0, model), editor.length))
        if editor.isSecure { return editor.text[..<model].count }
        return editor.text.unicodeScalars[..<model].count
    }

    /// The model offset of an offset into ``text``, clamped to the text.
    func modelOffset(_ offset: Int) -> Int {
        let text = editor.text
        let index: String.Index
        if editor.isSecure {
            index = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        } else {
            let scalars = text.unicodeScalars
            index =
                scalars.index(scalars.startIndex, offsetBy: max(0, offset), limitedBy: scalars.endIndex)
                ?? scalars.endIndex
        }
        return text.utf16Offset(of: index)
    }
}

extension AccessibilityNode {
    /// The text a screen reader reads and edits, when the node is a text field or a
    /// text view (SPEC A18).
    public var editableText: AccessibilityEditableText? {
        switch view {
        case let field as TextField: AccessibilityEditableText(editor: field.editor, isEditable: field.isEnabled)
        case let textView as TextView:
            AccessibilityEditableText(editor: textView.editor, isEditable: textView.isEditable)
        default: nil
        }
    }
}

extension TextField: AccessibilityDefaults {
    /// The placeholder names an empty field's purpose **(choice, SPEC A18)**.
    var builtInAccessibilityLabel: String? { placeholder }
    /// The text (bullets when secure) is the value (SPEC A18).
    var builtInAccessibilityValue: String? { editor.displayText }
    var builtInAccessibilityTraits: AccessibilityTraits { [] }
    /// A tap's effect: the field begins editing (SPEC A18).
    func builtInAccessibilityActivate() -> Bool { becomeFirstResponder() }
}

extension TextView: AccessibilityDefaults {
    var builtInAccessibilityLabel: String? { nil }
    /// The text is the value (SPEC A18).
    var builtInAccessibilityValue: String? { editor.displayText }
    var builtInAccessibilityTraits: AccessibilityTraits { isEditable ? [] : .staticText }
    /// A tap's effect: the view begins editing (SPEC A18).
    func builtInAccessibilityActivate() -> Bool { becomeFirstResponder() }
}
