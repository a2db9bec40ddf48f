/// Lets a view choose the pointer's look over it (UIKit's `UIPointerInteraction`, SPEC
/// P13, P14).
///
/// ```swift
/// final class Canvas: View, PointerInteractionDelegate {
///     func setUp() { addInteraction(PointerInteraction(delegate: self)) }
///     func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
///         PointerStyle(cursor: .crosshair)
///     }
/// }
/// ```
///
/// As the pointer moves over the view, the delegate is asked for the region under it
/// (the view's bounds by default) and the style of that region; the Wayland backend
/// shows the style's cursor.
@MainActor
public final class PointerInteraction: Interaction {
    /// Chooses the regions and their styles.
    public weak var delegate: (any PointerInteractionDelegate)?
    /// Whether the interaction chooses the pointer's look; a disabled one is passed over.
    public var isEnabled = true
    /// The view the interaction belongs to.
    public private(set) weak var view: View?

    /// Creates an interaction asking `delegate` for its regions and styles.
    public init(delegate: (any PointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Nothing to prepare.
    public func willMove(to view: View?) {}

    /// Remembers the view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// Asks again for the region and style: TouchKit asks at every pointer motion, so
    /// this is for UIKit's sake (the next motion shows any change).
    public func invalidate() {}

    /// The style for the pointer at `location` in the view's coordinates, or `nil` when
    /// the delegate returns no region containing it or no style (SPEC P14).
    func style(at location: Point) -> PointerStyle? {
        guard isEnabled, let view, let delegate else { return nil }
        let request = PointerRegionRequest(location: location)
        let whole = PointerRegion(rect: view.bounds)
        guard let region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: whole),
            region.rect.contains(location)
        else { return nil }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}

/// Chooses the regions of a ``PointerInteraction``'s view and their pointer styles
/// (UIKit's `UIPointerInteractionDelegate`). Both methods have defaults.
@MainActor
public protocol PointerInteractionDelegate: AnyObject {
    /// The region under the pointer at `request.location`, or `nil` when the interaction
    /// does not style the pointer there. By default, `defaultRegion`: the view's bounds.
    func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion?
    /// The style of `region`, or `nil` for none (the views around it choose). By default
    /// `nil`.
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
}

extension PointerInteractionDelegate {
    /// The view's bounds.
    public func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion? {
        defaultRegion
    }

    /// No style.
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
        nil
    }
}

/// A part of a view with a pointer style of its own (UIKit's `UIPointerRegion`).
public struct PointerRegion: Hashable {
    /// The region, in the interaction's view's coordinates.
    public var rect: Rect
    /// What the delegate tells the region by.
    public var identifier: AnyHashable?

    /// Creates a region.
    public init(rect: Rect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, when a delegate is asked for a region (UIKit's
/// `UIPointerRegionRequest`).
public struct PointerRegionRequest: Hashable, Sendable {
    /// The pointer's location in the interaction's view.
    public var location: Point

    /// Creates a request.
    public init(location: Point) {
        self.location = location
    }
}
