/// A control that shows a title and sends its action when tapped.
///
/// The counterpart of `UIButton` (a plain rounded button). Register for
/// ``ControlEvents/touchUpInside`` or ``ControlEvents/primaryActionTriggered``. The
/// title's `TextLayout` is kept until the title, font or width changes, so a redraw
/// (a highlight, a damaged area) costs no text shaping.
@MainActor
open class Button: Control {
    /// The title shown on the button.
    public var title: String = "" {
        didSet {
            guard title != oldValue else { return }
            titleLayout.text = title
            setNeedsDisplay()
        }
    }

    /// The font of the title; the desktop's sans at 17 by default.
    public var font = Font.system(size: 17) {
        didSet {
            guard font != oldValue else { return }
            titleLayout.font = font
            setNeedsDisplay()
        }
    }

    /// The title laid out, kept between draws: one line, centred, truncated at the tail
    /// when the button is too narrow.
    public let titleLayout: TextLayout

    /// Creates a button with a title.
    public init(frame: Rect, title: String = "") {
        self.title = title
        titleLayout = TextLayout(text: title, font: .system(size: 17))
        titleLayout.alignment = .center
        titleLayout.truncation = .tail
        titleLayout.maximumLineCount = 1
        super.init(frame: frame)
        accessibilityIdentifier = title.isEmpty ? nil : title
    }

    /// Creates a button with an empty frame.
    public convenience init(title: String) {
        self.init(frame: .zero, title: title)
    }

    /// The title's size plus 12 points of padding each side and 6 above and below.
    open override func sizeThatFits(_ size: Size) -> Size {
        let text = TextLayout(text: title, font: font).size
        return Size(width: (text.width + 24).rounded(.up), height: (text.height + 12).rounded(.up))
    }

    /// Draws a rounded border, filled while highlighted, and the title centred both ways.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let box = bounds.insetBy(dx: 1, dy: 1)
        let colour: Color = isEnabled ? tintColor : Color.systemGray
        context.addRoundedRect(box, cornerRadius: min(8, box.height / 2))
        if isHighlighted {
            context.fillColor = colour.withAlpha(0.25)
            context.fillPath()
            context.addRoundedRect(box, cornerRadius: min(8, box.height / 2))
        }
        context.strokeColor = colour
        context.lineWidth = 1.5
        context.strokePath()
        let inner = bounds.insetBy(dx: 6, dy: 0)
        if titleLayout.width != inner.width { titleLayout.width = max(0, inner.width) }
        titleLayout.color = colour
        let height = titleLayout.size.height
        context.draw(titleLayout, at: Point(x: inner.minX, y: bounds.midY - height / 2))
    }
}
