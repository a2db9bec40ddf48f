import TouchKit

/// A photo print on the board: a white card with a picture and a caption, drawn with
/// Cairo, and a shadow that grows while the card is lifted.
///
/// The card keeps its own geometry, ``scale`` and ``angle``, and turns it into its
/// `transform` (plus the lift) in ``applyTransform()``; its centre is its position.
/// It handles no touches: its gesture recognizers do (``BoardViewController``).
@MainActor
final class CardView: View {
    /// The print's size, without the shadow margin.
    static let printSize = Size(width: 240, height: 200)
    /// Room around the print for its shadow.
    static let margin = 12.0
    /// How much larger a lifted card is.
    static let liftScale = 1.08
    private static let captionFont = Font.system(size: 15, weight: .bold)

    /// The picture.
    let photo: Photo
    /// Where the card rests, where a double tap sends it back.
    var home: Point
    /// The card's scale (pinch).
    var scale = 1.0
    /// The card's angle in radians (rotation).
    var angle = 0.0
    /// Whether a long press holds the card up.
    var isLifted = false {
        didSet { if isLifted != oldValue { setNeedsDisplay() } }
    }

    /// Creates a card showing `photo`, resting with its centre at `home`.
    init(photo: Photo, home: Point, identifier: String) {
        self.photo = photo
        self.home = home
        let size = Size(width: Self.printSize.width + 2 * Self.margin, height: Self.printSize.height + 2 * Self.margin)
        super.init(frame: Rect(origin: .zero, size: size))
        center = home
        accessibilityIdentifier = identifier
        isMultipleTouchEnabled = true
    }

    /// The transform for ``scale``, ``angle`` and the lift.
    var targetTransform: AffineTransform {
        let s = scale * (isLifted ? Self.liftScale : 1)
        return AffineTransform(rotationAngle: angle).scaledBy(x: s, y: s)
    }

    /// Sets `transform` from ``scale``, ``angle`` and the lift.
    func applyTransform() {
        transform = targetTransform
    }

    /// Only the print takes touches, not the shadow margin.
    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.insetBy(dx: Self.margin, dy: Self.margin).contains(point)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let print = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let offset = isLifted ? 7.0 : 3.0
        context.fillColor = Color(red: 0, green: 0, blue: 0, alpha: isLifted ? 0.30 : 0.22)
        context.beginPath()
        context.addRoundedRect(print.offsetBy(dx: offset, dy: offset), cornerRadius: 6)
        context.fillPath()

        context.fillColor = Color(white: 0.99)
        context.beginPath()
        context.addRoundedRect(print, cornerRadius: 6)
        context.fillPath()
        let picture = Rect(x: print.minX + 10, y: print.minY + 10, width: print.width - 20, height: print.height - 50)
        photo.draw(in: picture, context: context)
        context.draw(
            text: photo.caption, at: Point(x: picture.minX + 2, y: picture.maxY + 11), font: Self.captionFont,
            color: Color(white: 0.25))
    }
}
