import Graphics

/// One node of the accessibility tree: a view (a window, an element, a container) or
/// an ``AccessibilityElement`` (SPEC A2). Nodes compare and hash by identity.
@MainActor
public enum AccessibilityNode: Hashable {
    /// A view.
    case view(View)
    /// An element that is not a view.
    case element(AccessibilityElement)

    /// The node for an object from `accessibilityElements` (a view or an element), or `nil`.
    public init?(_ object: Any?) {
        if let view = object as? View {
            self = .view(view)
        } else if let element = object as? AccessibilityElement {
            self = .element(element)
        } else {
            return nil
        }
    }

    /// The object's identity.
    public var id: ObjectIdentifier {
        switch self {
        case .view(let view): ObjectIdentifier(view)
        case .element(let element): ObjectIdentifier(element)
        }
    }

    nonisolated public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool {
        switch (a, b) {
        case (.view(let x), .view(let y)): x === y
        case (.element(let x), .element(let y)): x === y
        default: false
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        switch self {
        case .view(let view): hasher.combine(ObjectIdentifier(view))
        case .element(let element): hasher.combine(ObjectIdentifier(element))
        }
    }

    /// The view, when the node is one.
    public var view: View? {
        if case .view(let view) = self { return view }
        return nil
    }

    /// The window the node is in.
    public var window: Window? {
        switch self {
        case .view(let view): view as? Window ?? view.window
        case .element(let element): element.containerView?.window
        }
    }

    /// Whether the node is an accessibility element (rather than a container).
    public var isAccessibilityElement: Bool {
        switch self {
        case .view(let view): view.isAccessibilityElement
        case .element(let element): element.isAccessibilityElement
        }
    }

    /// The label.
    public var label: String? {
        switch self {
        case .view(let view): view.accessibilityLabel
        case .element(let element): element.accessibilityLabel
        }
    }

    /// The hint.
    public var hint: String? {
        switch self {
        case .view(let view): view.accessibilityHint
        case .element(let element): element.accessibilityHint
        }
    }

    /// The value.
    public var value: String? {
        switch self {
        case .view(let view): view.accessibilityValue
        case .element(let element): element.accessibilityValue
        }
    }

    /// The traits.
    public var traits: AccessibilityTraits {
        switch self {
        case .view(let view): view.accessibilityTraits
        case .element(let element): element.accessibilityTraits
        }
    }

    /// The identifier.
    public var identifier: String? {
        switch self {
        case .view(let view): view.accessibilityIdentifier
        case .element(let element): element.accessibilityIdentifier
        }
    }

    /// The frame in window coordinates.
    public var frame: Rect {
        switch self {
        case .view(let view): view.accessibilityFrame
        case .element(let element): element.accessibilityFrame
        }
    }

    /// The custom actions.
    public var customActions: [AccessibilityCustomAction] {
        switch self {
        case .view(let view): view.accessibilityCustomActions ?? []
        case .element(let element): element.accessibilityCustomActions ?? []
        }
    }

    /// Activates the node (SPEC A6); whether it did.
    @discardableResult
    public func activate() -> Bool {
        switch self {
        case .view(let view): view.accessibilityActivate()
        case .element(let element): element.accessibilityActivate()
        }
    }

    /// Increments an adjustable node.
    public func increment() {
        switch self {
        case .view(let view): view.accessibilityIncrement()
        case .element(let element): element.accessibilityIncrement()
        }
    }

    /// Decrements an adjustable node.
    public func decrement() {
        switch self {
        case .view(let view): view.accessibilityDecrement()
        case .element(let element): element.accessibilityDecrement()
        }
    }
}
