internal import CCairo

extension GraphicsContext {
    /// Draws into a temporary layer, then composites the layer with an opacity.
    ///
    /// Everything `body` draws is collected first and blended once, so overlapping shapes
    /// do not show through each other: this is how a view with `alpha < 1` is drawn
    /// together with its subviews. The graphics state is saved around `body` and the layer
    /// is composited even when `body` throws.
    ///
    /// - Parameters:
    ///   - alpha: The opacity of the whole layer, 0...1.
    ///   - body: The drawing to collect.
    /// - Returns: What `body` returns.
    public func withTransparencyLayer<Result, Failure: Error>(
        alpha: Double, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        savedStates.append(state)
        cairo_push_group(cr)
        defer {
            cairo_pop_group_to_source(cr)
            if let saved = savedStates.popLast() {
                state = saved
            }
            cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
            cairo_set_source_rgb(cr, 0, 0, 0)  // Release the layer.
        }
        return try body()
    }
}
