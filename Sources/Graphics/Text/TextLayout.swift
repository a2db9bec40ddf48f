internal import CCairo
internal import CPango

/// Text laid out for drawing: shaped, broken into lines, aligned and measured once, then
/// drawn as often as needed (the counterpart of a Core Text frame or an `NSLayoutManager`).
///
/// TouchKit's text goes through Pango: HarfBuzz shapes each run (ligatures, Arabic joining,
/// Devanagari conjuncts), fontconfig picks the fonts and falls back per character, the
/// Unicode bidirectional algorithm orders mixed left-to-right and right-to-left text,
/// and each paragraph's base direction is found from its first strong character.
///
/// A layout keeps its result until something that changes it is set: ``attributedText``,
/// ``font``, ``width``, ``wrapping``, ``truncation``, ``alignment``, ``lineSpacing`` or
/// ``maximumLineCount`` (setting the same value again changes nothing). Drawing and
/// measuring an unchanged layout cost no shaping and no line breaking; ``color`` is
/// applied when drawing, so changing it costs nothing either. Keep a layout in a
/// property to draw the same text every frame.
///
/// Coordinates are logical units with the origin at the top-left corner of the layout
/// box; lines sit inside ``width`` by their ``alignment``. The layout is independent of
/// the pixel density it is drawn at (glyph positions are not rounded to pixels).
///
/// ```swift
/// let layout = TextLayout(text: "مرحبا بالعالم", font: .system(size: 17))
/// layout.width = 200                      // right-aligned: the text is right-to-left
/// context.draw(layout, at: Point(x: 20, y: 20))
/// ```
///
/// A layout is not `Sendable`: use it on one thread.
///
/// See also: ``Font``, ``AttributedText``, ``GraphicsContext/draw(_:at:)``.
public final class TextLayout {
    /// The Pango layout, owned by this object.
    let pangoLayout: OpaquePointer
    /// The Pango context the layout was made in (one per layout, from the thread's font
    /// map, so layouts on different threads share nothing).
    private let pangoContext: OpaquePointer

    /// The text and its runs' attributes.
    public var attributedText: AttributedText {
        didSet { if attributedText != oldValue { applyText() } }
    }

    /// The plain text. Setting it replaces ``attributedText`` with one run without
    /// attributes.
    public var text: String {
        get { plainText }
        set { attributedText = AttributedText(newValue) }
    }

    /// The font of text whose run names none.
    public var font: Font {
        didSet { if font != oldValue { applyFont() } }
    }

    /// The colour of text whose run names none. Applied when drawing: changing it costs
    /// no layout.
    public var color: Color = .black

    /// The width lines are broken and aligned in, or `nil` for lines as long as their
    /// text (no wrapping, no truncation, alignment against the widest line).
    public var width: Double? {
        didSet {
            guard width != oldValue else { return }
            pango_layout_set_width(pangoLayout, width.map { Self.pangoUnits(max(0, $0)) } ?? -1)
        }
    }

    /// Where lines may break when ``width`` is set; ``TextWrapping/word`` by default.
    public var wrapping: TextWrapping = .word {
        didSet { if wrapping != oldValue { applyWrapping() } }
    }

    /// Where an ellipsis goes in the last line shown when the text takes more than
    /// ``maximumLineCount`` lines of ``width`` (or, with no line limit, never: the text
    /// wraps); none by default.
    public var truncation: TextTruncation = .none {
        didSet { if truncation != oldValue { applyLineLimit() } }
    }

    /// Where lines sit in ``width``; ``TextAlignment/natural`` by default.
    public var alignment: TextAlignment = .natural {
        didSet { if alignment != oldValue { applyAlignment() } }
    }

    /// Extra space between lines, in logical units (0 by default).
    public var lineSpacing: Double = 0 {
        didSet {
            guard lineSpacing != oldValue else { return }
            pango_layout_set_spacing(pangoLayout, Self.pangoUnits(lineSpacing))
        }
    }

    /// The most lines shown, or 0 for no limit (the default). With a ``truncation``, the
    /// last line shown ends in an ellipsis; without one, lines past the limit are not
    /// measured or drawn. The limit counts lines per paragraph when Pango ellipsizes,
    /// so for text with several paragraphs set no truncation or expect more lines.
    public var maximumLineCount: Int = 0 {
        didSet { if maximumLineCount != oldValue { applyLineLimit() } }
    }

    /// The text as the layout holds it (the joined runs).
    private var plainText = ""

