/// A window's keyboard focus (SPEC A14): the focused node (kept weakly), its ring, and
/// the keys whose press the focus system took (their release is taken too).
@MainActor
internal final class KeyboardFocus {
    /// The focused view, when the focused node is a view.
    weak var view: View?
    /// The focused element, when the focused node is an ``AccessibilityElement``.
    weak var element: AccessibilityElement?
    /// The ring drawn around the focused node.
    let ring = FocusRing()
    /// Key codes whose press the focus system handled.
    var takenKeys: Set<UInt32> = []

    /// The focused node, if it still exists.
    var node: AccessibilityNode? {
        if let view { return .view(view) }
        if let element { return .element(element) }
        return nil
    }

    /// Focuses `node` (or nothing).
    func set(_ node: AccessibilityNode?) {
        view = node?.view
        if case .element(let element)? = node { self.element = element } else { element = nil }
    }
}
