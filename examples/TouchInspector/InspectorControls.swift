import TouchKit

/// The inspector's settings in the top-right corner, made of TouchKit's standard
/// controls: a ``Slider`` for how many lines the log shows (2 to 8) and a ``Switch``
/// for whether log lines also go to standard output (SPEC R4).
///
/// Both send ``ControlEvents/valueChanged``; the closures registered for it change
/// the log. A finger on a control is the control's (hit-testing finds it, H1), so it
/// never shows up as a card.
@MainActor
final class InspectorControls: View {
    /// The bar's size.
    static let size = Size(width: 420, height: 40)

    let linesSlider = Slider(frame: Rect(x: 96, y: 4, width: 170, height: 31))
    let printSwitch = Switch(frame: Rect(x: 362, y: 4, width: 51, height: 31))

    /// Creates the bar and wires its controls to `log`.
    init(log: EventLogView) {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        accessibilityIdentifier = "controls"
        let linesLabel = Label(frame: Rect(x: 8, y: 10, width: 86, height: 20))
        linesLabel.text = "Log lines"
        let printLabel = Label(frame: Rect(x: 290, y: 10, width: 70, height: 20))
        printLabel.text = "Print"
        for label in [linesLabel, printLabel] {
            label.font = Font.system(size: 14)
            label.textColor = Color(white: 0.35)
            addSubview(label)
        }

        linesSlider.accessibilityIdentifier = "linesSlider"
        linesSlider.accessibilityLabel = linesLabel.text  // read by screen readers (SPEC A3)
        linesSlider.minimumValue = 2
        linesSlider.maximumValue = Double(EventLogView.visibleLines)
        linesSlider.value = Double(EventLogView.visibleLines)
        linesSlider.addAction(for: .valueChanged) { [weak log] control in
            guard let slider = control as? Slider else { return }
            log?.shownLines = Int(slider.value.rounded())
        }
        addSubview(linesSlider)

        printSwitch.accessibilityIdentifier = "printSwitch"
        printSwitch.accessibilityLabel = printLabel.text
        printSwitch.isOn = true
        printSwitch.addAction(for: .valueChanged) { [weak log] control in
            guard let toggle = control as? Switch else { return }
            log?.printsLines = toggle.isOn
        }
        addSubview(printSwitch)
    }
}
