import TouchKit

/// An on/off switch: a tap flips ``isOn`` and sends ``ControlEvents/valueChanged``.
///
/// An example of a custom ``Control`` (TouchKit's own `UISwitch` is ``Switch``, which
/// TouchInspector uses): the superclass tracks the finger and decides whether the tap
/// ended inside; the switch only adds its value and its look.
@MainActor
final class ToggleSwitch: Control {
    static let onColor = Color(red: 0.20, green: 0.75, blue: 0.40)
    static let offColor = Color(white: 0.70)

    /// Whether the switch is on.
    var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// Creates a switch, 56 by 32 points, with its top-left corner at `origin`.
    init(origin: Point, identifier: String) {
        super.init(frame: Rect(origin: origin, size: Size(width: 56, height: 32)))
        accessibilityIdentifier = identifier
        // A screen reader sees a toggle button, as a Switch (SPEC A4, A6).
        isAccessibilityElement = true
        accessibilityTraits = [.button, .toggleButton]
    }

    /// "on" or "off", as a Switch reads.
    override var accessibilityValue: String? {
        get { isOn ? "on" : "off" }
        set {}
    }

    /// What a tap does: toggles and sends `.valueChanged`.
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }

    /// A tap that ends inside flips the switch and tells the targets.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged, with: event)
    }

    /// Draws the track, green when on, and the knob at its end.
    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let track = bounds.insetBy(dx: 1, dy: 1)
        context.addRoundedRect(track, cornerRadius: track.height / 2)
        context.fillColor = isOn ? Self.onColor : Self.offColor
        context.fillPath()
        let knob = track.height - 6
        let x = isOn ? track.maxX - knob - 3 : track.minX + 3
        context.fillColor = isHighlighted ? Color(white: 0.9) : .white
        context.fillEllipse(in: Rect(x: x, y: track.minY + 3, width: knob, height: knob))
    }
}
