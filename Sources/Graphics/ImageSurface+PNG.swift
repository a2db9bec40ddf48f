internal import CCairo

extension ImageSurface {
    /// Loads a PNG file into a new surface.
    ///
    /// Whatever the file's pixel format, the surface is ARGB32, so ``pixel(x:y:)`` and
    /// drawing behave the same for every image.
    ///
    /// - Parameters:
    ///   - path: The PNG file to read.
    ///   - scale: Pixels per logical unit, for example 2 for an `@2x` image; 1 by default.
    /// - Throws: ``GraphicsError/pngReadFailed(path:reason:)`` naming `path` when the file
    ///   is missing, unreadable or not a PNG; ``GraphicsError/invalidScale(_:)``.
    public convenience init(contentsOfPNG path: String, scale: Double = 1) throws(GraphicsError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let loaded = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw .pngReadFailed(path: path, reason: CairoStatus.message(status))
        }
        guard cairo_image_surface_get_format(loaded) != CAIRO_FORMAT_ARGB32 else {
            try self.init(taking: loaded, scale: scale, operation: "load PNG '\(path)'")
            return
        }
        // RGB24, A8 or A1: convert by painting onto a fresh ARGB32 surface.
        defer { cairo_surface_destroy(loaded) }
        let converted = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(loaded),
            cairo_image_surface_get_height(loaded))!
        if cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS {
            let cr = cairo_create(converted)!
            cairo_set_source_surface(cr, loaded, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        try self.init(taking: converted, scale: scale, operation: "convert PNG '\(path)' to ARGB32")
    }

    /// Writes the pixels to a PNG file, replacing any file at `path`.
    ///
    /// The file holds physical pixels (``width`` x ``height``), whatever the ``scale``.
    ///
    /// - Parameter path: The file to write.
    /// - Throws: ``GraphicsError/pngWriteFailed(path:reason:)`` naming `path`.
    public func writePNG(to path: String) throws(GraphicsError) {
        flush()
        let status = cairo_surface_write_to_png(pointer, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .pngWriteFailed(path: path, reason: CairoStatus.message(status))
        }
    }
}
