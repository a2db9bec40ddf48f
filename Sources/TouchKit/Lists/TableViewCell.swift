/// A row of a ``TableView``: a view the table reuses for many rows (SPEC L1, L7).
///
/// The counterpart of `UITableViewCell`. Put custom content in ``contentView``, or use
/// ``textLabel`` and ``detailTextLabel`` laid out by the cell's ``CellStyle``. The table
/// calls ``prepareForReuse()`` before handing a cell out again: reset what is not
/// content there, and set all content in `tableView(_:cellForRowAt:)`.
///
/// The cell turns its touches into the table's highlight and selection, so the scroll
/// view's content-touch delay (SPEC S6, S7) is what times a row's highlight.
@MainActor
open class TableViewCell: View {
    /// The identifier of the reuse queue the cell goes back to.
    public let reuseIdentifier: String?
    /// The layout of the standard labels.
    public let style: CellStyle
    /// The view to add custom content to; it fills the cell less its accessory.
    public let contentView: View
    /// The width kept for an accessory at the right.
    public static let accessoryWidth: Double = 32
    /// The left and right margin of the standard labels.
    public static let margin: Double = 16
    /// The width of the reorder control at the right in editing mode (a choice;
    /// SPEC L18).
    public static let reorderControlWidth: Double = 44

    /// The table the cell shows in, while it shows.
    public internal(set) weak var tableView: TableView?
    /// The row the cell shows, while it shows (`nil` in a reuse queue).
    internal var indexPath: IndexPath?

