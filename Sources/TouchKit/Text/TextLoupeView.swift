/// The loupe a ``TextLoupeSession`` shows (SPEC X20): a capsule over the window that
/// draws the window's content around ``magnifiedPoint`` magnified
/// ``TextLoupeSession/magnification`` times, with a thin grey rim. Touches pass through
/// it, and screen readers do not see it.
@MainActor
final class TextLoupeView: View {
    /// The point magnified, in the window's coordinates: it shows at the loupe's centre.
    var magnifiedPoint = Point.zero
    /// The rim's colour **(choice)**.
    static let rimColor = Color(white: 0.6)

    /// Set while a loupe draws the window into itself, so that no loupe draws itself.
    private static var isMagnifying = false

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    override func draw(_ rect: Rect) {
        guard !Self.isMagnifying, let context = GraphicsContext.current, let window else { return }
        let shape = bounds
        let radius = shape.size.height / 2
        let scale = TextLoupeSession.magnification
        // The window's area that the loupe shows, in the window's coordinates.
        let shown = Rect(
            x: magnifiedPoint.x - shape.size.width / (2 * scale),
            y: magnifiedPoint.y - shape.size.height / (2 * scale),
            width: shape.size.width / scale, height: shape.size.height / scale)
        context.withSavedState {
            context.beginPath()
            context.addRoundedRect(shape, cornerRadius: radius)
            context.clip()
            // The loupe's centre shows the magnified point; user space becomes the window's.
            context.translateBy(x: shape.midX, y: shape.midY)
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -magnifiedPoint.x, y: -magnifiedPoint.y)
            Self.isMagnifying = true
            defer { Self.isMagnifying = false }
            WindowRenderer.render(window, into: context, areas: [shown], scale: scale)
        }
        context.strokeColor = Self.rimColor
        context.lineWidth = 1
        context.beginPath()
        context.addRoundedRect(shape.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius - 0.5)
        context.strokePath()
    }
}
