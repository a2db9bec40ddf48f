import TouchKit

/// A photo of the grid: its picture, dimmed while a finger rests on it, and a blue
/// check mark while it is selected.
@MainActor
final class PhotoCell: CollectionViewCell {
    static let identifier = "photo"
    /// The check mark's colour: no picture uses it (the replay tests count it).
    static let checkColor = Color(red: 0.0, green: 0.40, blue: 1.0)

    private(set) var picture = Picture(number: 0)

    /// Shows `picture`.
    func show(_ picture: Picture) {
        self.picture = picture
        accessibilityIdentifier = "photo\(picture.number)"
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        picture.draw(in: bounds, context: context)
        if isHighlighted {
            context.fillColor = Color(white: 0, alpha: 0.3)
            context.fill(bounds)
        }
        guard isSelected else { return }
        let mark = Rect(x: bounds.maxX - 34, y: bounds.maxY - 34, width: 26, height: 26)
        context.fillColor = Self.checkColor
        context.fillEllipse(in: mark)
        context.strokeColor = .white
        context.lineWidth = 2.5
        context.beginPath()
        context.move(to: Point(x: mark.minX + 7, y: mark.midY))
        context.addLine(to: Point(x: mark.minX + 11.5, y: mark.midY + 5))
        context.addLine(to: Point(x: mark.maxX - 6, y: mark.minY + 8))
        context.strokePath()
    }
}

/// An album's title above its photos.
@MainActor
final class AlbumHeader: CollectionReusableView {
    static let identifier = "album"
    private static let font = Font.system(size: 20, weight: .bold)
    var title = "" {
        didSet { setNeedsDisplay() }
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(text: title, at: Point(x: 12, y: bounds.midY - 12), font: Self.font, color: Color(white: 0.15))
    }
}
