import Graphics

/// What a view keeps for its accessibility properties: `nil` where the default applies
/// (SPEC A3), and for a window its keyboard focus (SPEC A14).
internal struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: AccessibilityTraits?
    var frame: Rect?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [AccessibilityCustomAction]?
    /// A window's keyboard focus; `nil` until it is first used.
    var focus: KeyboardFocus?
}

/// Defaults of a built-in view (SPEC A4): it is an element, with these label, value
/// and traits, and what activating and adjusting it do.
@MainActor
internal protocol AccessibilityDefaults: View {
    var builtInIsAccessibilityElement: Bool { get }
    var builtInAccessibilityLabel: String? { get }
    var builtInAccessibilityValue: String? { get }
    var builtInAccessibilityTraits: AccessibilityTraits { get }
    func builtInAccessibilityActivate() -> Bool
    func builtInAccessibilityAdjust(by steps: Int)
}

extension AccessibilityDefaults {
    var builtInIsAccessibilityElement: Bool { true }
    var builtInAccessibilityValue: String? { nil }
    func builtInAccessibilityActivate() -> Bool { false }
    func builtInAccessibilityAdjust(by steps: Int) {}
}
