import TouchKit

/// A screen of the Recognizers tab: a ``LabScreen`` whose right-hand column, the
/// inspector, shows each of its recognizers' state live (SPEC G5-G7).
///
/// Subclasses build their views in ``stage`` (narrower than a ``LabScreen``'s, to
/// leave room for the inspector) and call ``monitor(_:)`` for each recognizer they
/// want shown. The inspector names the recognizer, its state now (coloured: grey
/// `possible`, blue `began`/`changed`, green `ended`, orange `cancelled`), the states
/// its last attempt went through, and how often it recognized.
@MainActor
class RecognizerScreen: LabScreen {
    /// The inspector column's width.
    static let inspectorWidth = 300.0
    private static let nameFont = Font.system(size: 15, weight: .bold)
    private static let stateFont = Font.system(size: 17, weight: .bold)
    private static let historyFont = Font.system(size: 12)
    private static let inspectorBackground = Color(white: 0.92)

    /// The colour the inspector gives a state.
    static func color(of state: GestureRecognizer.State) -> Color {
        switch state {
        case .possible: Color(white: 0.45)
        case .began, .changed: Color(red: 0.10, green: 0.40, blue: 0.85)
        case .ended: Color(red: 0.10, green: 0.55, blue: 0.25)
        case .cancelled: Color(red: 0.85, green: 0.45, blue: 0.05)
        case .failed: Color(red: 0.80, green: 0.15, blue: 0.15)
        }
    }

    private var monitors: [RecognizerMonitor] = []

    /// The stage: the area left of the inspector.
    override var stage: Rect {
        Rect(x: 24, y: 110, width: bounds.width - 72 - Self.inspectorWidth, height: bounds.height - 166)
    }

    /// The inspector column, right of the stage.
    var inspector: Rect {
        Rect(
            x: bounds.width - 24 - Self.inspectorWidth, y: 110, width: Self.inspectorWidth, height: bounds.height - 166)
    }

    /// Shows `recognizer` in the inspector, below those monitored before.
    func monitor(_ recognizer: some ResetReporting) {
        let monitor = RecognizerMonitor(recognizer)
        monitor.onChange = { [weak self] in
            guard let self else { return }
            self.setNeedsDisplay(self.inspector)
        }
        monitors.append(monitor)
        setNeedsDisplay(inspector)
    }

    /// Adds a plain coloured view, centred on `center` (the stage's centre by
    /// default), that recognizers can be attached to.
    @discardableResult
    func addPad(_ identifier: String, size: Size, color: Color, center: Point? = nil) -> View {
        let pad = View(frame: Rect(origin: .zero, size: size))
        pad.accessibilityIdentifier = identifier
        pad.backgroundColor = color
        pad.center = center ?? stage.center
        addSubview(pad)
        return pad
    }

    /// Draws the title, instructions and status, then the inspector.
    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard let context = GraphicsContext.current else { return }
        context.fillColor = Self.inspectorBackground
        context.beginPath()
        context.addRoundedRect(inspector, cornerRadius: 10)
        context.fillPath()
        let text = Color(white: 0.2)
        for (index, monitor) in monitors.enumerated() {
            let x = inspector.minX + 14
            let y = inspector.minY + 12 + Double(index) * 112
            context.draw(text: monitor.title, at: Point(x: x, y: y), font: Self.nameFont, color: text)
            context.draw(
                text: "state: \(monitor.state)", at: Point(x: x, y: y + 22), font: Self.stateFont,
                color: Self.color(of: monitor.state))
            context.draw(text: "last attempt:", at: Point(x: x, y: y + 46), font: Self.historyFont, color: text)
            context.draw(text: monitor.lastAttempt, at: Point(x: x, y: y + 64), font: Self.historyFont, color: text)
            context.draw(
                text: "recognized \(monitor.recognizedCount) time\(monitor.recognizedCount == 1 ? "" : "s")",
                at: Point(x: x, y: y + 82), font: Self.historyFont, color: text)
        }
    }
}
