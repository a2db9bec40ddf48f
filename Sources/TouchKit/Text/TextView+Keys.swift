extension TextView {
    /// Runs an editing command: Return inserts a line break, Tab moves focus (SPEC X8).
    ///
    /// - Returns: Whether the command was handled.
    @discardableResult
    public func perform(_ command: EditingCommand) -> Bool {
        switch command {
        case .returnKey:
            editor.insertText("\n")
            return true
        case .tab(let backward):
            guard let next = TextFocusOrder.entry(after: self, backward: backward) else { return false }
            next.becomeFirstResponder()
            return true
        default:
            return editor.perform(command)
        }
    }
}
