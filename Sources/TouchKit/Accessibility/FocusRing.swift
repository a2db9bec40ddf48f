import Graphics

/// The ring drawn around the element with keyboard focus (SPEC A15): a rounded outline
/// of the tint colour over the window's content, ignored by touches and by the
/// accessibility tree.
@MainActor
public final class FocusRing: View {
    /// The ring's width **(choice)**.
    public static let lineWidth = 3.0
    /// How far outside the element's frame the ring is drawn **(choice)**.
    public static let outset = 3.0

    /// Creates a ring (the window makes its own).
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    /// Frames the ring around `rect` (window coordinates).
    func surround(_ rect: Rect) {
        let pad = Self.outset + Self.lineWidth
        frame = rect.insetBy(dx: -pad, dy: -pad)
        setNeedsDisplay()
    }

    /// Draws the outline.
    public override func draw(_ rect: Rect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        let inset = Self.lineWidth / 2
        let path = BezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: 6)
        context.setStrokeColor(tintColor)
        context.setLineWidth(Self.lineWidth)
        path.addPath(to: context)
        context.strokePath()
    }
}
