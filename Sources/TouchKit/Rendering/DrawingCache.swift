/// A view's own drawing kept in an offscreen image (see ``View/cachesDrawing``).
///
/// The image covers the view's bounds at the target's pixel density. Areas invalidated
/// by ``View/setNeedsDisplay(_:)`` are cleared and redrawn by the view's
/// ``View/draw(_:)`` (clipped to them) the next time the view is composited; the rest
/// of the image is reused as it is. A change of size or scale redraws it all.
@MainActor
final class DrawingCache {
    private var image: ImageSurface?
    private var context: GraphicsContext?
    private var bounds = Rect.null
    private var scale = 0.0
    private var phase = Point.zero
    /// Areas to redraw, in the view's coordinates.
    private var stale = DirtyAreas()
    /// Set once an image could not be made, so the failure is logged once.
    private var failed = false

    /// The view-space point where the image's pixel (0, 0) starts: its pixel grid.
    private var grid: Point { Point(x: bounds.minX - phase.x, y: bounds.minY - phase.y) }

    /// Marks an area of the view, in its coordinates, to be redrawn. Before the image
    /// exists there is nothing to mark: it is drawn whole when first made.
    func invalidate(_ rect: Rect) {
        guard image != nil else { return }
        stale.add(rect)
    }

    /// Draws `body` over the image in `rect` (view coordinates) without clearing it, and
    /// returns `true`; returns `false` when there is no up-to-date image there to draw
    /// on (none yet, or that area is stale), in which case the caller invalidates.
    func append(in rect: Rect, _ body: (GraphicsContext) -> Void) -> Bool {
        guard image != nil, !rect.isEmpty, !stale.rects.contains(where: { $0.intersects(rect) }) else {
            return false
        }
        draw(in: [rect], clearing: false) { context, _ in body(context) }
        return true
    }

    /// The cached image of `view`'s drawing, brought up to date, or `nil` when no image
    /// can be made (empty or absurd bounds): the view is then drawn directly.
    ///
    /// - Parameters:
    ///   - view: The view whose drawing is cached.
    ///   - scale: Pixels per point.
    ///   - phase: Where the bounds' origin falls inside a device pixel, in points
    ///     (`0..<1/scale` on each axis). The image's pixel (0, 0) starts that far before
    ///     the origin, so that copying it onto whole device pixels gives exactly what
    ///     drawing directly would; a change of phase redraws it all.
    func image(of view: View, scale: Double, phase: Point = .zero) -> ImageSurface? {
        let bounds = view.bounds
        guard !bounds.isEmpty else { return nil }
        if image == nil || bounds != self.bounds || scale != self.scale || phase != self.phase {
            let size = Size(width: bounds.width + phase.x, height: bounds.height + phase.y)
            guard makeImage(size: size, scale: scale) else { return nil }
            self.bounds = bounds
            self.scale = scale
            self.phase = phase
            stale = DirtyAreas()
            stale.add(bounds)
        }
        if !stale.isEmpty {
            // Adaptive colours in the view's appearance (SPEC M2); a change of it
            // invalidates the whole image (M1).
            context?.appearance = view.traitCollection.userInterfaceStyle.appearance
            draw(in: stale.take(), clearing: true) { _, dirty in view.draw(dirty) }
        }
        return image
    }

    /// Draws into the image within `areas` (view coordinates), grown to whole pixels of
    /// the image so that no seam shows between old and new parts, after clearing them
    /// when `clearing`. `body` gets the context (current, in view coordinates) and the
    /// rectangle enclosing the areas.
    private func draw(in areas: [Rect], clearing: Bool, _ body: (GraphicsContext, Rect) -> Void) {
        guard let image, let context else { return }
        let grid = self.grid
        let areas = areas.map { $0.intersection(bounds).pixelAligned(scale: scale, origin: grid) }.filter {
            !$0.isEmpty
        }
        guard !areas.isEmpty else { return }
        context.withSavedState {
            context.translateBy(x: -grid.x, y: -grid.y)
            context.beginPath()
            for area in areas { context.addRect(area) }
            context.clip()
            if clearing { context.clear(bounds) }
            context.makeCurrent { body(context, areas.enclosingRect) }
        }
        image.flush()
    }

    private func makeImage(size: Size, scale: Double) -> Bool {
        do {
            let image = try ImageSurface(logicalSize: size, scale: scale)
            context = try GraphicsContext(surface: image)
            self.image = image
            failed = false
            return true
        } catch {
            if !failed { TouchKitLog.error("cannot cache a view's drawing at \(size) x\(scale): \(error)") }
            failed = true
            image = nil
            context = nil
            return false
        }
    }
}
