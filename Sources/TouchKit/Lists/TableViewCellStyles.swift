extension TableViewCell {
    /// The standard layouts of a cell's labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable {
        /// A text label at the left.
        case `default`
        /// A text label at the left and a detail label at the right.
        case value1
        /// A detail label at the left and a text label after it.
        case value2
        /// A text label above a smaller detail label.
        case subtitle
    }

    /// The standard mark at the right of a cell (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Sendable {
        /// None.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// A checkmark: the row is chosen.
        case checkmark
    }

    /// How a cell shows that it is highlighted or selected
    /// (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Sendable {
        /// No change of look (the row still selects).
        case none
        /// The standard grey.
        case `default`
        /// A blue background.
        case blue
        /// A grey background.
        case gray
    }
}
