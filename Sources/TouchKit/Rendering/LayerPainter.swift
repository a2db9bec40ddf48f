/// Draws the parts of a view that its ``Layer`` adds (SPEC C2-C4): the shadow behind
/// it, the background colour in the rounded shape, the rounded clip and the border over
/// everything. The renderer calls it only for views whose layer was used.
@MainActor
internal enum LayerPainter {
    /// Paints the shadow of `view` (whose coordinates the context is in), from its cached
    /// mask, blurring only when the mask's inputs changed.
    static func drawShadow(
        of view: View, layer: Layer, bounds: Rect, cornerRadius: Double, in context: GraphicsContext, scale: Double
    ) {
        guard layer.hasVisibleShadow, let colour = layer.shadowColor,
            let cache = layer.shadowMask(bounds: bounds, cornerRadius: cornerRadius, scale: scale)
        else { return }
        let opacity = min(max(view.presentationShadowOpacity, 0), 1)
        var position = cache.origin.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        if layer.shadowPath == nil { position = position.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        let resolved = colour.resolved(for: context.appearance)
        context.paint(resolved.withAlpha(resolved.alpha * opacity), maskedBy: cache.mask, at: position)
    }

    /// Fills the background colour in the layer's rounded shape.
    static func fillBackground(_ colour: Color, bounds: Rect, radius: Double, layer: Layer, in context: GraphicsContext)
    {
        context.fillColor = colour
        context.beginPath()
        layer.addShape(bounds, radius: radius, to: context)
        context.fillPath()
    }

    /// Narrows the clip to the layer's rounded shape.
    static func clip(to bounds: Rect, radius: Double, layer: Layer, in context: GraphicsContext) {
        context.beginPath()
        layer.addShape(bounds, radius: radius, to: context)
        context.clip()
    }

    /// Draws the border: the band between the shape and the shape inset by the width
    /// (its corners rounded by the radius less the width), above content and subviews.
    static func drawBorder(bounds: Rect, radius: Double, width: Double, layer: Layer, in context: GraphicsContext) {
        guard width > 0, width.isFinite, let colour = layer.borderColor, colour.alpha > 0 else { return }
        context.fillColor = colour
        context.beginPath()
        layer.addShape(bounds, radius: radius, to: context)
        let inner = bounds.insetBy(dx: width, dy: width)
        if !inner.isNull, inner.width > 0, inner.height > 0 {
            let clamped = min(max(radius, 0), bounds.width / 2, bounds.height / 2)
            layer.addShape(inner, radius: max(clamped - width, 0), to: context)
        }
        context.fillPath(using: .evenOdd)
    }
}
