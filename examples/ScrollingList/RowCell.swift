import TouchKit

/// One row of the list: its title on the left, a flag mark when flagged, and a
/// ``ToggleButton`` on the right. The table reuses it for every row that scrolls in.
@MainActor
final class RowCell: TableViewCell {
    /// The reuse identifier.
    static let identifier = "row"
    /// The button's frame in a row as wide as the window.
    static func buttonFrame(rowWidth: Double) -> Rect {
        Rect(x: rowWidth - 24 - 110, y: 10, width: 110, height: 40)
    }
    /// The flag mark's colour.
    static let flagColor = Color.systemOrange
    /// The backgrounds of odd and even rows, and the title's colour: system colours, so
    /// the list follows the appearance (light or dark, SPEC M1, M2).
    static let oddBackground = Color.systemBackground
    static let evenBackground = Color.secondarySystemBackground
    static let titleColor = Color.label
    private static let titleFont = Font.system(size: 18)

    /// The row's number, from 1.
    private(set) var number = 0
    private var flagged = false
    /// The row's button.
    let button: ToggleButton
    /// Tells the model the button's new state.
    private var onToggle: ((Bool) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        button = ToggleButton(frame: Self.buttonFrame(rowWidth: 320), identifier: "button")
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        clipsToBounds = true
        contentView.addSubview(button)
        button.addAction(for: .primaryActionTriggered) { [weak self] control in
            guard let button = control as? ToggleButton else { return }
            self?.onToggle?(button.isSelected)
        }
    }

    /// Shows row `number` with its button on or off; `onToggle` hears the button.
    func show(number: Int, on: Bool, flagged: Bool, onToggle: @escaping (Bool) -> Void) {
        self.number = number
        self.flagged = flagged
        self.onToggle = onToggle
        // The content view too: it is what a touch on the row's body reaches.
        accessibilityIdentifier = "row\(number)"
        contentView.accessibilityIdentifier = "row\(number)"
        button.accessibilityIdentifier = "button\(number)"
        button.isSelected = on
        button.title = on ? "On" : "Off"
        backgroundColor = number % 2 == 0 ? Self.evenBackground : Self.oddBackground
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = Self.buttonFrame(rowWidth: contentView.bounds.width)
    }

    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard let context = GraphicsContext.current else { return }
        if flagged {
            context.fillColor = Self.flagColor
            context.fill(Rect(x: 0, y: 0, width: 6, height: bounds.height))
        }
        context.draw(
            text: "Row \(number)", at: Point(x: 24, y: bounds.midY - 11), font: Self.titleFont,
            color: Self.titleColor)
    }
}
