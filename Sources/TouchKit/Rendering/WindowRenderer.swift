/// Composites a window's view tree into a graphics context (SPEC D2, D3, D5).
///
/// Views are drawn back to front with their presentation values (so animations show),
/// each with its transform about its centre, its alpha (through a transparency layer,
/// so a half-transparent view and its subviews blend once), its background colour,
/// its ``View/draw(_:)`` (or its cached drawing, see ``View/cachesDrawing``) and, with
/// ``View/clipsToBounds``, its subviews clipped to its bounds. Hidden and fully
/// transparent views are skipped, and so are views with non-finite geometry (with their
/// subviews; logged once per view type). Each area being repainted is a pass of its own,
/// clipped to that one box, so that a frame's pixels do not depend on how its damage is
/// cut into areas (D2); a view's `draw(_:)` runs in the passes whose area its bounds meet.
///
/// A backend calls ``render(_:into:areas:scale:)`` once per frame with the window's
/// damage (``Window/takeDamage()``); ``Window/snapshot(scale:)`` renders a whole
/// window into a new image.
@MainActor
public enum WindowRenderer {
    /// Repaints `areas` (window coordinates) of `window` into `context`.
    ///
    /// - Parameters:
    ///   - window: The window to draw.
    ///   - context: A context whose user space is the window's coordinates (the
    ///     surface's device scale maps them to pixels).
    ///   - areas: The areas to repaint, each in a pass of its own; nothing outside them
    ///     changes.
    ///   - scale: Pixels per point of the target, used for cached drawings so that
    ///     they keep the output's real pixel density.
    public static func render(_ window: Window, into context: GraphicsContext, areas: [Rect], scale: Double = 1) {
        let renderer = Pass(context: context, scale: scale)
        // One pass per area, each clipped to its one box (SPEC D2). Cairo meets a clip of
        // several boxes and a clip path (a view's bounds off the pixel grid, rounded
        // corners) by intersecting the two shapes, rounding where they cross, so an
        // antialiased edge where two areas' boxes met came out a level or two off what
        // one box round them, or the whole window, gives. Overlapping areas are each
        // repainted in full, with the same pixels.
        for area in areas.map({ $0.pixelAligned(scale: scale) }) where !area.isEmpty {
            context.withSavedState {
                context.appearance = window.traitCollection.userInterfaceStyle.appearance
                context.clip(to: area)
                render(window, area: area, with: renderer)
            }
        }
    }

    /// Repaints `area` (pixel-aligned, and the context clipped to it) of `window`.
    private static func render(_ window: Window, area: Rect, with renderer: Pass) {
        let context = renderer.context
        if let cover = frontMostCover(of: window, over: area) {
            // Everything behind it is hidden in the area: start there.
            if window.clipsToBounds { context.clip(to: window.presentationBounds) }
            let childVisible = window.clipsToBounds ? area.intersection(window.presentationBounds) : area
            renderer.drawSubviews(of: window, visible: childVisible, from: cover)
            return
        }
        let background = window.backgroundColor ?? .white
        // An opaque background replaces every pixel: clearing first would change nothing.
        if background.alpha < 1 { context.clear(window.bounds) }
        context.fillColor = background
        context.fill(window.bounds)
        renderer.drawContent(of: window, visible: area)
    }

    /// The position of the front-most subview of `window` that hides everything behind
    /// it in `area`: shown, fully opaque (its alpha and its background colour), only
    /// moved (not scaled or rotated), and with its background covering `area`. `nil`
    /// when there is none, or when the window has so many subviews that looking would
    /// cost more than it saves.
    ///
    /// A root view with a background colour is the common case: the window's own
    /// background and clearing the buffer are then two passes over the areas that
    /// nothing shows.
    package static func frontMostCover(of window: Window, over area: Rect) -> Int? {
        let subviews = window.subviews
        guard !area.isNull, !area.isEmpty, subviews.count < SubviewIndex.minimumCount else { return nil }
        for position in subviews.indices.reversed() {
            let view = subviews[position]
            guard !view.isHidden, view.presentationAlpha >= 1, view.hasFinitePresentationGeometry,
                let colour = view.presentationBackgroundColor, colour.alpha >= 1,
                view.presentationCornerRadius <= 0
            else { continue }
            let transform = view.presentationTransformToSuperview
            guard transform.a == 1, transform.d == 1, transform.b == 0, transform.c == 0 else { continue }
            if view.presentationBounds.applying(transform).contains(area) { return position }
        }
        return nil
    }

    /// One rendering pass: the target and its pixel density.
    @MainActor
    private struct Pass {
        let context: GraphicsContext
        let scale: Double

        func draw(_ view: View, visible: Rect) {
            let alpha = view.presentationAlpha
            guard !view.isHidden, alpha > 0 else { return }
            // NaN or infinity in a transform would put the context in an error state
            // and lose everything drawn after it: such a view is not drawn.
            guard view.hasFinitePresentationGeometry else {
                view.reportNonFiniteGeometry()
                return
            }
            context.withSavedState {
                if view.overrideUserInterfaceStyle != .unspecified {
                    context.appearance = view.overrideUserInterfaceStyle.appearance
                }
                let toSuper = view.presentationTransformToSuperview
                context.concatenate(toSuper)
                let local = visible.applying(toSuper.inverted())
                if alpha < 1 {
                    context.withTransparencyLayer(alpha: alpha) {
                        drawContent(of: view, visible: local)
                    }
                } else {
                    drawContent(of: view, visible: local)
                }
            }
        }

