/// What an ``EditMenuInteraction`` asks about its menu (UIKit's
/// `UIEditMenuInteractionDelegate`). Every method has a default.
@MainActor
public protocol EditMenuInteractionDelegate: AnyObject {
    /// The menu to show: by default the suggested actions (SPEC X15).
    ///
    /// - Parameters:
    ///   - interaction: The interaction showing a menu.
    ///   - configuration: Where the menu is shown.
    ///   - suggestedActions: The standard actions that apply now: Cut, Copy, Paste and
    ///     Select All for a ``TextInput`` view, none for another view.
    /// - Returns: The menu, or `nil` for none.
    func editMenuInteraction(
        _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
        suggestedActions: [MenuElement]
    ) -> Menu?

    /// The rectangle the menu keeps clear of and is placed next to, in the view's
    /// coordinates: by default an empty rectangle at the configuration's source point.
    func editMenuInteraction(
        _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
    ) -> Rect
}

extension EditMenuInteractionDelegate {
    /// The suggested actions, as a menu; `nil` when there are none.
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
        suggestedActions: [MenuElement]
    ) -> Menu? {
        suggestedActions.isEmpty ? nil : Menu(children: suggestedActions)
    }

    /// An empty rectangle at the source point.
    public func editMenuInteraction(
        _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
    ) -> Rect {
        Rect(origin: configuration.sourcePoint, size: .zero)
    }
}
