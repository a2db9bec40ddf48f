extension TextField {
    /// Inserts text at the caret in place of the selection (or the marked text), as the
    /// user's edit: the delegate is asked, ``ControlEvents/editingChanged`` follows. A
    /// line break is Return (SPEC X8).
    public func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        editor.insertText(text)
    }

    /// Runs an editing command; Return and Tab are the field's (SPEC X8).
    ///
    /// - Returns: Whether the command was handled.
    @discardableResult
    public func perform(_ command: EditingCommand) -> Bool {
        switch command {
        case .returnKey:
            handleReturn()
            return true
        case .tab(let backward):
            guard let next = TextFocusOrder.entry(after: self, backward: backward) else { return false }
            next.becomeFirstResponder()
            return true
        default:
            return editor.perform(command)
        }
    }

    /// Return: keeps marked text, asks the delegate (`textFieldShouldReturn`), and on
    /// yes sends ``ControlEvents/editingDidEndOnExit`` (SPEC X8).
    func handleReturn() {
        editor.unmarkText()
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
    }
}
