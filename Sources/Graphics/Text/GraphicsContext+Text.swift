internal import CCairo
internal import CPango

extension GraphicsContext {
    /// Draws a text layout with the top-left corner of its box at a point.
    ///
    /// Text without a colour of its own takes the layout's ``TextLayout/color``. Drawing
    /// an unchanged layout does no shaping or line breaking. Lines past
    /// ``TextLayout/maximumLineCount`` are not drawn. The current path is cleared; the
    /// fill and stroke colours are not changed.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text.
    ///   - point: Where the layout's origin goes, in user space.
    public func draw(_ layout: TextLayout, at point: Point) {
        cairo_save(cr)
        cairo_new_path(cr)
        if let limit = layout.visibleLimit {
            cairo_rectangle(cr, point.x - 1e6, point.y, 2e6, limit)
            cairo_clip(cr)
        }
        setSource(layout.color)
        cairo_move_to(cr, point.x, point.y)
        pango_cairo_show_layout(cr, layout.pangoLayout)
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Draws a text layout in a rectangle: wrapped (and aligned) in the rectangle's width,
    /// from its top-left corner, clipped to it.
    ///
    /// Sets the layout's ``TextLayout/width`` to the rectangle's width; a layout drawn in
    /// rectangles of one width keeps its lines from one frame to the next.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text.
    ///   - rect: The rectangle, in user space.
    public func draw(_ layout: TextLayout, in rect: Rect) {
        let rect = rect.standardized
        if layout.width != rect.width { layout.width = rect.width }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        draw(layout, at: rect.origin)
        cairo_restore(cr)
    }

    /// Draws one-off text with the top-left corner of its box at a point.
    ///
    /// Lays the text out for this call only; for text drawn again (every frame, or on
    /// every redraw of a view) keep a ``TextLayout`` and draw it with ``draw(_:at:)``.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new paragraph.
    ///   - point: The top-left corner of the text's box, in user space.
    ///   - font: The font.
    ///   - color: The colour of the glyphs.
    public func draw(text: String, at point: Point, font: Font, color: Color) {
        draw(TextLayout(text: text, font: font, color: color), at: point)
    }
}
