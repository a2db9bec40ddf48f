/// A menu item that runs a handler when picked (UIKit's `UIAction`).
///
/// ```swift
/// let delete = Action(title: "Delete", attributes: .destructive) { _ in model.remove(item) }
/// ```
@MainActor
public final class Action: MenuElement {
    /// How the action looks and behaves (SPEC P68).
    public var attributes: Attributes
    /// Whether the action shows a check mark.
    public var state: State
    /// Names the action for the app's own use.
    public var identifier: String?
    /// Runs when the action is picked (SPEC P63).
    public let handler: @MainActor (Action) -> Void

    /// Creates an action.
    /// - Parameters:
    ///   - title: The text shown.
    ///   - image: The image shown beside it.
    ///   - identifier: A name for the app's own use.
    ///   - attributes: `.disabled`, `.destructive`, `.hidden`.
    ///   - state: Its check mark.
    ///   - handler: Runs when the action is picked.
    public init(
        title: String = "", image: Image? = nil, identifier: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping @MainActor (Action) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        self.identifier = identifier
        self.handler = handler
        super.init(title: title, image: image)
    }
}
