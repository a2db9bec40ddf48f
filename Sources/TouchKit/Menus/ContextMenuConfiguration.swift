/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): made by the
/// delegate for a location, its ``actionProvider`` makes the menu.
@MainActor
public final class ContextMenuConfiguration {
    /// Names the configuration for the app's own use.
    public let identifier: String?
    /// Makes the menu from the suggested elements (none in TouchKit); `nil` shows nothing.
    public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

    /// Creates a configuration. (UIKit's `previewProvider` does not port: TouchKit shows no preview.)
    public init(identifier: String? = nil, actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
