/// The simplest text entry (UIKit's `UIKeyInput`): a responder that takes typed text
/// and Backspace, such as a PIN pad or a terminal view.
///
/// A view adopting it and answering `true` to ``Responder/canBecomeFirstResponder``
/// gets typed text through these methods: route its presses with ``EditingCommand``
/// for the hardware keyboard (SPEC X1, X10).
@MainActor
public protocol KeyInput: AnyObject, TextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection.
    ///
    /// - Parameter text: The characters typed or committed.
    func insertText(_ text: String)
    /// Deletes the selection, or else the character (grapheme cluster) before the caret.
    func deleteBackward()
}
