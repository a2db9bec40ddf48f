import TouchKit

/// One page: a coloured screen with its number and a hint of what a swipe does.
///
/// It only draws. It leaves its touch methods alone, so its touches go on to the next
/// responder, its view controller (SPEC R1, R2), which recognises the swipes.
@MainActor
final class PageView: View {
    /// The page colours, in order; page 5 starts again.
    static let colors = [
        Color(red: 0.10, green: 0.53, blue: 0.56),
        Color(red: 0.91, green: 0.45, blue: 0.27),
        Color(red: 0.45, green: 0.34, blue: 0.70),
        Color(red: 0.32, green: 0.60, blue: 0.28),
    ]

    /// The page's number, from 1.
    let number: Int

    /// The title and the hints, laid out once.
    private let titleLayout: TextLayout
    private let hintLayouts: [TextLayout]

    /// Creates page `number`, coloured from ``colors``.
    init(number: Int, frame: Rect) {
        self.number = number
        titleLayout = TextLayout(text: "Page \(number)", font: .system(size: 64, weight: .bold), color: .white)
        var hints = ["Swipe left for page \(number + 1)"]
        if number > 1 { hints.append("Swipe right to go back to page \(number - 1)") }
        hintLayouts = hints.map { TextLayout(text: $0, font: .system(size: 20), color: Color(white: 1, alpha: 0.85)) }
        super.init(frame: frame)
        backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        accessibilityIdentifier = "page-\(number)"
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let titleSize = titleLayout.size
        context.draw(titleLayout, at: Point(x: bounds.midX - titleSize.width / 2, y: bounds.midY - titleSize.height))
        for (line, hint) in hintLayouts.enumerated() {
            context.draw(hint, at: Point(x: bounds.midX - hint.size.width / 2, y: bounds.midY + 24 + 32 * Double(line)))
        }
    }
}
