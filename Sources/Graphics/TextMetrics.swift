internal import CCairo

/// The measurements of a piece of text set in a ``Font``.
///
/// All values are in logical units. A line box is `ascent + descent` tall; with several
/// lines (split at `\n`) each further line adds ``lineHeight``. ``width`` is the advance of
/// the widest line: where the next character would start, which is what layout needs.
/// ``inkBounds`` is where pixels actually land, relative to the top-left corner of the
/// first line box (the point handed to ``GraphicsContext/draw(text:at:font:color:)``).
///
/// ```
///  (0,0) +-------------------------+  -
///        |  #   #                  |  | ascent
///        |  #####  ####            |  |
///  ------|--#---#--#--#------------|--+ baseline
///        |         ####            |  | descent
///        +-------------------------+  -
///        |<------- width --------->|
/// ```
///
/// See also: ``Font/measure(_:)``, ``GraphicsContext/measure(text:font:)``.
public struct TextMetrics: Hashable, Sendable {
    /// The advance of the widest line.
    public var width: Double
    /// The total height: `ascent + descent + (lines - 1) * lineHeight`.
    public var height: Double
    /// The font's height above the baseline.
    public var ascent: Double
    /// The font's depth below the baseline (positive).
    public var descent: Double
    /// The distance from one baseline to the next.
    public var lineHeight: Double
    /// The box the glyphs' pixels cover, relative to the top-left of the first line box;
    /// ``Rect/null`` for text that draws nothing (empty or only spaces).
    public var inkBounds: Rect

    /// The size of the line boxes: ``width`` by ``height``.
    public var size: Size { Size(width: width, height: height) }

    /// Creates metrics from their values.
    ///
    /// - Parameters:
    ///   - width: The advance of the widest line.
    ///   - height: The total height of the line boxes.
    ///   - ascent: The height above the baseline.
    ///   - descent: The depth below the baseline.
    ///   - lineHeight: The distance between baselines.
    ///   - inkBounds: Where the pixels land, relative to the top-left of the first line box.
    public init(
        width: Double, height: Double, ascent: Double, descent: Double, lineHeight: Double,
        inkBounds: Rect
    ) {
        self.width = width
        self.height = height
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.inkBounds = inkBounds
    }

    /// Measures text with the font already selected on a Cairo context.
    init(measuring text: String, in cr: OpaquePointer) {
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        var width = 0.0
        var ink = Rect.null
        let lines = TextMetrics.lines(of: text)
        for (index, line) in lines.enumerated() {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, line, &extents)
            width = max(width, extents.x_advance)
            if extents.width > 0, extents.height > 0 {
                let baseline = font.ascent + Double(index) * font.height
                ink = ink.union(
                    Rect(
                        x: extents.x_bearing, y: baseline + extents.y_bearing,
                        width: extents.width, height: extents.height))
            }
        }
        self.init(
            width: width,
            height: font.ascent + font.descent + Double(lines.count - 1) * font.height,
            ascent: font.ascent, descent: font.descent, lineHeight: font.height, inkBounds: ink)
    }

    /// The lines of a text, split at `\n` (a text always has at least one line).
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
