import TouchKit

/// One page of the carousel: a rounded card of its own colour with a large number.
@MainActor
final class CarouselPage: View {
    /// The cards' colours, one per page: no other part of the window uses them (the
    /// replay tests find the page that shows by its colour).
    static let colors: [Color] = [
        Color(red: 0.93, green: 0.36, blue: 0.31),
        Color(red: 0.96, green: 0.65, blue: 0.14),
        Color(red: 0.30, green: 0.69, blue: 0.93),
        Color(red: 0.58, green: 0.40, blue: 0.84),
        Color(red: 0.16, green: 0.74, blue: 0.68),
    ]
    private static let font = Font.system(size: 64, weight: .bold)

    /// The page's number, from 1.
    let number: Int

    /// Creates page `number` (from 1) in `frame`.
    init(number: Int, frame: Rect) {
        self.number = number
        super.init(frame: frame)
        accessibilityIdentifier = "page\(number)"
        clipsToBounds = true
        backgroundColor = Color(white: 0.90)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let card = bounds.insetBy(dx: 24, dy: 16)
        context.fillColor = Self.colors[(number - 1) % Self.colors.count]
        context.beginPath()
        context.addRoundedRect(card, cornerRadius: 18)
        context.fillPath()
        let text = "\(number)"
        let layout = TextLayout(text: text, font: Self.font, color: .white)
        let size = layout.size
        context.draw(layout, at: Point(x: card.midX - size.width / 2, y: card.midY - size.height / 2))
    }
}
