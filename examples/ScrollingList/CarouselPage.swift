import TouchKit

/// One page of the carousel: a rounded card of its own colour, with a shadow, and a
/// large number.
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
    /// The page's number, from 1.
    let number: Int
    /// The rounded card: a view whose layer has a corner radius and a shadow (SPEC C2,
    /// C4), in the page's colour.
    private let card: CarouselCard

    /// Creates page `number` (from 1) in `frame`.
    init(number: Int, frame: Rect) {
        self.number = number
        card = CarouselCard(number: number)
        super.init(frame: frame)
        accessibilityIdentifier = "page\(number)"
        clipsToBounds = true
        backgroundColor = .systemGray5
        card.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        card.layer.cornerRadius = 18
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = Size(width: 0, height: 3)
        // Touches land on the page, which the replay tests find by its identifier.
        card.isUserInteractionEnabled = false
        card.frame = bounds.insetBy(dx: 24, dy: 16)
        addSubview(card)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds.insetBy(dx: 24, dy: 16)
    }
}

/// A carousel card's face: its page number, large and white, in the middle.
@MainActor
final class CarouselCard: View {
    private static let font = Font.system(size: 64, weight: .bold)
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(frame: .zero)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let layout = TextLayout(text: "\(number)", font: Self.font, color: .white)
        let size = layout.size
        context.draw(layout, at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2))
    }
}
