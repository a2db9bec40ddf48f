/// What a node of the accessibility tree is, as the AT-SPI bridge names it (SPEC A8).
public enum AccessibilityRole: String, Sendable, Hashable {
    /// The application (the tree's root).
    case application
    /// A window.
    case frame
    /// A button.
    case pushButton = "push button"
    /// A switch.
    case toggleButton = "toggle button"
    /// An adjustable element.
    case slider
    /// A link.
    case link
    /// A header.
    case heading
    /// An image.
    case image
    /// Static text.
    case label
    /// A group of elements, or an element with no other role.
    case panel
    /// A scroll view.
    case scrollPane = "scroll pane"
}

/// A state of a node of the accessibility tree (SPEC A9).
public enum AccessibilityState: String, Sendable, Hashable, CaseIterable {
    /// The node's window is the key window.
    case active
    /// It can be checked.
    case checkable
    /// It is checked (a switch that is on).
    case checked
    /// It is enabled.
    case enabled
    /// It can take keyboard focus.
    case focusable
    /// It has keyboard focus.
    case focused
    /// It is adjusted horizontally.
    case horizontal
    /// It is selected.
    case selected
    /// It responds to the user.
    case sensitive
    /// It is on screen.
    case showing
    /// It is visible.
    case visible
}
