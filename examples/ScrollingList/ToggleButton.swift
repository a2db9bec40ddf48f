import TouchKit

/// A row's button: tapped, it switches on or off (`isSelected`), and it is drawn
/// filled green while on, outlined in its blue tint while off.
///
/// A plain ``Button`` otherwise: it highlights while a finger is down inside it, and
/// as a ``Control`` it keeps a touch it already has when the list starts to drag
/// (`ScrollView.touchesShouldCancel(in:)`, SPEC S7).
@MainActor
final class ToggleButton: Button {
    /// The fill while on: no other part of the window uses it (the replay tests count it).
    static let onColor = Color(red: 0.10, green: 0.62, blue: 0.32)

    /// Creates an off button with its accessibility identifier.
    init(frame: Rect, identifier: String) {
        super.init(frame: frame, title: "Off")
        accessibilityIdentifier = identifier
        addAction(for: .primaryActionTriggered) { control in
            guard let button = control as? ToggleButton else { return }
            button.isSelected.toggle()
            button.title = button.isSelected ? "On" : "Off"
        }
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        guard isSelected else {
            super.draw(rect)
            return
        }
        let box = bounds.insetBy(dx: 1, dy: 1)
        context.fillColor = isHighlighted ? Self.onColor.withAlpha(0.7) : Self.onColor
        context.beginPath()
        context.addRoundedRect(box, cornerRadius: min(8, box.height / 2))
        context.fillPath()
        let layout = TextLayout(text: title, font: font, color: .white)
        let size = layout.size
        context.draw(layout, at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2))
    }
}
