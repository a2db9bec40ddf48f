/// A vertical list of rows in sections, whose cells are made only for the rows that
/// show and reused as they scroll (SPEC L1-L10).
///
/// The counterpart of `UITableView`, a ``ScrollView``:
///
/// ```swift
/// let table = TableView(frame: window.bounds, style: .plain)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = self       // numberOfRowsInSection, cellForRowAt
/// table.delegate = self         // a TableViewDelegate: selection, heights...
///
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.textLabel?.text = "Row \(indexPath.row)"
///     return cell
/// }
/// ```
///
/// Only the rows whose frames meet the visible bounds (plus ``overscan``) have cells;
/// with a fixed ``rowHeight`` a list of a million rows costs what its visible rows cost
/// (SPEC L2, L3). The table's ``ScrollView/delegate`` is its ``TableViewDelegate`` when
/// it is one.
@MainActor
open class TableView: ScrollView {
    /// The visual style of a table (`UITableView.Style`).
    public enum Style: Sendable {
        /// Section headers and footers float over the rows while their section shows.
        case plain
        /// Sections are separated and their headers and footers scroll with the rows.
        case grouped
    }

    /// A height that means "the standard one" (UIKit's `automaticDimension`).
    public static let automaticDimension: Double = -1
    /// How far beyond the visible bounds rows keep their cells, above and below, in
    /// points (a choice; SPEC L2).
    public static let overscan: Double = 44
    /// How long the animations of row updates take, in seconds (a choice; SPEC L9).
    public static let updateAnimationDuration: Double = 0.3
    /// The space `.grouped` puts before each section, in points (a choice; SPEC L5).
    public static let groupedSectionSpacing: Double = 18

    /// The table's style, fixed at creation.
    public let style: Style

    /// The object that gives the rows and makes their cells (SPEC L1).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            dataSourceCommits = nil
            setNeedsReload()
        }
    }

    /// The height of every row, or ``automaticDimension`` for the cells' own heights
    /// (with ``estimatedRowHeight``). 44 by default.
    public var rowHeight: Double = 44 {
        didSet { setNeedsReload() }
    }
    /// The height counted for rows that have not shown yet; 0 (the default) turns
    /// estimates off (SPEC L6).
    public var estimatedRowHeight: Double = 0 {
        didSet { setNeedsReload() }
    }
    /// The height of a section header that has a title (SPEC L5). 28 by default.
    public var sectionHeaderHeight: Double = 28 {
        didSet { setNeedsReload() }
    }
    /// The height of a section footer that has a title (SPEC L5). 28 by default.
    public var sectionFooterHeight: Double = 28 {
        didSet { setNeedsReload() }
    }
    /// The control a pull past the top triggers, shown above the first row (SPEC L12).
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            oldValue?.tableView = nil
            guard let refreshControl else { return }
            refreshControl.tableView = self
            insertSubview(refreshControl, at: 0)
            refreshControl.tableDidScroll(self)
        }
    }

    /// Whether a tap selects a row (SPEC L8). `true` by default.
    public var allowsSelection = true
    /// Whether several rows may be selected at once (SPEC L8). `false` by default.
    public var allowsMultipleSelection = false
    /// Whether the table is in editing mode, its movable rows showing reorder controls
    /// (SPEC L18). `false` by default; ``setEditing(_:animated:)`` animates the change.
    public var isEditing = false {
        didSet { if isEditing != oldValue { editingChanged(animated: false) } }
    }
    /// Whether a tap selects a row in editing mode (SPEC L18). `false` by default.
    public var allowsSelectionDuringEditing = false
    /// Whether the editing change under way is animated.
    internal var isEditingAnimated = false

    // MARK: - State

    /// The classes registered for reuse identifiers.
    internal var registeredClasses: [String: TableViewCell.Type] = [:]
    /// Cells waiting to be reused, by identifier.
    internal var reuseQueues: [String: [TableViewCell]] = [:]
    /// The cells that show, by row.
    internal var visibleCellsByRow: [IndexPath: TableViewCell] = [:]
    /// Headers and footers that show, by section.
    internal var headerViews: [Int: View] = [:]
    internal var footerViews: [Int: View] = [:]
    /// The title views the table makes, waiting to be reused.
    internal var titleViewQueue: [TableViewHeaderFooterView] = []
    /// The header and footer classes registered, and their views waiting (SPEC L16).
    internal var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    internal var headerFooterQueues: [String: [TableViewHeaderFooterView]] = [:]
    /// Where every row lies.
    internal var geometry = TableGeometry()
    /// Whether the geometry must be asked of the data source again.
    internal var needsReload = true
    /// Whether rows are being laid out (a change of bounds then does not start another),
    /// and whether a call out during the pass asked for another (a reload or an update
    /// from a delegate).
    internal var isLayingOutRows = false
    internal var layoutPassRequested = false
    /// The selected rows (SPEC L8).
    internal var selectedRows: Set<IndexPath> = []
    /// The row a finger highlights, and the row its touch began on.
    internal var highlightedRow: IndexPath?
    internal var touchedRow: IndexPath?
    /// The batch update being recorded (SPEC L9).
    internal var batch = ListBatch()
    /// The row swiped open, if any (SPEC L11).
    internal var swipe: SwipeState?
    /// The row being moved, if any, and the long press that moves it (SPEC L14).
    internal var reorder: ReorderState?
    /// The owner of the reorder autoscroll's frame requests: the scroll view's own
    /// motion has the table itself (SPEC L14, S11).
    internal let autoscrollTickOwner = AutoscrollTickOwner()
    /// The row whose Delete button shows, if any (SPEC L20).
    internal var deleteConfirmationRow: IndexPath?
    /// Whether the data source implements `tableView(_:commit:forRowAt:)`, once asked
    /// (SPEC L21), and whether the protocol's default ran since the question was put.
    internal var dataSourceCommits: Bool?
    internal var defaultCommitRan = false

    /// The table's delegate when it is a ``TableViewDelegate``.
    internal var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// Creates a table with a style.
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        installSwipeRecognizer()
        installReorderRecognizers()
    }

    /// Creates a ``Style/plain`` table.
    public convenience override init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: - Registration and reuse (L1)

    /// Registers the class of the cells made for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell from `identifier`'s reuse queue after its ``TableViewCell/prepareForReuse()``,
    /// or a new one of the registered class; always a cell (SPEC L1). Call it from
    /// `tableView(_:cellForRowAt:)`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        report(
            "dequeueReusableCell(withIdentifier:for:): no class registered for identifier \"\(identifier)\" "
                + "(call register(_:forCellReuseIdentifier:) first); a plain TableViewCell stands in")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell from `identifier`'s reuse queue, a new one of the registered class, or
    /// `nil` when no class is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The number of cells alive for the table: showing or waiting for reuse.
    public var liveCellCount: Int {
        visibleCellsByRow.count + reuseQueues.values.reduce(0) { $0 + $1.count }
    }

    // MARK: - Counts

    /// The number of sections, as the table last asked its data source.
    public var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the table last asked its data source.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    // MARK: - Layout

    /// Lays out the rows for the current bounds whenever they change (SPEC L2).
    open override var bounds: Rect {
        didSet {
            guard bounds != oldValue, !isLayingOutRows else { return }
            layoutRows()
            if bounds.origin.y != oldValue.origin.y { closeSwipe(animated: true) }
        }
    }

    /// Lays out the visible rows, headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Reports bad input: one line naming the call (SPEC L10).
    internal func report(_ line: String) {
        TouchKitLog.error("TableView.\(line)")
    }
}
