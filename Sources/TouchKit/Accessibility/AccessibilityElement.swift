import Graphics

/// An accessibility element that is not a view: a part of a drawn view (a bar of a
/// chart, a stroke of a canvas), as `UIAccessibilityElement` (SPEC A5).
///
/// Put it in its container view's ``View/accessibilityElements``; its frame is
/// ``accessibilityFrameInContainerSpace`` in the container's coordinates, or
/// ``accessibilityFrame`` (window coordinates) when that is set instead.
@MainActor
open class AccessibilityElement {
    /// The view that holds the element (kept weakly, as UIKit does).
    public private(set) weak var containerView: View?

    /// Creates an element inside `container` (a ``View``).
    public init(accessibilityContainer container: Any) {
        containerView = container as? View
    }

    /// The container, as UIKit names it.
    public var accessibilityContainer: Any? { containerView }

    /// Whether the element is exposed; true by default.
    open var isAccessibilityElement = true
    /// A short name, read first.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: AccessibilityTraits = []
    /// A name for tests and tools, never read to the user.
    open var accessibilityIdentifier: String?
    /// Actions beside activation.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// The frame in the container view's coordinates.
    open var accessibilityFrameInContainerSpace: Rect = .zero
    /// The frame set directly, in window coordinates; `nil` uses
    /// ``accessibilityFrameInContainerSpace``.
    private var explicitFrame: Rect?

    /// The frame in window coordinates (SPEC A3, A5).
    open var accessibilityFrame: Rect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let containerView else { return accessibilityFrameInContainerSpace }
            return containerView.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { explicitFrame = newValue }
    }

    /// Activates the element; the default does nothing and returns false.
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element; the default does nothing.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element; the default does nothing.
    open func accessibilityDecrement() {}
}
