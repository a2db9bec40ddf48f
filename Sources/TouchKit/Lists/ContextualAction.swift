/// An action a swipe reveals on a row (SPEC L11).
///
/// The counterpart of `UIContextualAction`. The handler gets the action, the view that
/// showed it, and a completion to call with whether the action was performed; the row
/// closes either way.
@MainActor
public final class ContextualAction {
    /// The look of an action (`UIContextualAction.Style`).
    public enum Style: Sendable {
        /// A grey button.
        case normal
        /// A red button, for deleting.
        case destructive
    }

    /// What the handler is given: the action, the view that showed it, and a completion.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// The look.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's colour; by default from the style.
    public var backgroundColor: Color
    /// What the action does.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe reveals on one side of a row (SPEC L11).
///
/// The counterpart of `UISwipeActionsConfiguration`. The first action is the one
/// nearest the row's edge, and the one a full swipe performs.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    public let actions: [ContextualAction]
    /// Whether a swipe across most of the row performs the first action. `true` by
    /// default.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
