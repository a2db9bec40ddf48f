/// A one-line text entry (UIKit's `UITextField`).
///
/// Tap it to edit: it becomes first responder, the caret goes where the finger lifted,
/// and a double tap selects a word (SPEC X11). Typed text comes from the hardware
/// keyboard (SPEC X10) or an on-screen keyboard; the caret moves and deletes by grapheme
/// cluster and in visual order in right-to-left text (SPEC X2, X3). The text is laid out
/// by Pango, as ``Label``'s is.
///
/// The delegate and the editing control events follow UIKit's order (SPEC X6-X8):
///
/// ```swift
/// let email = TextField(frame: Rect(x: 20, y: 80, width: 280, height: 34))
/// email.placeholder = "E-mail"
/// email.keyboardType = .emailAddress
/// email.borderStyle = .roundedRect
/// email.addAction(for: .editingChanged) { _ in validate() }
/// ```
@MainActor
open class TextField: Control, TextEditing {
    /// The editing model (SPEC X1).
    public let editor: TextEditor
    /// The placeholder's layout.
    let placeholderLayout = TextLayout(text: "", font: .system(size: 17))
    /// How far the text is scrolled left to keep the caret in view.
    var scrollOffset: Double = 0
    /// The presses the field handles and those it passes on.
    let pressRouter = PressRouter()
    /// The long press, the caret and handle drags and the edit menu (SPEC X14, X15).
    private(set) var textInteraction: TextInteraction!
    /// Where the finger the field tracks went down.
    private var trackingStart: Point?
    /// Whether the field is in an editing session (between `editingDidBegin` and
    /// `editingDidEnd`).
    public private(set) var isEditing = false

    /// The object asked and told about editing.
    public weak var delegate: (any TextFieldDelegate)?

    /// The text; setting it sends no control event and asks no delegate (SPEC X7).
    public var text: String? {
        get { editor.text }
        set { editor.setText(newValue ?? "") }
    }

    /// The text with its attributes: one run of ``font`` and ``textColor``. Setting it
    /// keeps its text (TouchKit's fields draw one font and colour).
    public var attributedText: AttributedText? {
        get { AttributedText(editor.text, attributes: TextAttributes(font: font, color: textColor)) }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    public var placeholder: String? {
        didSet {
            placeholderLayout.text = placeholder ?? ""
            setNeedsDisplay()
        }
    }

    /// The font of the text; the desktop's sans at 17 by default.
    public var font: Font = .system(size: 17) {
        didSet {
            editor.layout.font = font
            placeholderLayout.font = font
            setNeedsDisplay()
        }
    }

    /// The colour of the text; `Color.label` by default.
    public var textColor: Color = .label {
        didSet { setNeedsDisplay() }
    }

    /// Where the line sits in the field; natural (right for right-to-left text) by default.
    public var textAlignment: TextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text shows as bullets, is never copied, and is hidden from input
    /// methods (SPEC X9).
    public var isSecureTextEntry = false {
        didSet {
            editor.isSecure = isSecureTextEntry
            setNeedsDisplay()
        }
    }

    /// When the clear button shows (never by default).
    public var clearButtonMode: TextFieldViewMode = .never {
        didSet { setNeedsDisplay() }
    }

    /// The border drawn; none by default.
    public var borderStyle: TextFieldBorderStyle = .none {
        didSet { setNeedsDisplay() }
    }

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

    /// Creates an empty text field.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect) {
        editor = TextEditor(multiline: false, font: .system(size: 17))
        super.init(frame: frame)
        editor.host = self
        placeholderLayout.color = .placeholderText
        trackingMargin = 0
        textInteraction = TextInteraction(owner: self, surface: self)
    }

    // MARK: - Editing session (SPEC X6)

    /// A field can become first responder while it is enabled and in a window.
    open override var canBecomeFirstResponder: Bool { isEnabled && window != nil }

