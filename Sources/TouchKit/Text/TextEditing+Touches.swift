extension TextEditing where Self: View {
    /// A tap at `point` in the view's coordinates (SPEC X11, X15): begins editing if the
    /// view was not; in a view already editing, a single tap on the selection or the
    /// caret shows the edit menu. Otherwise it puts the caret at the nearest cursor
    /// position, or with a second tap selects the word there and shows the edit menu.
    func editingTap(at point: Point, tapCount: Int, interaction: TextInteraction) {
        let wasEditing = isEditing
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        }
        if tapCount == 1, wasEditing, interaction.hitsSelectionOrCaret(point) {
            interaction.showEditMenu()
            return
        }
        interaction.editMenu.dismissMenu()
        let layoutPoint = editor.layoutPoint(point)
        editor.unmarkText()
        if tapCount >= 2 {
            editor.select(editor.wordRange(closestTo: layoutPoint))
            interaction.selectionByTouch = editor.selection
            if !editor.selection.isEmpty { interaction.showEditMenu() }
        } else {
            let caret = editor.offset(closestTo: layoutPoint)
            editor.select(caret..<caret)
        }
    }
}
