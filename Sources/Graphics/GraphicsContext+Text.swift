internal import CCairo

extension GraphicsContext {
    /// Draws text with its first line box's top-left corner at a point.
    ///
    /// The first baseline sits ``TextMetrics/ascent`` below `point`; each `\n` starts a new
    /// line ``TextMetrics/lineHeight`` further down. The current path is cleared. See
    /// ``Font`` for the limits of Cairo's toy text API.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - point: The top-left corner of the first line box, in user space.
    ///   - font: The font.
    ///   - color: The colour of the glyphs (the fill colour is not changed).
    public func draw(text: String, at point: Point, font: Font, color: Color) {
        cairo_new_path(cr)
        font.apply(to: cr)
        setSource(color)
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        for (index, line) in TextMetrics.lines(of: text).enumerated() where !line.isEmpty {
            cairo_move_to(cr, point.x, point.y + extents.ascent + Double(index) * extents.height)
            cairo_show_text(cr, line)
        }
        cairo_new_path(cr)
    }

    /// Measures text as ``draw(text:at:font:color:)`` would draw it here.
    ///
    /// The result is in the current user space.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new line.
    ///   - font: The font.
    public func measure(text: String, font: Font) -> TextMetrics {
        font.apply(to: cr)
        return TextMetrics(measuring: text, in: cr)
    }
}
