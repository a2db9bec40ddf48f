import TouchKit

/// The "Welcome" placard: a rounded, bordered card showing a greeting in a ``Label``.
///
/// It handles no touches itself. Its touch methods are the default ones, which pass
/// every call on to the next responder, the ``MoveMeView`` behind it (SPEC R1, R2);
/// that view tells the placard's touches from its own by `touch.view`, as the seed
/// listing does. The label takes no touches (a label's `isUserInteractionEnabled` is
/// off), so a finger on the text lands on the placard. ``showNextGreeting()`` changes
/// the label's text, which redraws it (SPEC D2).
@MainActor
final class PlacardView: View {
    static let fillColor = Color(red: 0.99, green: 0.82, blue: 0.30)
    static let borderColor = Color(red: 0.60, green: 0.36, blue: 0.05)
    static let textColor = Color(red: 0.20, green: 0.11, blue: 0.02)
    static let font = Font.system(size: 34, weight: .bold)
    static let padding = 32.0
    static let height = 96.0

    /// The index in ``Greeting/all`` of the greeting shown.
    private(set) var greetingIndex = 0
    /// The greeting's text, centred in the placard.
    private let label: Label

    /// The greeting shown.
    var greeting: Greeting { Greeting.all[greetingIndex] }

    /// Creates a placard wide enough for the longest greeting.
    init() {
        let label = Label(frame: .zero)
        label.font = Self.font
        label.textColor = Self.textColor
        label.textAlignment = .center
        let widest =
            Greeting.all.map { greeting -> Double in
                label.text = greeting.text
                return label.intrinsicContentSize.width
            }.max() ?? 0
        self.label = label
        super.init(frame: Rect(x: 0, y: 0, width: widest + 2 * Self.padding, height: Self.height))
        accessibilityIdentifier = "placard"
        label.text = greeting.text
        label.accessibilityIdentifier = "greeting"
        label.frame = bounds.insetBy(dx: Self.padding / 2, dy: 8)
        addSubview(label)
    }

    /// Shows the greeting in the next language (the seed's `setupNextDisplayString`).
    func showNextGreeting() {
        greetingIndex = (greetingIndex + 1) % Greeting.all.count
        label.text = greeting.text
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.beginPath()
        context.addRoundedRect(bounds.insetBy(dx: 3, dy: 3), cornerRadius: 22)
        context.fillColor = Self.fillColor
        context.strokeColor = Self.borderColor
        context.lineWidth = 5
        context.drawPath(using: .fillStroke)
    }
}
