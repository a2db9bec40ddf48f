/// What a ``ContextMenuInteraction`` asks for its menu (UIKit's
/// `UIContextMenuInteractionDelegate`).
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction's view's
    /// coordinates); `nil` opens nothing (SPEC P61).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration?
}
