internal import CCairo

extension GraphicsContext {
    /// Paints `color` through the alpha channel of `mask`, placed with its top-left corner
    /// at `point` (user space) at its logical size.
    ///
    /// How a cached shadow (a blurred alpha mask) is painted in any colour and opacity
    /// without blurring again. The current path is cleared.
    ///
    /// - Parameters:
    ///   - color: The colour painted; its alpha multiplies the mask's.
    ///   - mask: The surface whose alpha decides where and how much is painted.
    ///   - point: Where the mask's top-left corner goes.
    package func paint(_ color: Color, maskedBy mask: ImageSurface, at point: Point) {
        guard color.alpha > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        setSource(color)
        cairo_mask_surface(cr, mask.pointer, point.x, point.y)
        cairo_restore(cr)
    }
}
