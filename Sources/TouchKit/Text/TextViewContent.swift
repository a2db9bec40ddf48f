/// The content of a ``TextView``: draws the text, the selection and the caret, and turns
/// taps into a caret or a word selection (SPEC X4, X11).
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
        let editor = textView.editor
        let origin = textView.textOrigin
        if textView.isEditing, !editor.selection.isEmpty {
            context.fillColor = tintColor.withAlpha(TextField.selectionAlpha)
            for r in editor.selectionRects(for: editor.selection) {
                context.fill(r.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        editor.layout.color = textView.textColor ?? .label
        context.draw(editor.layout, at: origin)
        if textView.isEditing, editor.selection.isEmpty {
            context.fillColor = tintColor
            context.fill(textView.caretRect(for: TextPosition(offset: editor.active)))
        }
    }

    /// A tap begins editing and places the caret; a second tap selects the word.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let textView, let touch = touches.lowestIdentifier else { return }
        let point = touch.location(in: self)
        if !textView.isFirstResponder {
            guard textView.becomeFirstResponder() else { return }
        }
        let editor = textView.editor
        let origin = textView.textOrigin
        let layoutPoint = Point(x: point.x - origin.x, y: point.y - origin.y)
        editor.unmarkText()
        if touch.tapCount >= 2 {
            editor.select(editor.wordRange(closestTo: layoutPoint))
        } else {
            let caret = editor.offset(closestTo: layoutPoint)
            editor.select(caret..<caret)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
