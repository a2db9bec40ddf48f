/// An action an assistive technology can offer beside activation, as
/// `UIAccessibilityCustomAction` (SPEC A6): a name and a handler that says whether it
/// succeeded.
@MainActor
open class AccessibilityCustomAction {
    /// The name read to the user and exported as an AT-SPI action.
    public var name: String
    /// Runs the action; returns whether it succeeded.
    public var actionHandler: (@MainActor (AccessibilityCustomAction) -> Bool)?

    /// Creates an action that runs `actionHandler`.
    public init(name: String, actionHandler: (@MainActor (AccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Runs the handler; false when there is none.
    internal func perform() -> Bool { actionHandler?(self) ?? false }
}
