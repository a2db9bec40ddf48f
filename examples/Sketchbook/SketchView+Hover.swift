import TouchKit

/// Where the pen will draw: a hovering pen (or the mouse with no button down) shows a
/// ring of the width an average touch draws, fainter the higher the pen is (SPEC P71);
/// the pointer is a crosshair over the canvas (P13, P14).
extension SketchView: PointerInteractionDelegate {
    func addHoverPreview() {
        let hover = HoverGestureRecognizer(target: nil, action: nil)
        hover.addAction { [unowned self] recognizer in self.hoverChanged(recognizer as! HoverGestureRecognizer) }
        addGestureRecognizer(hover)
        addInteraction(PointerInteraction(delegate: self))
    }

    private func hoverChanged(_ hover: HoverGestureRecognizer) {
        switch hover.state {
        case .began, .changed: hoverPreview = (hover.location(in: self), hover.zOffset)
        default: hoverPreview = nil
        }
        setNeedsDisplay()
    }

    /// A crosshair over the whole canvas.
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
        PointerStyle(cursor: .crosshair)
    }

    /// The ring where the pen hovers, drawn over the strokes.
    func drawHoverPreview(in context: GraphicsContext) {
        guard let preview = hoverPreview else { return }
        let point = preview.point
        let radius = (Stroke.widths.minimum + (Stroke.widths.maximum - Stroke.widths.minimum) / 4) * zoom / 2 + 1
        context.strokeColor = Color(white: 0.3, alpha: 0.9 - 0.6 * min(max(preview.height, 0), 1))
        context.lineWidth = 1
        context.strokeEllipse(in: Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    }
}
