import TouchKit

/// A photo print on the board: a rounded card with a picture and a caption, drawn with
/// Cairo, over a layer shadow that deepens while the card is lifted (SPEC C1, C3).
///
/// The print is a subview whose layer has the rounded corners and the shadow; its paper
/// and caption colours adapt to dark mode (M2). The card keeps its own geometry,
/// ``scale`` and ``angle``, and turns it into its `transform` (plus the lift) in
/// ``applyTransform()``; its centre is its position. It handles no touches: its
/// gesture recognizers do (``BoardViewController``).
@MainActor
final class CardView: View {
    /// The print's size, without the shadow margin.
    static let printSize = Size(width: 240, height: 200)
    /// Room around the print for its shadow.
    static let margin = 12.0
    /// How much larger a lifted card is.
    static let liftScale = 1.08
    /// The print's paper: near white, a dark grey in dark mode.
    static let paper = Color(light: Color(white: 0.99), dark: Color(white: 0.17))

    /// The print: paper, picture and caption, with the layer's corners and shadow.
    final class PrintView: View {
        private static let captionFont = Font.system(size: 15, weight: .bold)
        let photo: Photo

        init(photo: Photo, frame: Rect) {
            self.photo = photo
            super.init(frame: frame)
            backgroundColor = CardView.paper
            isUserInteractionEnabled = false
            layer.cornerRadius = 6
            layer.shadowColor = .black
            layer.shadowRadius = 3
        }

        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            let picture = Rect(x: 10, y: 10, width: bounds.width - 20, height: bounds.height - 50)
            photo.draw(in: picture, context: context)
            context.draw(
                text: photo.caption, at: Point(x: picture.minX + 2, y: picture.maxY + 11), font: Self.captionFont,
                color: .secondaryLabel)
        }
    }

    /// The picture.
    let photo: Photo
    /// The print, inside the shadow margin.
    let printView: PrintView
    /// Where the card rests, where a double tap sends it back.
    var home: Point
    /// The card's scale (pinch).
    var scale = 1.0
    /// The card's angle in radians (rotation).
    var angle = 0.0
    /// Whether a long press holds the card up: a deeper, wider shadow, animated with
    /// the lift when set inside `View.animate`.
    var isLifted = false {
        didSet {
            guard isLifted != oldValue else { return }
            printView.layer.shadowOpacity = isLifted ? 0.45 : 0.3
            printView.layer.shadowOffset = isLifted ? Size(width: 7, height: 7) : Size(width: 3, height: 3)
            printView.layer.shadowRadius = isLifted ? 6 : 3
        }
    }

    /// Creates a card showing `photo`, resting with its centre at `home`.
    init(photo: Photo, home: Point, identifier: String) {
        self.photo = photo
        self.home = home
        printView = PrintView(
            photo: photo,
            frame: Rect(x: Self.margin, y: Self.margin, width: Self.printSize.width, height: Self.printSize.height))
        let size = Size(width: Self.printSize.width + 2 * Self.margin, height: Self.printSize.height + 2 * Self.margin)
        super.init(frame: Rect(origin: .zero, size: size))
        printView.layer.shadowOpacity = 0.3
        printView.layer.shadowOffset = Size(width: 3, height: 3)
        addSubview(printView)
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
}
