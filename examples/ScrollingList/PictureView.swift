import TouchKit

/// The picture on the second screen, drawn with Cairo: a sky, a sun, two hills and a
/// row of houses, with fine detail (windows, a grid of fields) that zooming reveals.
///
/// The sky and the sun are flat colours no other part of the window uses: the replay
/// tests measure the sun to read the zoom scale.
@MainActor
final class PictureView: View {
    static let sky = Color(red: 0.62, green: 0.82, blue: 0.97)
    static let sun = Color(red: 1.0, green: 0.84, blue: 0.20)
    /// The sun's circle in the picture's own coordinates.
    static let sunRect = Rect(x: 472, y: 232, width: 80, height: 80)

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "picture"
        isMultipleTouchEnabled = true
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.fillColor = Self.sky
        context.fill(bounds)
        context.fillColor = Self.sun
        context.fillEllipse(in: Self.sunRect)
        hill(from: -100, to: 600, top: bounds.height - 220, color: Color(red: 0.45, green: 0.66, blue: 0.40), context)
        hill(from: 380, to: 1140, top: bounds.height - 180, color: Color(red: 0.30, green: 0.52, blue: 0.30), context)
        // Fields: a fine grid in the foreground.
        context.strokeColor = Color(red: 0.22, green: 0.40, blue: 0.22)
        context.lineWidth = 0.5
        var x = 0.0
        context.beginPath()
        while x <= bounds.width {
            context.move(to: Point(x: x, y: bounds.height - 60))
            context.addLine(to: Point(x: x, y: bounds.height))
            x += 8
        }
        context.strokePath()
        // Houses with windows.
        for index in 0..<6 {
            let house = Rect(x: 90 + Double(index) * 150, y: bounds.height - 110, width: 60, height: 44)
            context.fillColor = Color(red: 0.85, green: 0.80, blue: 0.72)
            context.fill(house)
            context.fillColor = Color(red: 0.62, green: 0.25, blue: 0.20)
            context.beginPath()
            context.move(to: Point(x: house.minX - 6, y: house.minY))
            context.addLine(to: Point(x: house.midX, y: house.minY - 24))
            context.addLine(to: Point(x: house.maxX + 6, y: house.minY))
            context.closePath()
            context.fillPath()
            context.fillColor = Color(red: 0.25, green: 0.35, blue: 0.55)
            for column in 0..<3 {
                context.fill(Rect(x: house.minX + 8 + Double(column) * 17, y: house.minY + 10, width: 8, height: 8))
            }
        }
    }

    private func hill(from x0: Double, to x1: Double, top: Double, color: Color, _ context: GraphicsContext) {
        let bottom = bounds.height
        context.beginPath()
        context.move(to: Point(x: x0, y: bottom))
        context.addQuadCurve(to: Point(x: x1, y: bottom), control: Point(x: (x0 + x1) / 2, y: 2 * top - bottom))
        context.closePath()
        context.fillColor = color
        context.fillPath()
    }
}