    /// Creates a cell with a style and the identifier of its reuse queue.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentView.isUserInteractionEnabled = true
        addSubview(contentView)
        setNeedsLayout()
    }

    /// Creates a ``CellStyle/default`` cell with no reuse identifier.
    public convenience override init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: - Standard content

    private var storedTextLabel: Label?
    private var storedDetailLabel: Label?

    /// The main label, made at first use.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label(frame: .zero)
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label (in the ``CellStyle/value1``, ``CellStyle/value2`` and
    /// ``CellStyle/subtitle`` styles), made at first use; `nil` in the default style.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        let label = Label(frame: .zero)
        label.font = .system(size: style == .subtitle ? 13 : 17)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The mark at the right. ``AccessoryType/none`` by default.
    public var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// How the cell shows its highlight and selection. ``SelectionStyle/default``.
    public var selectionStyle: SelectionStyle = .default {
        didSet { setNeedsDisplay() }
    }

    // MARK: - State

    /// Whether the cell shows a reorder control in editing mode when its row may move
    /// (`UITableViewCell.showsReorderControl`; SPEC L18). `false` by default, as in UIKit.
    public var showsReorderControl = false
    /// Whether the cell is in its table's editing mode (SPEC L18).
    public private(set) var isEditing = false
    /// Whether the reorder control shows (set by the table).
    internal var reorderControlShown = false {
        didSet {
            guard reorderControlShown != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The editing control the cell shows at its left in editing mode: the delegate's
    /// `tableView(_:editingStyleForRowAt:)` (`UITableViewCell.editingStyle`; SPEC L19).
    /// `.none` outside editing mode.
    public internal(set) var editingStyle: EditingStyle = .none {
        didSet {
            guard editingStyle != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Whether the cell shows its Delete button, after a tap on its delete control
    /// (`UITableViewCell.showingDeleteConfirmation`; SPEC L20).
    public internal(set) var showingDeleteConfirmation = false {
        didSet {
            guard showingDeleteConfirmation != oldValue else { return }
            setNeedsDisplay()
            if window == nil {
                setNeedsLayout()
            } else {
                View.animate(withDuration: TableView.editingAnimationDuration) { self.layoutSubviews() }
            }
        }
    }
    /// The Delete button's title (the delegate's
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`).
    internal var deleteConfirmationTitle = "Delete"

    /// Enters or leaves editing mode; the table calls it. Override to change the look
    /// (call `super`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        setNeedsDisplay()
        guard animated else {
            setNeedsLayout()
            return
        }
        View.animate(withDuration: TableView.editingAnimationDuration) {
            self.layoutSubviews()
        }
    }

    /// Whether a finger rests on the row (SPEC L7).
    public private(set) var isHighlighted = false
    /// Whether the row is selected (SPEC L8).
    public private(set) var isSelected = false

    /// Shows or hides the highlight. Override to change the look (call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        setNeedsDisplay()
    }

    /// Shows or hides the selection. Override to change the look (call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        setNeedsDisplay()
    }

    /// Called by the table just before the cell is handed out again: reset state that
    /// is not content (alpha, highlight, selection). Call `super`.
    open func prepareForReuse() {
        showingDeleteConfirmation = false
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        alpha = 1
        isHidden = false
    }

    /// The colour filled under the content while highlighted or selected, if any.
    public var selectedBackgroundColor: Color? {
        switch selectionStyle {
        case .none: nil
        case .default, .gray: .systemGray4
        case .blue: Color(red: 0.75, green: 0.85, blue: 1)
        }
    }

    // MARK: - Layout and drawing

    /// Fills the content view and places the standard labels by style.
    open override func layoutSubviews() {
        let right =
            isEditing && showingDeleteConfirmation
            ? deleteButtonWidth
            : isEditing && reorderControlShown
                ? Self.reorderControlWidth : accessoryType == .none || isEditing ? 0 : Self.accessoryWidth
        let left = isEditing && editingStyle != .none ? Self.editingControlWidth : 0
        contentView.frame = Rect(x: left, y: 0, width: max(0, bounds.width - right - left), height: bounds.height)
        let area = contentView.bounds.insetBy(dx: Self.margin, dy: 0)
        guard area.width > 0 else { return }
        switch style {
        case .default:
            storedTextLabel?.frame = area
        case .subtitle:
            let text = storedTextLabel?.sizeThatFits(Size(width: area.width, height: .infinity)).height ?? 0
            let detail = storedDetailLabel?.sizeThatFits(Size(width: area.width, height: .infinity)).height ?? 0
            let top = area.minY + max(0, (area.height - text - detail) / 2)
            storedTextLabel?.frame = Rect(x: area.minX, y: top, width: area.width, height: text)
            storedDetailLabel?.frame = Rect(x: area.minX, y: top + text, width: area.width, height: detail)
        case .value1, .value2:
            let detail = min(
                area.width / 2, storedDetailLabel?.sizeThatFits(Size(width: .infinity, height: .infinity)).width ?? 0)
            if style == .value1 {
                storedTextLabel?.frame = Rect(
                    x: area.minX, y: area.minY, width: area.width - detail, height: area.height)
                storedDetailLabel?.frame = Rect(x: area.maxX - detail, y: area.minY, width: detail, height: area.height)
                storedDetailLabel?.textAlignment = .right
            } else {
                storedDetailLabel?.frame = Rect(x: area.minX, y: area.minY, width: detail, height: area.height)
                storedTextLabel?.frame = Rect(
                    x: area.minX + detail + 8, y: area.minY, width: max(0, area.width - detail - 8), height: area.height
                )
            }
        }
    }

    /// The height the cell's standard labels need at `size.width` (at least 44), or
    /// the current height when the cell has none; override for custom content
    /// (SPEC L6).
    open override func sizeThatFits(_ size: Size) -> Size {
        guard storedTextLabel != nil || storedDetailLabel != nil, size.width.isFinite else { return bounds.size }
        let width = max(0, size.width - 2 * Self.margin - (accessoryType == .none ? 0 : Self.accessoryWidth))
        let text = storedTextLabel?.sizeThatFits(Size(width: width, height: .infinity)).height ?? 0
        let detail = storedDetailLabel?.sizeThatFits(Size(width: width, height: .infinity)).height ?? 0
        let content = style == .subtitle ? text + detail : max(text, detail)
        return Size(width: size.width, height: max(44, content + 22))
    }

    /// Draws the highlight or selection, the separator at the bottom and the accessory.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        if isHighlighted || isSelected, let fill = selectedBackgroundColor {
            context.setFillColor(fill)
            context.fill(bounds)
        }
        context.setFillColor(.separator)
        context.fill(Rect(x: Self.margin, y: bounds.maxY - 0.5, width: max(0, bounds.width - Self.margin), height: 0.5))
        if isEditing {
            if editingStyle != .none { drawEditingControl(in: context) }
            if showingDeleteConfirmation {
                drawDeleteButton(in: context)
            } else if reorderControlShown {
                drawReorderControl(in: context)
            }
            return
        }
        guard accessoryType != .none else { return }
        let x = bounds.maxX - Self.accessoryWidth / 2 - 4
        let y = bounds.midY
        context.setStrokeColor(accessoryType == .checkmark ? .systemBlue : .tertiaryLabel)
        context.setLineWidth(2)
        switch accessoryType {
        case .checkmark:
            context.strokeLineSegments(between: [
                Point(x: x - 6, y: y), Point(x: x - 2, y: y + 4), Point(x: x - 2, y: y + 4), Point(x: x + 6, y: y - 5),
            ])
        case .disclosureIndicator:
            context.strokeLineSegments(between: [
                Point(x: x - 2, y: y - 6), Point(x: x + 3, y: y), Point(x: x + 3, y: y), Point(x: x - 2, y: y + 6),
            ])
        case .none:
            break
        }
    }

    /// The reorder control: three grey lines at the right (SPEC L18).
    private func drawReorderControl(in context: GraphicsContext) {
        let midX = bounds.maxX - Self.reorderControlWidth / 2
        context.setFillColor(.systemGray)
        for line in -1...1 {
            context.fill(Rect(x: midX - 9, y: bounds.midY + Double(line) * 5 - 1, width: 18, height: 2))
        }
    }

    // MARK: - Touches (SPEC L7, L8)

    /// Highlights the row (the table asks its delegate).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        tableView?.cellTouchBegan(self)
    }

    /// Keeps the highlight while the finger is on the row.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        tableView?.cellTouchMoved(self, inside: bounds.contains(touch.location(in: self)))
    }

    /// Selects the row when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let point = touches.first?.location(in: self)
        let inside = point.map { bounds.contains($0) } ?? false
        tableView?.cellTouchEnded(self, inside: inside, at: point)
    }

    /// Ends the highlight: a scroll took the touch (SPEC S7).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        tableView?.cellTouchCancelled(self)
    }
}