    /// Begins editing: asks the delegate (`textFieldShouldBeginEditing`), becomes first
    /// responder (the field that was editing ends first), then tells the delegate
    /// (`textFieldDidBeginEditing`) and sends ``ControlEvents/editingDidBegin``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if editor.selection.isEmpty, editor.active == 0 { editor.select(editor.length..<editor.length) }
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        TextInputCenter.shared.beginEditing(self)
        return true
    }

    /// Ends editing: asks the delegate (`textFieldShouldEndEditing`), keeps marked text
    /// as text, resigns first responder, then tells the delegate
    /// (`textFieldDidEndEditing`) and sends ``ControlEvents/editingDidEnd``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Ends the session without asking (the field left its window: SPEC X6).
    private func endEditingSession() {
        guard isEditing else { return }
        editor.unmarkText()
        isEditing = false
        pressRouter.reset()
        textInteraction.editMenu.dismissMenu()
        textInteraction.endLoupe()
        setNeedsDisplay()
        TextInputCenter.shared.endEditing(self)
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// A field removed from its window while editing ends its session; it stays out of
    /// the old window's first responder.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditing { endEditingSession() }
    }

    // MARK: - Keys (SPEC X10), taps (SPEC X11) and drawing (SPEC X4)

    /// Typing and editing keys: each press that is an ``EditingCommand`` is handled, and
    /// its repeats run it again; other presses go up the responder chain. A key already
    /// down when focus arrived never reaches here (SPEC R5).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.began(presses, isEditing: isEditing) { perform($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// A key repeat: runs the command again when it repeats.
    open override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        let rest = pressRouter.changed(
            presses, isEditing: isEditing, repeats: { $0.repeats }, perform: { perform($0) })
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

    /// A tap (SPEC X11): on the clear button, asks `textFieldShouldClear` and empties the
    /// field; elsewhere begins editing if the field was not, then places the caret at the
    /// nearest cursor position, or with a second tap selects the word there.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        super.endTracking(touch, with: event)
        if let touch, let start = trackingStart, TextInteraction.isDrag(from: start, to: touch.location(in: self)) {
            return  // A drag is no tap (SPEC X14).
        }
        handleTap(touch)
    }

    /// Remembers where the finger went down, to tell a tap from a drag (SPEC X14).
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        trackingStart = touch.location(in: self)
        return super.beginTracking(touch, with: event)
    }

    /// Refuses another view's recognizer (a scroll view's pan) while a touch holds the
    /// caret or a handle (SPEC X16); otherwise as a ``Control``.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, textInteraction.holdsTouch { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Draws the border, the selection, the text (or the placeholder), the caret and the
    /// clear button.
    open override func draw(_ rect: Rect) {
        drawField()
    }

    // MARK: - Geometry

    /// The insets of the text from the bounds, by border style **(choice)**.
    var textInsets: (left: Double, right: Double) {
        let side: Double = borderStyle == .none ? 0 : 7
        return (side, side + (isClearButtonVisible ? Self.clearButtonSize + 6 : 0))
    }

    /// The diameter of the clear button **(choice)**.
    static let clearButtonSize: Double = 16

    /// Whether the clear button shows now.
    var isClearButtonVisible: Bool {
        guard !editor.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button's square, in the field's coordinates.
    var clearButtonRect: Rect {
        let size = Self.clearButtonSize
        let right: Double = borderStyle == .none ? 0 : 7
        return Rect(x: bounds.maxX - right - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// Where the text's line sits: its left edge and top, in the field's coordinates.
    var textOrigin: Point {
        let layout = editor.layout
        let insets = textInsets
        let available = bounds.width - insets.left - insets.right
        let width = layout.size.width
        let rightToLeft = layout.baseDirection == .rightToLeft
        let x: Double
        if width > available {
            x = insets.left - scrollOffset
        } else {
            switch textAlignment {
            case .center: x = insets.left + (available - width) / 2
            case .right: x = insets.left + available - width
            case .left, .justified: x = insets.left
            case .natural: x = rightToLeft ? insets.left + available - width : insets.left
            }
        }
        return Point(x: bounds.minX + x, y: bounds.midY - layout.size.height / 2)
    }

    /// Scrolls the line so the caret is inside the text area.
    func scrollCaretIntoView() {
        let insets = textInsets
        let available = bounds.width - insets.left - insets.right
        let width = editor.layout.size.width
        guard width > available else {
            scrollOffset = 0
            return
        }
        let caretX = editor.caretRect(at: editor.active).minX
        if caretX - scrollOffset > available { scrollOffset = caretX - available + 1 }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = min(max(0, scrollOffset), width - available + 1)
    }
}

extension TextField: TextEditorHost {
    func textEditor(_ editor: TextEditor, shouldChangeCharactersIn range: Range<Int>, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func textEditorDidChangeText(_ editor: TextEditor) {
        textInteraction.editMenu.dismissMenu()
        sendActions(for: .editingChanged)
    }

    func textEditorDidChangeSelection(_ editor: TextEditor) {
        scrollCaretIntoView()
        delegate?.textFieldDidChangeSelection(self)
        if isEditing { TextInputCenter.shared.stateDidChange(self) }
    }

    func textEditorNeedsDisplay(_ editor: TextEditor) {
        setNeedsDisplay()
    }
}
