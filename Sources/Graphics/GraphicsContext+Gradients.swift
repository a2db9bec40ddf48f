internal import CCairo

extension GraphicsContext {
    /// Paints a linear gradient over the clip area.
    ///
    /// Colours vary along the line from `start` (location 0) to `end` (location 1) and are
    /// constant across it; beyond the ends the gradient's ``Gradient/extend`` applies. To
    /// fill a shape, clip to it first (``clip(to:)`` or ``clip(using:)``) inside
    /// ``withSavedState(_:)``.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - start: Where location 0 lies, in user space.
    ///   - end: Where location 1 lies, in user space.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        paint(gradient, with: pattern)
    }

    /// Paints a radial gradient over the clip area.
    ///
    /// Colours vary from the start circle (location 0) to the end circle (location 1).
    /// With equal centres and a start radius of 0 this is the usual "glow" around a point.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startCenter: The centre of the start circle.
    ///   - startRadius: The radius of the start circle.
    ///   - endCenter: The centre of the end circle.
    ///   - endRadius: The radius of the end circle.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
        endRadius: Double
    ) {
        let pattern = cairo_pattern_create_radial(
            startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        paint(gradient, with: pattern)
    }

    /// Configures a fresh gradient pattern, paints it and releases it.
    private func paint(_ gradient: Gradient, with pattern: OpaquePointer) {
        defer { cairo_pattern_destroy(pattern) }
        gradient.configure(pattern)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)  // Drop Cairo's reference to the pattern.
    }
}
