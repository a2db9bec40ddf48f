/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Text is laid out by Pango (see `TextLayout`): shaped, with fonts found per
/// character, right-to-left scripts ordered by the bidirectional algorithm, wrapped to
/// the label's width up to ``numberOfLines`` and truncated by ``lineBreakMode``. The
/// text block is centred vertically in the bounds and aligned horizontally by
/// ``textAlignment`` (`.natural` puts Arabic and Hebrew at the right
/// edge).
///
/// A label keeps its layout until its text, font, width or line settings change, and
/// keeps its drawing (``View/cachesDrawing``) until its text or size changes: a label
/// that only moves, or sits under other views that redraw, costs a copy of pixels per
/// frame and no text work.
///
/// Like `UILabel`, a label takes no touches (``View/isUserInteractionEnabled`` is off):
/// a finger on it lands on the view behind it.
///
/// ```swift
/// let label = Label(text: "Two fingers to rotate")
/// label.font = .system(size: 15, weight: .semibold)
/// label.numberOfLines = 0
/// label.frame = Rect(x: 20, y: 20, width: 240, height: 0)
/// label.sizeToFit()
/// ```
@MainActor
open class Label: View {
    /// The layout drawn, kept from one draw to the next.
    private let layout: TextLayout
    /// A second layout for measuring other widths, so that ``sizeThatFits(_:)`` leaves
    /// `layout`'s lines alone.
    private lazy var measuringLayout = TextLayout(attributedText: AttributedText(""), font: font)

    /// The text shown, or `nil` for none. Setting it replaces ``attributedText`` with
    /// one run that takes ``font`` and ``textColor``.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }

    /// The text shown with its runs' attributes; runs without a font or colour take
    /// ``font`` and ``textColor``.
    public var attributedText: AttributedText? {
        didSet {
            guard attributedText != oldValue else { return }
            layout.attributedText = attributedText ?? AttributedText("")
            textDidChange()
        }
    }

    /// The font of the text (of runs that name none); the desktop's sans at 17 by
    /// default.
    public var font: Font = .system(size: 17) {
        didSet {
            guard font != oldValue else { return }
            layout.font = font
            textDidChange()
        }
    }

    /// The colour of the text (of runs that name none); `Color.label` (black, white in
    /// dark mode) by default.
    public var textColor: Color = .label {
        didSet {
            guard textColor != oldValue else { return }
            layout.color = textColor
            setNeedsDisplay()
        }
    }

    /// The horizontal alignment of the lines; natural by default.
    public var textAlignment: TextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue else { return }
            layout.alignment = textAlignment
            setNeedsDisplay()
        }
    }

    /// The most lines shown, 0 for as many as the text needs; 1 by default.
    public var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            layout.maximumLineCount = max(0, numberOfLines)
            textDidChange()
        }
    }

    /// How lines break and how text that does not fit is cut; truncating the tail by
    /// default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            layout.wrapping = lineBreakMode.wrapping
            layout.truncation = lineBreakMode.truncation
            textDidChange()
        }
    }

    /// How many times ``draw(_:)`` drew the label (for tests and benchmarks).
    public private(set) var drawCount = 0

    /// Creates a label.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect) {
        layout = TextLayout(attributedText: AttributedText(""), font: .system(size: 17))
        super.init(frame: frame)
        layout.color = textColor
        layout.wrapping = lineBreakMode.wrapping
        layout.truncation = lineBreakMode.truncation
        layout.maximumLineCount = numberOfLines
        cachesDrawing = true
        isUserInteractionEnabled = false
    }

    /// Creates a label with text and an empty frame; call ``View/sizeToFit()`` to size it.
    ///
    /// - Parameter text: The text shown.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    /// The text laid out for the label's current width (read only: set the label's
    /// properties instead). For measuring caret positions and glyphs.
    public var textLayout: TextLayout {
        layout.width = bounds.width
        return layout
    }

    /// The size of the text for a width: as wide as its widest line (up to
    /// `size.width` for labels of several lines), as tall as its lines, rounded up to
    /// whole points. A one-line label measures its whole line, however wide.
    ///
    /// - Parameter size: The space available; `.infinity` for no limit.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width: Double? = numberOfLines == 1 || !size.width.isFinite ? nil : max(0, size.width)
        let measured: TextLayout
        if width == bounds.width {
            measured = textLayout
        } else {
            measured = measuringLayout
            measured.attributedText = layout.attributedText
            measured.font = font
            measured.wrapping = layout.wrapping
            measured.truncation = layout.truncation
            measured.maximumLineCount = layout.maximumLineCount
            measured.lineSpacing = layout.lineSpacing
            measured.width = width
        }
        guard !measured.attributedText.isEmpty else { return .zero }
        let box = measured.size
        return Size(width: box.width.rounded(.up), height: box.height.rounded(.up))
    }

    /// The size of the whole text, unwrapped unless ``numberOfLines`` allows several lines.
    open override var intrinsicContentSize: Size {
        sizeThatFits(Size(width: .infinity, height: .infinity))
    }

    /// Draws the text block centred vertically and clipped to the bounds.
    open override func draw(_ rect: Rect) {
        drawCount += 1
        guard let context = GraphicsContext.current, attributedText?.isEmpty == false else { return }
        let layout = textLayout
        let height = layout.size.height
        context.withSavedState {
            context.clip(to: bounds)
            context.draw(layout, at: Point(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2))
        }
    }

    private func textDidChange() {
        setNeedsDisplay()
    }
}
