/// The round knob of a ``Slider`` or ``Switch``: a white disc with a thin grey rim,
/// its bounding box on whole pixels (a whole number of pixels across), so its edge is
/// crisp and symmetric at any scale. It takes no touches: its control tracks them.
@MainActor
final class ThumbView: View {
    /// The disc's fill.
    var fillColor: Color = .white {
        didSet { setNeedsDisplay() }
    }

    /// Creates a thumb `diameter` points across.
    init(diameter: Double) {
        super.init(frame: Rect(x: 0, y: 0, width: diameter + 2, height: diameter + 2))
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        // Edges on whole pixels: a disc a whole number of pixels across, symmetric.
        let disc = context.pixelSnapped(bounds.insetBy(dx: 1, dy: 1))
        context.fillColor = fillColor
        context.fillEllipse(in: disc)
        context.strokeColor = Color(white: 0, alpha: 0.18)
        context.lineWidth = 1
        context.strokeEllipse(in: disc.insetBy(dx: 0.5, dy: 0.5))
    }
}
