import TouchKit

/// A picture of the grid, drawn with Cairo from its number: a sky, a sun or a moon, two
/// hills and, on every third, a house. No two neighbours look alike.
struct Picture: Sendable {
    /// The picture's number, from 0.
    var number: Int

    private static let skies: [Color] = [
        Color(red: 0.55, green: 0.75, blue: 0.95), Color(red: 0.98, green: 0.68, blue: 0.42),
        Color(red: 0.74, green: 0.62, blue: 0.92), Color(red: 0.16, green: 0.20, blue: 0.38),
        Color(red: 0.62, green: 0.86, blue: 0.80), Color(red: 0.95, green: 0.80, blue: 0.55),
        Color(red: 0.82, green: 0.88, blue: 0.95),
    ]
    private static let hills: [(Color, Color)] = [
        (Color(red: 0.35, green: 0.55, blue: 0.45), Color(red: 0.20, green: 0.40, blue: 0.35)),
        (Color(red: 0.80, green: 0.50, blue: 0.30), Color(red: 0.60, green: 0.35, blue: 0.22)),
        (Color(red: 0.52, green: 0.42, blue: 0.72), Color(red: 0.36, green: 0.50, blue: 0.30)),
        (Color(red: 0.45, green: 0.60, blue: 0.30), Color(red: 0.30, green: 0.45, blue: 0.20)),
        (Color(red: 0.60, green: 0.62, blue: 0.66), Color(red: 0.40, green: 0.42, blue: 0.48)),
    ]

    /// Whether it is a panorama: twice as wide as the others in the grid.
    var isPanorama: Bool { number % 9 == 4 }

    /// Draws the picture into `rect`.
    func draw(in rect: Rect, context: GraphicsContext) {
        let sky = Self.skies[number % Self.skies.count]
        let night = number % Self.skies.count == 3
        let (far, near) = Self.hills[(number / 2) % Self.hills.count]
        context.withSavedState {
            context.clip(to: rect)
            context.fillColor = sky
            context.fill(rect)
            let size = min(rect.width, rect.height) * 0.22
            let x = rect.minX + rect.width * (0.15 + Double(number * 37 % 60) / 100)
            context.fillColor = night ? Color(white: 0.95) : Color(red: 1.0, green: 0.90, blue: 0.50)
            context.fillEllipse(in: Rect(x: x, y: rect.minY + rect.height * 0.12, width: size, height: size))
            hill(from: rect.minX - rect.width * 0.2, to: rect.midX + rect.width * 0.3, top: 0.55, rect, far, context)
            hill(from: rect.midX - rect.width * 0.3, to: rect.maxX + rect.width * 0.2, top: 0.68, rect, near, context)
            if number % 3 == 0 {
                let house = Rect(
                    x: rect.minX + rect.width * 0.62, y: rect.minY + rect.height * 0.62, width: rect.width * 0.16,
                    height: rect.height * 0.14)
                context.fillColor = Color(red: 0.90, green: 0.86, blue: 0.78)
                context.fill(house)
                context.fillColor = Color(red: 0.62, green: 0.25, blue: 0.20)
                context.beginPath()
                context.move(to: Point(x: house.minX - 3, y: house.minY))
                context.addLine(to: Point(x: house.midX, y: house.minY - house.height * 0.7))
                context.addLine(to: Point(x: house.maxX + 3, y: house.minY))
                context.closePath()
                context.fillPath()
            }
        }
    }

    private func hill(
        from x0: Double, to x1: Double, top: Double, _ rect: Rect, _ color: Color, _ context: GraphicsContext
    ) {
        let bottom = rect.maxY
        let y = rect.minY + rect.height * top
        context.beginPath()
        context.move(to: Point(x: x0, y: bottom))
        context.addQuadCurve(to: Point(x: x1, y: bottom), control: Point(x: (x0 + x1) / 2, y: 2 * y - bottom))
        context.closePath()
        context.fillColor = color
        context.fillPath()
    }
}

/// A view that draws one picture across its bounds.
@MainActor
final class PictureView: View {
    var picture: Picture {
        didSet { setNeedsDisplay() }
    }

    init(picture: Picture, frame: Rect) {
        self.picture = picture
        super.init(frame: frame)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        picture.draw(in: bounds, context: context)
    }
}