    /// Creates a layout of attributed text.
    ///
    /// - Parameters:
    ///   - attributedText: The text and its runs.
    ///   - font: The font of runs that name none; the desktop's sans at 17 by default.
    public init(attributedText: AttributedText, font: Font = .system(size: 17)) {
        pangoContext = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
        pangoLayout = pango_layout_new(pangoContext)!
        pango_layout_set_auto_dir(pangoLayout, 1)
        self.attributedText = attributedText
        self.font = font
        applyFont()
        applyWrapping()
        applyText()
    }

    /// Creates a layout of plain text.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new paragraph.
    ///   - font: The font; the desktop's sans at 17 by default.
    ///   - color: The colour; black by default.
    public convenience init(text: String, font: Font = .system(size: 17), color: Color = .black) {
        self.init(attributedText: AttributedText(text), font: font)
        self.color = color
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoLayout))
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
    }

    /// A number that changes whenever the layout must be shaped and broken into lines
    /// again (Pango's serial): drawing or measuring leaves it alone.
    public var revision: UInt32 { pango_layout_get_serial(pangoLayout) }

    // MARK: - Applying the properties to Pango

    /// A length in Pango units (1/1024 of a logical unit).
    static func pangoUnits(_ value: Double) -> Int32 {
        Int32(clamping: Int((value * Double(PANGO_SCALE)).rounded()))
    }

    /// A length from Pango units.
    static func logical(_ value: Int32) -> Double { Double(value) / Double(PANGO_SCALE) }

    private func applyFont() {
        FontAvailability.check(font, in: pangoContext)
        let description = font.makeDescription()
        pango_layout_set_font_description(pangoLayout, description)
        pango_font_description_free(description)
    }

    private func applyWrapping() {
        let mode: PangoWrapMode
        switch wrapping {
        case .word: mode = PANGO_WRAP_WORD
        case .character: mode = PANGO_WRAP_CHAR
        case .wordOrCharacter: mode = PANGO_WRAP_WORD_CHAR
        }
        pango_layout_set_wrap(pangoLayout, mode)
    }

    private func applyLineLimit() {
        let mode: PangoEllipsizeMode
        switch truncation {
        case .none: mode = PANGO_ELLIPSIZE_NONE
        case .head: mode = PANGO_ELLIPSIZE_START
        case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
        case .tail: mode = PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(pangoLayout, mode)
        // Pango reads a negative height as lines per paragraph (-1, its default, is one
        // line) and a positive one as a height to fit: no limit is the largest height.
        let limit = maximumLineCount > 0 ? -Int32(clamping: maximumLineCount) : Int32.max
        pango_layout_set_height(pangoLayout, truncation == .none ? -1 : limit)
        applyAlignment()
    }

    /// Pango swaps left and right for right-to-left paragraphs (auto direction), which is
    /// what ``TextAlignment/natural`` means; an absolute left or right follows the base
    /// direction of the first paragraph.
    private func applyAlignment() {
        // Only an absolute alignment needs the direction (which lays the text out).
        let rightToLeft = (alignment == .left || alignment == .right) && baseDirection == .rightToLeft
        let pangoAlignment: PangoAlignment
        switch alignment {
        case .natural, .justified: pangoAlignment = PANGO_ALIGN_LEFT
        case .left: pangoAlignment = rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .center: pangoAlignment = PANGO_ALIGN_CENTER
        case .right: pangoAlignment = rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
        if pango_layout_get_alignment(pangoLayout) != pangoAlignment {
            pango_layout_set_alignment(pangoLayout, pangoAlignment)
        }
        let justify: gboolean = alignment == .justified ? 1 : 0
        if pango_layout_get_justify(pangoLayout) != justify {
            pango_layout_set_justify(pangoLayout, justify)
        }
    }

    private func applyText() {
        plainText = attributedText.string
        pango_layout_set_text(pangoLayout, plainText, -1)
        let list = pango_attr_list_new()!
        var start = 0
        for run in attributedText.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start else { continue }
            let attributes = run.attributes
            if let font = attributes.font {
                let description = font.makeDescription()
                insert(pango_attr_font_desc_new(description), into: list, from: start, to: end)
                pango_font_description_free(description)
            }
            if let color = attributes.color {
                func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
                insert(
                    pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                    into: list, from: start, to: end)
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)), into: list, from: start, to: end)
            }
            if attributes.isUnderlined {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), into: list, from: start, to: end)
            }
        }
        pango_layout_set_attributes(pangoLayout, list)
        pango_attr_list_unref(list)
        // The base direction may have changed, and with it what left and right mean.
        applyAlignment()
    }

    private func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, from start: Int, to end: Int
    ) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        pango_attr_list_insert(list, attribute)
    }
}
