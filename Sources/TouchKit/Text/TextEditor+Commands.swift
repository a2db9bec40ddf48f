extension TextEditor {
    /// Runs the commands every text entry handles alike (typing, deleting, moving,
    /// selecting, the clipboard, undo); Return and Tab are the view's.
    ///
    /// - Returns: Whether the command was handled here.
    func perform(_ command: EditingCommand, pasteboard: Pasteboard = .general) -> Bool {
        switch command {
        case .insert(let string): insertText(string)
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteWordBackward: deleteWordBackward()
        case .move(let movement, let extending): move(movement, extending: extending)
        case .selectAll: selectAll()
        case .copy: copy(to: pasteboard)
        case .cut: cut(to: pasteboard)
        case .paste: paste(from: pasteboard)
        case .undo: undo()
        case .redo: redo()
        case .returnKey, .tab: return false
        }
        return true
    }

    /// Copies the selection; secret text is never copied (SPEC X9, X12).
    func copy(to pasteboard: Pasteboard) {
        guard !isSecure, !selection.isEmpty else { return }
        pasteboard.string = text.substring(utf16Range: selection)
    }

    /// Copies the selection and deletes it; secret text is neither copied nor cut.
    func cut(to pasteboard: Pasteboard) {
        guard !isSecure, !selection.isEmpty else { return }
        pasteboard.string = text.substring(utf16Range: selection)
        replace(selection, with: "")
    }

    /// Replaces the selection with the clipboard's text, if it holds any.
    func paste(from pasteboard: Pasteboard) {
        guard let string = pasteboard.string, !string.isEmpty else { return }
        unmarkText()
        replace(selection, with: string)
    }
}
