extension TextField {
    /// A tap (SPEC X11): on the clear button, asks `textFieldShouldClear` and empties the
    /// field; elsewhere begins editing if the field was not, then places the caret at the
    /// nearest cursor position, or with a second tap selects the word there.
    func handleTap(_ touch: Touch?) {
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isClearButtonVisible, clearButtonRect.insetBy(dx: -6, dy: -6).contains(point) {
            clear()
            return
        }
        editingTap(at: point, tapCount: touch.tapCount, interaction: textInteraction)
    }

    /// The clear button: asks the delegate, then empties the field and sends
    /// ``ControlEvents/editingChanged``.
    func clear() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        editor.setText("")
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        if isEditing { TextInputCenter.shared.stateDidChange(self) }
    }
}
