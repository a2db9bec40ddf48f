import TouchKit

/// Draws a view tree into a graphics context (SPEC D2, D3).
///
/// Views are composited back to front with their presentation values (so animations
/// show), each with its transform about its centre, its alpha (through a transparency
/// layer), its background colour, its ``View/draw(_:)`` and, with `clipsToBounds`,
/// its subviews clipped to its bounds. Hidden views are skipped. Drawing is clipped to
/// the areas being repainted.
@MainActor
enum ViewRenderer {
    /// Repaints `areas` (window coordinates) of `window` into `context`.
    static func render(_ window: Window, into context: GraphicsContext, areas: [Rect]) {
        guard !areas.isEmpty else { return }
        context.withSavedState {
            context.beginPath()
            for area in areas { context.addRect(area.integral) }
            context.clip()
            context.clear(window.bounds)
            context.fillColor = window.backgroundColor ?? .white
            context.fill(window.bounds)
            let bounds = areas.reduce(Rect.null) { $0.union($1) }
            drawContent(of: window, in: context, visible: bounds)
        }
    }

    private static func draw(_ view: View, in context: GraphicsContext, visible: Rect) {
        let alpha = view.presentationAlpha
        guard !view.isHidden, alpha > 0 else { return }
        context.withSavedState {
            let toSuper = view.presentationTransformToSuperview
            context.concatenate(toSuper)
            let local = visible.applying(toSuper.inverted())
            if alpha < 1 {
                context.withTransparencyLayer(alpha: alpha) {
                    drawContent(of: view, in: context, visible: local)
                }
            } else {
                drawContent(of: view, in: context, visible: local)
            }
        }
    }

    private static func drawContent(of view: View, in context: GraphicsContext, visible: Rect) {
        let bounds = view.presentationBounds
        if let colour = view.presentationBackgroundColor, !(view is Window) {
            context.fillColor = colour
            context.fill(bounds)
        }
        let dirty = visible.intersection(bounds)
        if !dirty.isNull {
            context.withSavedState {
                context.makeCurrent { view.draw(dirty) }
            }
        }
        if view.clipsToBounds { context.clip(to: bounds) }
        for subview in view.subviews {
            draw(subview, in: context, visible: view.clipsToBounds ? dirty : visible)
        }
    }
}
