import TouchKit

/// The panel that a swipe from the window's left edge pulls out: how to use the board,
/// and a button that sends every card home.
///
/// It is a plain view; ``BoardViewController`` moves it with its edge-pan and pan
/// recognizers.
@MainActor
final class SidePanel: View {
    static let width = 300.0
    static let color = Color(red: 0.16, green: 0.18, blue: 0.23)
    private static let titleFont = Font.system(size: 24, weight: .bold)
    private static let textFont = Font.system(size: 15)
    private static let lines = [
        "Two fingers on a card:",
        "  drag, pinch and twist it,",
        "  all at once.",
        "Double-tap a card: it goes home.",
        "Hold a card: it lifts to the front;",
        "  keep holding and drag it.",
        "Swipe from the left edge:",
        "  this panel. Tap the board,",
        "  or drag the panel left, to close it.",
    ]

    /// The button that sends the cards home.
    let resetButton: Button

    /// Creates the panel, `height` points tall, closed (left of the window).
    init(height: Double) {
        resetButton = Button(
            frame: Rect(x: 24, y: height - 84, width: Self.width - 48, height: 48), title: "Send all cards home")
        super.init(frame: Rect(x: -Self.width, y: 0, width: Self.width, height: height))
        accessibilityIdentifier = "sidePanel"
        backgroundColor = Self.color
        // Rounded on the side that comes out (SPEC C1, C2).
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        resetButton.accessibilityIdentifier = "resetButton"
        // The panel is as tall as the window, its button at the bottom.
        autoresizingMask = .flexibleHeight
        resetButton.autoresizingMask = .flexibleTopMargin
        resetButton.tintColor = Color(red: 0.55, green: 0.80, blue: 1.0)
        resetButton.font = Font.system(size: 16, weight: .bold)
        addSubview(resetButton)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(text: "PhotoBoard", at: Point(x: 24, y: 28), font: Self.titleFont, color: .white)
        for (index, line) in Self.lines.enumerated() {
            context.draw(
                text: line, at: Point(x: 24, y: 84 + Double(index) * 24), font: Self.textFont,
                color: Color(white: 0.85))
        }
    }
}
