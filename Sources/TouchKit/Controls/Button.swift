/// A control that shows a title and sends its action when tapped.
///
/// The counterpart of `UIButton` (a plain rounded button). Register for
/// ``ControlEvents/touchUpInside`` or ``ControlEvents/primaryActionTriggered``.
@MainActor
open class Button: Control {
    /// The title shown on the button.
    public var title: String = "" {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the title and border.
    public var tintColor: Color = Color(red: 0.0, green: 0.48, blue: 1.0) {
        didSet { setNeedsDisplay() }
    }

    /// The font of the title.
    public var font = Font(family: "sans-serif", size: 17, weight: .regular) {
        didSet { setNeedsDisplay() }
    }

    /// Creates a button with a title.
    public init(frame: Rect, title: String = "") {
        self.title = title
        super.init(frame: frame)
        accessibilityIdentifier = title.isEmpty ? nil : title
    }

    /// Creates a button with an empty frame.
    public convenience init(title: String) {
        self.init(frame: .zero, title: title)
    }

    /// Draws a rounded border, filled while highlighted, and the title centred both ways.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let box = bounds.insetBy(dx: 1, dy: 1)
        let colour = isEnabled ? tintColor : Color.gray
        context.addRoundedRect(box, cornerRadius: min(8, box.height / 2))
        if isHighlighted {
            context.fillColor = colour.withAlpha(0.25)
            context.fillPath()
            context.addRoundedRect(box, cornerRadius: min(8, box.height / 2))
        }
        context.strokeColor = colour
        context.lineWidth = 1.5
        context.strokePath()
        // draw(text:at:) takes the top-left corner of the line box, not the baseline:
        // centre the box (ascent + descent) in the button.
        let metrics = context.measure(text: title, font: font)
        context.draw(
            text: title,
            at: Point(x: bounds.midX - metrics.width / 2, y: bounds.midY - (metrics.ascent + metrics.descent) / 2),
            font: font, color: colour)
    }
}
