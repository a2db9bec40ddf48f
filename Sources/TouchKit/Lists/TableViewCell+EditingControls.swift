extension TableViewCell {
    /// The editing control a cell shows at its left in editing mode
    /// (`UITableViewCell.EditingStyle`; SPEC L19).
    public enum EditingStyle: Sendable {
        /// No editing control.
        case none
        /// A red circle enclosing a minus sign: a tap on it shows the Delete button.
        case delete
        /// A green circle enclosing a plus sign: a tap on it asks the data source to
        /// insert.
        case insert
    }

    /// The width of the editing control at the left in editing mode; the content moves
    /// right by as much (a choice; SPEC L19).
    public static let editingControlWidth: Double = 44
    /// The Delete button's least width (a choice; SPEC L20); a longer title widens it.
    public static let deleteButtonMinimumWidth: Double = 80
    private static let deleteButtonFont = Font.system(size: 15, weight: .semibold)

    /// The Delete button's width for its title.
    internal var deleteButtonWidth: Double {
        let text = TextLayout(text: deleteConfirmationTitle, font: Self.deleteButtonFont, color: .white)
        return max(Self.deleteButtonMinimumWidth, text.size.width + 2 * Self.margin)
    }

    /// The Delete button's frame in the cell, while it shows.
    internal var deleteButtonFrame: Rect {
        Rect(x: bounds.maxX - deleteButtonWidth, y: 0, width: deleteButtonWidth, height: bounds.height)
    }

    /// Whether `point` (in the cell) lies on the editing control.
    internal func isOnEditingControl(_ point: Point) -> Bool {
        isEditing && editingStyle != .none && point.x >= 0 && point.x < Self.editingControlWidth
    }

    /// The red minus or green plus in a circle, at the left; the minus stands upright
    /// while the Delete button shows (as UIKit turns it).
    internal func drawEditingControl(in context: GraphicsContext) {
        let centre = Point(x: Self.editingControlWidth / 2 + 2, y: bounds.midY)
        let radius = 11.0
        context.setFillColor(editingStyle == .delete ? Color.systemRed : Color.systemGreen)
        context.fillEllipse(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        context.setFillColor(.white)
        let bar = 12.0
        let thickness = 2.5
        let horizontal = Rect(x: centre.x - bar / 2, y: centre.y - thickness / 2, width: bar, height: thickness)
        let vertical = Rect(x: centre.x - thickness / 2, y: centre.y - bar / 2, width: thickness, height: bar)
        switch editingStyle {
        case .delete: context.fill(showingDeleteConfirmation ? vertical : horizontal)
        case .insert:
            context.fill(horizontal)
            context.fill(vertical)
        case .none: break
        }
    }

    /// The Delete button: a red block at the right with its title in white.
    internal func drawDeleteButton(in context: GraphicsContext) {
        let frame = deleteButtonFrame
        context.setFillColor(Color.systemRed)
        context.fill(frame)
        let text = TextLayout(text: deleteConfirmationTitle, font: Self.deleteButtonFont, color: .white)
        let size = text.size
        context.draw(text, at: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2))
    }
}
