internal import CCairo
internal import CPango

/// An SVG document read with librsvg, drawn as vectors at any size and scale.
///
/// librsvg is loaded with the first document read, not at the app's start (`RsvgLibrary`).
///
/// How TouchKit draws the icon theme's symbolic icons (`Image(systemName:)`): the
/// document is parsed once, and each ``GraphicsContext/draw(_:in:tintedWith:alpha:)`` renders
/// its shapes through the context's current transform, so the edges are as sharp at
/// scale 2 or 3 as at 1. A document is not `Sendable`; use it on one thread.
public final class SVGDocument {
    private let handle: OpaquePointer
    private let rsvg: RsvgLibrary
    /// The file it was read from.
    public let path: String
    /// Its size in CSS pixels (points) from its `width` and `height`, or its `viewBox`.
    public let intrinsicSize: Size

    /// Reads an SVG file.
    /// - Parameter path: The file.
    /// - Throws: ``GraphicsError/svgReadFailed(path:reason:)`` naming the file and why
    ///   (it does not exist, is not SVG, or has no size; or librsvg is not installed).
    public init(contentsOfFile path: String) throws(GraphicsError) {
        let rsvg: RsvgLibrary
        switch RsvgLibrary.shared {
        case .success(let library): rsvg = library
        case .failure(let failure): throw .svgReadFailed(path: path, reason: failure.reason)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.newFromFile(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not read it"
            if let error { g_error_free(error) }
            throw .svgReadFailed(path: path, reason: reason)
        }
        var width = 0.0
        var height = 0.0
        if rsvg.intrinsicSizeInPixels(handle, &width, &height) == 0 {
            var viewBox = RsvgLibrary.Rectangle()
            var hasViewBox: gboolean = 0
            rsvg.intrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            width = hasViewBox != 0 ? viewBox.width : 0
            height = hasViewBox != 0 ? viewBox.height : 0
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw .svgReadFailed(path: path, reason: "the document has no width and height and no viewBox")
        }
        self.handle = handle
        self.rsvg = rsvg
        self.path = path
        intrinsicSize = Size(width: width, height: height)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Renders into a Cairo context, the document scaled to fill `rect`.
    func render(into cr: OpaquePointer, in rect: Rect) -> Bool {
        var viewport = RsvgLibrary.Rectangle(
            x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
        var error: UnsafeMutablePointer<GError>?
        let done = rsvg.renderDocument(handle, cr, &viewport, &error) != 0
        if let error { g_error_free(error) }
        return done
    }
}

@available(*, unavailable, message: "an SVGDocument wraps a librsvg handle, which belongs to one thread")
extension SVGDocument: Sendable {}

extension GraphicsContext {
    /// Draws an SVG document scaled to fill `rect`, as vectors (crisp at any scale).
    ///
    /// With `tint`, the document's shapes are a mask: every pixel it covers is painted
    /// in the tint colour at the shape's opacity, as UIKit draws a template image
    /// (a symbol image in the view's `tintColor`). Non-finite or empty rectangles draw
    /// nothing.
    /// - Parameters:
    ///   - document: The document.
    ///   - rect: Where it goes, in user space.
    ///   - tint: The colour of a template drawing, or `nil` for the document's own colours.
    ///   - alpha: An extra opacity, 0...1.
    public func draw(_ document: SVGDocument, in rect: Rect, tintedWith tint: Color? = nil, alpha: Double = 1) {
        guard rect.size.width > 0, rect.size.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
            rect.size.width.isFinite, rect.size.height.isFinite
        else { return }
        let opacity = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_push_group(cr)
        _ = document.render(into: cr, in: rect)
        let shapes = cairo_pop_group(cr)
        if let tint {
            setSource(tint.withAlpha(tint.resolved(for: appearance).alpha * opacity))
            cairo_mask(cr, shapes)
        } else {
            cairo_set_source(cr, shapes)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(shapes)
        cairo_restore(cr)
    }
}
