/// A multi-line, scrolling text entry (UIKit's `UITextView`): a ``ScrollView`` whose
/// content is the text, wrapped to its width.
///
/// It edits as ``TextField`` does (SPEC X1-X5, X10, X11) with the differences of a
/// text view: Return inserts a line break, Up and Down move between lines, and the
/// view scrolls to keep the caret in sight. Its ``ScrollView/delegate`` is told about
/// editing when it is a ``TextViewDelegate``.
@MainActor
open class TextView: ScrollView, TextEditing {
    /// The editing model (SPEC X1).
    public let editor: TextEditor
    /// The view that draws the text, the selection and the caret.
    let textContent: TextViewContent
    /// The presses the view handles and those it passes on.
    let pressRouter = PressRouter()
    /// The long press, the caret and handle drags and the edit menu (SPEC X14, X15).
    private(set) var textInteraction: TextInteraction!
    /// Whether the view is editing.
    public private(set) var isEditing = false

    /// The room around the text inside the content (UIKit's `textContainerInset` with its
    /// line fragment padding) **(choice: 8 points above and below, 5 at the sides)**.
    public var textContainerInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { setNeedsLayout() }
    }

    /// The text; setting it asks nothing and sends nothing (SPEC X7).
    public var text: String! {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            setNeedsLayout()
        }
    }

    /// The font; the desktop's sans at 17 by default.
    public var font: Font? = .system(size: 17) {
        didSet {
            editor.layout.font = font ?? .system(size: 17)
            setNeedsLayout()
        }
    }

    /// The text colour; `Color.label` by default.
    public var textColor: Color? = .label {
        didSet { textContent.setNeedsDisplay() }
    }

    /// The lines' alignment; natural by default.
    public var textAlignment: TextAlignment = .natural {
        didSet {
            editor.layout.alignment = textAlignment
            textContent.setNeedsDisplay()
        }
    }

    /// Whether the user may edit (true by default).
    public var isEditable = true

    /// The on-screen keyboard's layout (SPEC X9).
    public var keyboardType: KeyboardType = .default
    /// The on-screen keyboard's Return key.
    public var returnKeyType: ReturnKeyType = .default
    /// When the keyboard turns on Shift by itself.
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Whether the input method corrects spelling.
    public var autocorrectionType: TextAutocorrectionType = .default
    /// What the text means, or `nil`.
    public var textContentType: TextContentType?
    /// Whether the text is secret.
    public var isSecureTextEntry = false {
        didSet { editor.isSecure = isSecureTextEntry }
    }

    private var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// Creates an empty text view.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect) {
        editor = TextEditor(multiline: true, font: .system(size: 17))
        textContent = TextViewContent(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        editor.host = self
        textContent.textView = self
        addSubview(textContent)
        textInteraction = TextInteraction(owner: self, surface: textContent)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
    }

    /// Wraps the text to the width and sizes the content to it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = textContainerInset
        editor.layout.width = max(0, bounds.width - inset.left - inset.right)
        let height = editor.layout.size.height + inset.top + inset.bottom
        textContent.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        contentSize = Size(width: bounds.width, height: height)
    }

    /// Where the text's layout sits in the content view.
    var textOrigin: Point { Point(x: textContainerInset.left, y: textContainerInset.top) }

    // MARK: - Editing session (SPEC X6)

    /// A text view can become first responder while editable and in a window.
    open override var canBecomeFirstResponder: Bool { isEditable && window != nil }

    /// Begins editing: asks the delegate, becomes first responder, tells the delegate.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        textContent.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        TextInputCenter.shared.beginEditing(self)
        return true
    }

    /// Ends editing: asks the delegate, resigns, tells the delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    private func endEditingSession() {
        guard isEditing else { return }
        editor.unmarkText()
        isEditing = false
        pressRouter.reset()
        textInteraction.editMenu.dismissMenu()
        textInteraction.endLoupe()
        textContent.setNeedsDisplay()
        TextInputCenter.shared.endEditing(self)
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// A text view removed from its window while editing ends its session.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditing { endEditingSession() }
    }

    // MARK: - Keys (SPEC X10)

    /// Typing and editing keys, as in a text field: each press that is an ``EditingCommand`` is handled, and
    /// its repeats run it again; other presses go up the responder chain. A key already
    /// down when focus arrived never reaches here (SPEC R5).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.began(presses, isEditing: isEditing) { perform($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// A key repeat: runs the command again when it repeats.
    open override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.changed(
            presses, isEditing: isEditing, repeats: { $0.repeats || $0 == .returnKey }, perform: { perform($0) })
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    /// A key went up: presses handled here end here.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.ended(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// Focus left: presses handled here end here.
    open override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.ended(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    /// Scrolls so the caret is in sight.
    func scrollCaretIntoView() {
        layoutIfNeeded()
        let caret = caretRect(for: TextPosition(offset: editor.active)).insetBy(dx: 0, dy: -textContainerInset.top)
        var offset = contentOffset
        if caret.minY < offset.y { offset.y = caret.minY }
        if caret.maxY > offset.y + bounds.height { offset.y = caret.maxY - bounds.height }
        let range = contentOffsetRange.y
        offset.y = min(max(offset.y, range.lowerBound), range.upperBound)
        if offset != contentOffset { setContentOffset(offset, animated: false) }
    }
}

extension TextView: TextEditorHost {
    func textEditor(_ editor: TextEditor, shouldChangeCharactersIn range: Range<Int>, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func textEditorDidChangeText(_ editor: TextEditor) {
        textInteraction.editMenu.dismissMenu()
        setNeedsLayout()
        textViewDelegate?.textViewDidChange(self)
    }

    func textEditorDidChangeSelection(_ editor: TextEditor) {
        if isEditing { scrollCaretIntoView() }
        textViewDelegate?.textViewDidChangeSelection(self)
        if isEditing { TextInputCenter.shared.stateDidChange(self) }
    }

    func textEditorNeedsDisplay(_ editor: TextEditor) {
        textContent.setNeedsDisplay()
    }
}
