import TouchKit

/// The "Welcome" placard: a rounded, bordered card showing a greeting.
///
/// It handles no touches itself. Its touch methods are the default ones, which pass
/// every call on to the next responder, the ``MoveMeView`` behind it (SPEC R1, R2);
/// that view tells the placard's touches from its own by `touch.view`, as the seed
/// listing does. The placard only draws: ``showNextGreeting()`` changes its state and
/// asks for a redraw, and ``draw(_:)`` paints (SPEC D2).
@MainActor
final class PlacardView: View {
    static let fillColor = Color(red: 0.99, green: 0.82, blue: 0.30)
    static let borderColor = Color(red: 0.60, green: 0.36, blue: 0.05)
    static let textColor = Color(red: 0.20, green: 0.11, blue: 0.02)
    static let fontSize = 34.0
    static let padding = 32.0
    static let height = 96.0

    /// The index in ``Greeting/all`` of the greeting shown.
    private(set) var greetingIndex = 0

    /// The greeting shown.
    var greeting: Greeting { Greeting.all[greetingIndex] }

    /// Creates a placard wide enough for the longest greeting.
    init() {
        let widest = Greeting.all.map { $0.font(size: Self.fontSize).measure($0.text).width }.max() ?? 0
        super.init(frame: Rect(x: 0, y: 0, width: widest + 2 * Self.padding, height: Self.height))
        accessibilityIdentifier = "placard"
    }

    /// Shows the greeting in the next language (the seed's `setupNextDisplayString`).
    func showNextGreeting() {
        greetingIndex = (greetingIndex + 1) % Greeting.all.count
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.beginPath()
        context.addRoundedRect(bounds.insetBy(dx: 3, dy: 3), cornerRadius: 22)
        context.fillColor = Self.fillColor
        context.strokeColor = Self.borderColor
        context.lineWidth = 5
        context.drawPath(using: .fillStroke)

        // Centre the ink, not the line box: the scripts sit differently on the baseline.
        let font = greeting.font(size: Self.fontSize)
        let ink = context.measure(text: greeting.text, font: font).inkBounds
        let origin = Point(x: bounds.midX - ink.midX, y: bounds.midY - ink.midY)
        context.draw(text: greeting.text, at: origin, font: font, color: Self.textColor)
    }
}
