import TouchKit

/// One row of the list: its title on the left and a ``ToggleButton`` on the right.
///
/// Rows clip to their bounds, so the renderer and the scroll view's hit-testing skip
/// every row outside the visible part of the list: 10,000 rows draw and hit-test
/// like the dozen that show.
@MainActor
final class RowView: View {
    /// Every row's height.
    static let height = 60.0
    /// The button's frame in a row as wide as the window.
    static func buttonFrame(rowWidth: Double) -> Rect {
        Rect(x: rowWidth - 24 - 110, y: 10, width: 110, height: 40)
    }
    private static let titleFont = Font.system(size: 18)

    /// The row's number, from 1.
    let number: Int
    /// The row's button.
    let button: ToggleButton

    /// Creates row `number` (from 1) in `frame`.
    init(number: Int, frame: Rect) {
        self.number = number
        button = ToggleButton(frame: Self.buttonFrame(rowWidth: frame.width), identifier: "button\(number)")
        super.init(frame: frame)
        accessibilityIdentifier = "row\(number)"
        clipsToBounds = true
        // Adaptive: the same greys in light mode, dark ones in dark mode (SPEC M2).
        backgroundColor =
            number % 2 == 0 ? Color(light: Color(white: 0.96), dark: Color(white: 0.11)) : .systemBackground
        button.autoresizingMask = .flexibleLeftMargin
        addSubview(button)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(
            text: "Row \(number)", at: Point(x: 24, y: bounds.midY - 11), font: Self.titleFont,
            color: Color(light: Color(white: 0.15), dark: Color(white: 0.90)))
        context.fillColor = Color(light: Color(white: 0.85), dark: Color(white: 0.25))
        context.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
