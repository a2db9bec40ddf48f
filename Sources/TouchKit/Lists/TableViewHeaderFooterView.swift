/// The view of a section's header or footer title (SPEC L5).
///
/// The counterpart of `UITableViewHeaderFooterView`; the table makes and reuses them
/// for the titles its data source gives.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The title.
    public let textLabel: Label

    /// Creates a header or footer view.
    public override init(frame: Rect) {
        textLabel = Label(frame: .zero)
        super.init(frame: frame)
        backgroundColor = Color(white: 0.95)
        textLabel.font = .system(size: 13, weight: .semibold)
        textLabel.textColor = .darkGray
        addSubview(textLabel)
    }

    /// Places the title with the cells' margin.
    open override func layoutSubviews() {
        textLabel.frame = bounds.insetBy(dx: TableViewCell.margin, dy: 0)
    }
}