        func drawContent(of view: View, visible: Rect) {
            if let layer = view.layerStorage {
                drawLayeredContent(of: view, layer: layer, visible: visible)
                return
            }
            let bounds = view.presentationBounds
            if let colour = view.presentationBackgroundColor, !(view is Window) {
                context.fillColor = colour
                context.fill(bounds)
            }
            let dirty = visible.intersection(bounds)
            if !dirty.isNull, !dirty.isEmpty {
                let drewCache = view.cachesDrawing && drawCached(view, presentationBounds: bounds)
                if !drewCache {
                    context.withSavedState {
                        // As in UIKit, a view's drawing never shows outside its bounds.
                        context.clip(to: bounds)
                        context.makeCurrent { view.draw(dirty) }
                    }
                }
            }
            if view.clipsToBounds { context.clip(to: bounds) }
            drawSubviews(of: view, visible: view.clipsToBounds ? dirty : visible)
        }

        /// The view's `draw(_:)` (or its cached drawing) where it meets `dirty`, inside
        /// its rounded corners when it masks to them.
        func drawOwnContent(of view: View, bounds: Rect, dirty: Rect, cornerRadius: Double, layer: Layer) {
            guard !dirty.isNull, !dirty.isEmpty else { return }
            context.withSavedState {
                // As in UIKit, a view's drawing never shows outside its bounds, nor
                // outside its rounded corners when it masks to them (C2).
                if cornerRadius > 0, view.clipsToBounds {
                    LayerPainter.clip(to: bounds, radius: cornerRadius, layer: layer, in: context)
                }
                let drewCache = view.cachesDrawing && drawCached(view, presentationBounds: bounds)
                if !drewCache {
                    context.clip(to: bounds)
                    context.makeCurrent { view.draw(dirty) }
                }
            }
        }

        /// `drawContent` for a view whose layer is in use: shadow, rounded background,
        /// content, rounded clip of the subviews, border on top (SPEC C2-C4).
        func drawLayeredContent(of view: View, layer: Layer, visible: Rect) {
            let bounds = view.presentationBounds
            let radius = view.presentationCornerRadius
            if !(view is Window) {
                LayerPainter.drawShadow(
                    of: view, layer: layer, bounds: bounds, cornerRadius: radius, in: context, scale: scale)
            }
            if let colour = view.presentationBackgroundColor, !(view is Window) {
                LayerPainter.fillBackground(colour, bounds: bounds, radius: radius, layer: layer, in: context)
            }
            let dirty = visible.intersection(bounds)
            drawOwnContent(of: view, bounds: bounds, dirty: dirty, cornerRadius: radius, layer: layer)
            let borderWidth = view.presentationBorderWidth
            context.withSavedState {
                if view.clipsToBounds {
                    if radius > 0 {
                        LayerPainter.clip(to: bounds, radius: radius, layer: layer, in: context)
                    } else {
                        context.clip(to: bounds)
                    }
                }
                drawSubviews(of: view, visible: view.clipsToBounds ? dirty : visible)
            }
            LayerPainter.drawBorder(bounds: bounds, radius: radius, width: borderWidth, layer: layer, in: context)
        }

        /// Draws the subviews of `view` from position `first` on, back to front.
        func drawSubviews(of view: View, visible childVisible: Rect, from first: Int = 0) {
            if view.subviews.count >= SubviewIndex.minimumCount {
                // Many subviews (a long list): only those meeting the area are visited.
                let subviews = view.subviews
                for position in view.currentSubviewIndex().positions(meeting: childVisible) where position >= first {
                    draw(subviews[position], visible: childVisible)
                }
                return
            }
            for subview in view.subviews[first...] {
                // A subview whose drawing stays inside its frame (no subviews of its
                // own, or clipping them) and that lies outside the area is skipped:
                // a scroll view with 10,000 rows draws the few that show.
                if subview.subviews.isEmpty || subview.clipsToBounds,
                    !subview.presentationDrawingFrame.intersects(childVisible)
                {
                    continue
                }
                draw(subview, visible: childVisible)
            }
        }

        /// Paints a view's cached drawing; `false` when there is none (draw directly).
        ///
        /// When the view is neither scaled nor rotated on screen, the image is made in
        /// the same pixel phase as the view's place on the device and copied one for
        /// one, exactly as drawing directly would come out. Otherwise (or while its size
        /// animates) the image is resampled into the bounds shown, as a rasterized layer
        /// is in UIKit.
        func drawCached(_ view: View, presentationBounds: Rect) -> Bool {
            let transform = context.currentTransform
            let unscaled = transform.a == 1 && transform.d == 1 && transform.b == 0 && transform.c == 0
            guard unscaled, presentationBounds.size == view.bounds.size else {
                guard let image = view.cachedDrawing(scale: scale) else { return false }
                context.draw(image, in: presentationBounds)
                return true
            }
            // The bounds' origin on the device, split into whole pixels and a phase.
            let deviceX = (presentationBounds.minX + transform.tx) * scale
            let deviceY = (presentationBounds.minY + transform.ty) * scale
            let pixelX = deviceX.rounded(.down)
            let pixelY = deviceY.rounded(.down)
            let phase = Point(x: (deviceX - pixelX) / scale, y: (deviceY - pixelY) / scale)
            guard let image = view.cachedDrawing(scale: scale, phase: phase) else { return false }
            context.withSavedState {
                context.clip(to: presentationBounds)
                context.draw(image, at: Point(x: pixelX / scale - transform.tx, y: pixelY / scale - transform.ty))
            }
            return true
        }
    }
}
