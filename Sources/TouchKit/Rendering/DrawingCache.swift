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
    /// Areas to redraw, in the view's coordinates.
    private var stale: [Rect] = []
    /// Set once an image could not be made, so the failure is logged once.
    private var failed = false

    /// The number of times ``View/draw(_:)`` ran into the cache (for tests and tools).
    private(set) var drawCount = 0

    /// Marks an area of the view, in its coordinates, to be redrawn.
    func invalidate(_ rect: Rect) {
        guard image != nil, !rect.isEmpty else { return }
        if stale.contains(where: { $0.contains(rect) }) { return }
        stale.append(rect)
        if stale.count > 16 { stale = [stale.reduce(Rect.null) { $0.union($1) }] }
    }

    /// The cached image of `view`'s drawing, brought up to date, or `nil` when no image
    /// can be made (empty or absurd bounds): the view is then drawn directly.
    func image(of view: View, scale: Double) -> ImageSurface? {
        let bounds = view.bounds
        guard !bounds.isEmpty else { return nil }
        if image == nil || bounds != self.bounds || scale != self.scale {
            guard makeImage(size: bounds.size, scale: scale) else { return nil }
            self.bounds = bounds
            self.scale = scale
            stale = [bounds]
        }
        guard let image, let context else { return nil }
        guard !stale.isEmpty else { return image }
        // Redraw on whole device pixels, so that no seam shows between old and new parts.
        let areas = stale.map { $0.intersection(bounds).pixelAligned(scale: scale) }.filter { !$0.isEmpty }
        stale.removeAll()
        guard !areas.isEmpty else { return image }
        context.withSavedState {
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            context.beginPath()
            for area in areas { context.addRect(area) }
            context.clip()
            context.clear(bounds)
            context.makeCurrent { view.draw(areas.reduce(Rect.null) { $0.union($1) }) }
        }
        drawCount += 1
        image.flush()
        return image
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

extension Rect {
    /// The smallest rectangle holding the receiver whose edges fall on whole pixels at
    /// `scale` pixels per point.
    func pixelAligned(scale: Double) -> Rect {
        guard !isNull, scale > 0 else { return self }
        let minX = (self.minX * scale).rounded(.down) / scale
        let minY = (self.minY * scale).rounded(.down) / scale
        let maxX = (self.maxX * scale).rounded(.up) / scale
        let maxY = (self.maxY * scale).rounded(.up) / scale
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
