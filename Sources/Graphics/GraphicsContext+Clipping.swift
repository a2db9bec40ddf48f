internal import CCairo

extension GraphicsContext {
    /// Restricts later drawing to the intersection of the current clip and a rectangle.
    ///
    /// The current path is replaced (and consumed). Part of the graphics state: undo it with
    /// ``restoreGState()``.
    ///
    /// - Parameter rect: The rectangle to keep, in user space.
    public func clip(to rect: Rect) {
        cairo_new_path(cr)
        addRect(rect)
        cairo_clip(cr)
    }

    /// Restricts later drawing to the intersection of the current clip and the current
    /// path, and clears the path.
    ///
    /// - Parameter rule: Which areas of the path count as inside; non-zero winding by
    ///   default.
    public func clip(using rule: FillRule = .winding) {
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_clip(cr)
    }

    /// Removes all clipping.
    public func resetClip() {
        cairo_reset_clip(cr)
    }

    /// The bounding box of the area drawing can still reach, in user space.
    ///
    /// A view uses it to skip content outside the area being repainted.
    public var clipBoundingBox: Rect {
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
