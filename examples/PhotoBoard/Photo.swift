import TouchKit

/// What a card shows: a small landscape drawn with Cairo, in the card's own colours.
///
/// Each photo has a flat sky of its own colour (the replay tests find a card by it),
/// a sun, two hills and a caption.
struct Photo: Sendable {
    /// The caption under the picture.
    var caption: String
    /// The sky, flat: no other card uses this colour.
    var sky: Color
    /// The sun.
    var sun: Color
    /// The far and the near hill.
    var hills: (far: Color, near: Color)

    /// The three photos of the board, left to right.
    static let all: [Photo] = [
        Photo(
            caption: "Harbour", sky: Color(red: 0.55, green: 0.75, blue: 0.95),
            sun: Color(red: 1.0, green: 0.93, blue: 0.55),
            hills: (Color(red: 0.35, green: 0.55, blue: 0.45), Color(red: 0.20, green: 0.40, blue: 0.35))),
        Photo(
            caption: "Dunes at dusk", sky: Color(red: 0.98, green: 0.68, blue: 0.42),
            sun: Color(red: 1.0, green: 0.88, blue: 0.70),
            hills: (Color(red: 0.80, green: 0.50, blue: 0.30), Color(red: 0.60, green: 0.35, blue: 0.22))),
        Photo(
            caption: "Lavender fields", sky: Color(red: 0.74, green: 0.62, blue: 0.92),
            sun: Color(red: 0.98, green: 0.96, blue: 0.85),
            hills: (Color(red: 0.52, green: 0.42, blue: 0.72), Color(red: 0.36, green: 0.50, blue: 0.30))),
    ]

    /// Draws the picture into `rect` of the current context.
    func draw(in rect: Rect, context: GraphicsContext) {
        context.fillColor = sky
        context.fill(rect)
        context.withSavedState {
            context.clip(to: rect)
            context.fillColor = sun
            context.fillEllipse(in: Rect(x: rect.minX + 24, y: rect.minY + 18, width: 34, height: 34))
            hill(
                from: rect.minX - 30, to: rect.midX + 50, top: rect.maxY - 40, bottom: rect.maxY, color: hills.far,
                context)
            hill(
                from: rect.midX - 40, to: rect.maxX + 30, top: rect.maxY - 30, bottom: rect.maxY, color: hills.near,
                context)
        }
    }

    private func hill(
        from x0: Double, to x1: Double, top: Double, bottom: Double, color: Color, _ context: GraphicsContext
    ) {
        context.beginPath()
        context.move(to: Point(x: x0, y: bottom))
        context.addQuadCurve(to: Point(x: x1, y: bottom), control: Point(x: (x0 + x1) / 2, y: 2 * top - bottom))
        context.closePath()
        context.fillColor = color
        context.fillPath()
    }
}
