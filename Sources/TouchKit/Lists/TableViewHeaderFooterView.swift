/// The view of a section's header or footer (SPEC L5, L16).
///
/// The counterpart of `UITableViewHeaderFooterView`. The table makes and reuses one for
/// each title its data source gives; for views of your own, register a subclass with
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and return one from
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` in the delegate's
/// `tableView(_:viewForHeaderInSection:)`.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The title.
    public let textLabel: Label
    /// The identifier of the reuse queue the view goes back to.
    public let reuseIdentifier: String?
    /// Whether the table made the view for a title.
    internal var isTitleView = false

    /// Creates a header or footer view with the identifier of its reuse queue.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label(frame: .zero)
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        textLabel.font = .system(size: 13, weight: .semibold)
        textLabel.textColor = .secondaryLabel
        addSubview(textLabel)
    }

    /// Creates a header or footer view with no reuse identifier.
    public convenience override init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called by the table just before the view is handed out again: reset what is not
    /// content. Call `super`.
    open func prepareForReuse() {
        alpha = 1
        isHidden = false
    }

    /// Places the title with the cells' margin.
    open override func layoutSubviews() {
        textLabel.frame = bounds.insetBy(dx: TableViewCell.margin, dy: 0)
    }
}
