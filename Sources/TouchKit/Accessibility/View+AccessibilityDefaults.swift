import Graphics

extension View {
    /// The defaults a built-in view gives (SPEC A4); nothing for other views.
    internal var accessibilityDefaults: (any AccessibilityDefaults)? { self as? any AccessibilityDefaults }

    /// The default traits: the built-in view's, plus `.notEnabled` and `.selected` from
    /// a control's state (SPEC A4).
    internal var defaultAccessibilityTraits: AccessibilityTraits {
        var traits = accessibilityDefaults?.builtInAccessibilityTraits ?? []
        if let control = self as? Control {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The default frame: the bounds in window coordinates (SPEC A3).
    internal var defaultAccessibilityFrame: Rect { convert(bounds, to: nil) }
}

extension Button: AccessibilityDefaults {
    var builtInAccessibilityLabel: String? { title.isEmpty ? nil : title }
    var builtInAccessibilityTraits: AccessibilityTraits { .button }
    /// A tap's end: `.touchUpInside` (SPEC A6).
    func builtInAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchUpInside)
        return true
    }
}

extension Label: AccessibilityDefaults {
    var builtInAccessibilityLabel: String? { text ?? attributedText.map { String($0.string) } }
    var builtInAccessibilityTraits: AccessibilityTraits { .staticText }
}

extension Slider: AccessibilityDefaults {
    /// How far one increment or decrement moves a slider: a tenth of its range
    /// **(choice, SPEC A6)**.
    public static let accessibilityStep = 0.1

    var builtInAccessibilityLabel: String? { nil }
    var builtInAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// The position as a whole percentage, "50%" (SPEC A4).
    var builtInAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    func builtInAccessibilityAdjust(by steps: Int) {
        guard isEnabled else { return }
        let old = value
        value = value + Double(steps) * Self.accessibilityStep * (maximumValue - minimumValue)
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension Switch: AccessibilityDefaults {
    var builtInAccessibilityLabel: String? { nil }
    var builtInAccessibilityTraits: AccessibilityTraits { .button }
    /// "on" or "off" **(choice, SPEC A4)**.
    var builtInAccessibilityValue: String? { isOn ? "on" : "off" }
    /// A tap's end: toggles and sends `.valueChanged` (SPEC A6).
    func builtInAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}

extension PageControl: AccessibilityDefaults {
    var builtInAccessibilityLabel: String? { nil }
    var builtInAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// "page 2 of 3" **(choice, SPEC A20)**.
    var builtInAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }
    /// Moves one page, as a tap beside the current dot does, and sends `.valueChanged`
    /// (SPEC A20).
    func builtInAccessibilityAdjust(by steps: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        let old = currentPage
        currentPage = min(max(currentPage + steps, 0), numberOfPages - 1)
        if currentPage != old { sendActions(for: .valueChanged) }
    }
}
