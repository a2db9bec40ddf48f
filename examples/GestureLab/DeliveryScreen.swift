import TouchKit

/// Two switches that change which touches a view is sent (SPEC T7, T8).
///
/// Pad A starts like every view: `isMultipleTouchEnabled` off, so it receives only
/// the first finger of its sequence and a second one on it is never delivered to
/// it (T7). Switch `isExclusiveTouch` on, and while A tracks a finger no other view
/// of the window receives one, pad B included (T8). Pad B takes any number of
/// fingers. Each pad draws a dot per finger it receives.
@MainActor
final class DeliveryScreen: LabScreen {
    override class var title: String { "Delivery" }
    override class var instructions: String {
        "Put two fingers on pad A: with multiple touch off it receives only the first. With exclusive touch on,\n"
            + "a finger on A keeps every other view, B too, from receiving one. Needs a touchscreen: the mouse is one finger."
    }

    static let padAColor = Color(red: 0.90, green: 0.30, blue: 0.30)
    static let padBColor = Color(red: 0.25, green: 0.45, blue: 0.90)

    private let padA: FingerPad
    private let padB: FingerPad

    required init(frame: Rect) {
        padA = FingerPad(frame: .zero, name: "A", dotColor: Self.padAColor)
        padB = FingerPad(frame: .zero, name: "B", dotColor: Self.padBColor)
        super.init(frame: frame)
        padA.accessibilityIdentifier = "padA"
        padB.accessibilityIdentifier = "padB"
        let width = (stage.width - 40) / 2
        let top = stage.minY + 50
        padA.frame = Rect(x: stage.minX, y: top, width: width, height: stage.maxY - top)
        padB.frame = Rect(x: stage.maxX - width, y: top, width: width, height: stage.maxY - top)
        padB.isMultipleTouchEnabled = true
        addSubview(padA)
        addSubview(padB)

        let multiple = ToggleSwitch(origin: Point(x: stage.minX, y: stage.minY), identifier: "multipleTouchSwitch")
        multiple.addAction(for: .valueChanged) { [weak self] control in
            guard let self, let control = control as? ToggleSwitch else { return }
            self.padA.isMultipleTouchEnabled = control.isOn
            self.describe()
        }
        let exclusive = ToggleSwitch(
            origin: Point(x: padB.frame.minX, y: stage.minY), identifier: "exclusiveTouchSwitch")
        exclusive.addAction(for: .valueChanged) { [weak self] control in
            guard let self, let control = control as? ToggleSwitch else { return }
            self.padA.isExclusiveTouch = control.isOn
            self.describe()
        }
        addSubview(multiple)
        addSubview(exclusive)
        describe()
    }

    /// The switches' captions, laid out once.
    private static let multipleCaption = TextLayout(
        text: "A: isMultipleTouchEnabled", font: .system(size: 15), color: Color(white: 0.25))
    private static let exclusiveCaption = TextLayout(
        text: "A: isExclusiveTouch", font: .system(size: 15), color: Color(white: 0.25))

    /// Draws the switches' captions, then the rest of the screen.
    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard let context = GraphicsContext.current else { return }
        context.draw(Self.multipleCaption, at: Point(x: stage.minX + 66, y: stage.minY + 6))
        context.draw(Self.exclusiveCaption, at: Point(x: padB.frame.minX + 66, y: stage.minY + 6))
    }

    private func describe() {
        status =
            "Pad A: multiple touch \(padA.isMultipleTouchEnabled ? "on" : "off"), "
            + "exclusive touch \(padA.isExclusiveTouch ? "on" : "off")"
    }
}
