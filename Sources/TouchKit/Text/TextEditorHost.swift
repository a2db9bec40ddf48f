/// What a ``TextEditor`` asks of the view it edits for: permission for the user's
/// changes and word of what changed (a ``TextField`` turns these into its delegate's
/// calls and control events, SPEC X7).
@MainActor
protocol TextEditorHost: AnyObject {
    /// Where the text's layout sits, in the view's coordinates.
    var textOrigin: Point { get }
    /// Whether the user's change of `range` (UTF-16 offsets) to `replacement` may happen.
    func textEditor(_ editor: TextEditor, shouldChangeCharactersIn range: Range<Int>, replacement: String) -> Bool
    /// The user changed the text.
    func textEditorDidChangeText(_ editor: TextEditor)
    /// The selection moved or changed size (by the user or by an edit).
    func textEditorDidChangeSelection(_ editor: TextEditor)
    /// Something drawn changed (text, caret, selection, marked text).
    func textEditorNeedsDisplay(_ editor: TextEditor)
}
