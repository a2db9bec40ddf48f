internal import CCairo

extension GraphicsContext {
    /// Draws an image surface scaled to fill a rectangle.
    ///
    /// The image's logical size (its pixels divided by its ``ImageSurface/scale``) is
    /// stretched to `rect`; when the two match and the rectangle sits on whole pixels, the
    /// pixels are copied exactly. This is how a cached offscreen layer is composited. The
    /// current path is cleared.
    ///
    /// - Parameters:
    ///   - image: The surface to draw. Drawing a surface into a context on itself is not
    ///     supported.
    ///   - rect: Where the image goes, in user space.
    ///   - alpha: An extra opacity for the whole image, 0...1; 1 by default.
    ///   - interpolation: The resampling filter when scaled; ``InterpolationQuality/default``.
    public func draw(
        _ image: ImageSurface, in rect: Rect, alpha: Double = 1,
        interpolation: InterpolationQuality = .default
    ) {
        let size = image.logicalSize
        guard !rect.isEmpty, alpha > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, interpolation.cairo)
        // Repeat the edge pixels rather than fading into transparency when scaling.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if alpha >= 1 {
            cairo_paint(cr)
        } else {
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Draws an image surface at its logical size.
    ///
    /// - Parameters:
    ///   - image: The surface to draw.
    ///   - point: Where its top-left corner goes, in user space.
    ///   - alpha: An extra opacity for the whole image, 0...1; 1 by default.
    public func draw(_ image: ImageSurface, at point: Point, alpha: Double = 1) {
        draw(image, in: Rect(origin: point, size: image.logicalSize), alpha: alpha)
    }
}
