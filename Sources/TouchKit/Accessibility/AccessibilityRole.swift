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
    /// A table view: a list of rows (SPEC A17).
    case list
    /// A row of a table view (SPEC A17).
    case listItem = "list item"
    /// A collection view: a grid of items (SPEC A17).
    case table
    /// An item of a collection view (SPEC A17).
    case tableCell = "table cell"
    /// A one-line text field (SPEC A18).
    case entry
    /// A text field that hides its text (SPEC A18).
    case passwordText = "password text"
    /// A multi-line text view (SPEC A18).
    case text
}

/// A state of a node of the accessibility tree (SPEC A9).
public enum AccessibilityState: String, Sendable, Hashable, CaseIterable {
    /// The node's window is the key window.
    case active
    /// It can be checked.
    case checkable
    /// It is checked (a switch that is on).
    case checked
    /// Its text can be edited (SPEC A18).
    case editable
    /// It is enabled.
    case enabled
    /// It can take keyboard focus.
    case focusable
    /// It has keyboard focus.
    case focused
    /// It is adjusted horizontally.
    case horizontal
    /// Its text has several lines (SPEC A18).
    case multiLine = "multi-line"
    /// Several of its items can be selected at once (SPEC A17).
    case multiselectable
    /// It can be selected (SPEC A17).
    case selectable
    /// It is selected.
    case selected
    /// It responds to the user.
    case sensitive
    /// It is on screen.
    case showing
    /// Its text is one line (SPEC A18).
    case singleLine = "single-line"
    /// It is visible.
    case visible
}
