/// What a tablet pad's button, ring or strip does in a mode (SPEC P74), as GTK's
/// `GtkPadActionEntry`: the element, the mode it applies in (`nil`: every mode), a title
/// the compositor may show (`set_feedback`) and the handler.
public struct TabletPadAction {
    /// The button, ring or strip.
    public var element: TabletPadElement
    /// The mode of the element's group the action applies in; `nil` for every mode.
    public var mode: Int?
    /// The action's name, sent to the compositor as the element's feedback.
    public var title: String
    /// Runs on a button's press (not its release), and on each ring or strip frame: with
    /// the ring's angle or the strip's position, or `nil` when the finger left it.
    public var handler: @MainActor (TabletPadActionEvent) -> Void

    /// Creates an action.
    public init(
        _ element: TabletPadElement, mode: Int? = nil, title: String,
        handler: @escaping @MainActor (TabletPadActionEvent) -> Void
    ) {
        self.element = element
        self.mode = mode
        self.title = title
        self.handler = handler
    }
}

/// What a ``TabletPadAction``'s handler is told.
public struct TabletPadActionEvent: Sendable, Hashable {
    /// The button, ring or strip.
    public var element: TabletPadElement
    /// A ring's angle in degrees (0 to 360) or a strip's position (0 to 1); `nil` for a
    /// button, and for a ring or strip the finger left (`stop`).
    public var value: Double?
    /// The mode of the element's group.
    public var mode: Int
    /// Whether a finger moved the ring or strip.
    public var isFinger: Bool
    /// The time, in seconds on the compositor's clock.
    public var timestamp: Double
}
