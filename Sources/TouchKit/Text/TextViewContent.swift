/// The content of a ``TextView``: draws the text, the selection and the caret, and turns
/// taps into a caret or a word selection (SPEC X4, X11); it carries the text view's
/// ``TextInteraction`` recognizers (SPEC X14).
@MainActor
final class TextViewContent: View {
    /// The text view this is the content of.
    weak var textView: TextView?

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current, let textView else { return }
        textView.drawEditedText(
            in: context, color: textView.textColor ?? .label, tint: tintColor,
            showsHandles: textView.textInteraction.showsHandles)
    }

    /// A tap begins editing and places the caret; a second tap selects the word.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let textView, let touch = touches.lowestIdentifier else { return }
        if let start = touchStart, TextInteraction.isDrag(from: start, to: touch.location(in: self)) { return }
        textView.editingTap(
            at: touch.location(in: textView), tapCount: touch.tapCount, interaction: textView.textInteraction)
    }

    /// The text view's pan does not scroll while a touch holds the caret or a handle, or
    /// a long press moves the caret (SPEC X16).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, textView?.textInteraction.holdsTouch == true { return false }
        return true
    }

    /// Where the latest touch went down, to tell a tap from a drag (SPEC X14).
    private var touchStart: Point?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        touchStart = touches.lowestIdentifier?.location(in: self)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
