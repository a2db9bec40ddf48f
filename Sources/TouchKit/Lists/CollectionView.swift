/// A scrolling grid (or any layout) of items in sections, whose cells are made only for
/// the items that show and reused (SPEC L13).
///
/// The counterpart of `UICollectionView`, a ``ScrollView`` laid out by a
/// ``CollectionViewLayout`` (``CollectionViewFlowLayout`` for lines of items):
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 100, height: 100)
/// let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
///
/// Reuse, highlight, selection and updates work as in ``TableView``.
@MainActor
open class CollectionView: ScrollView {
    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// Where the items go.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
            layoutElements()
        }
    }

    /// The object that gives the items and makes their cells.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Whether a tap selects an item. `true` by default.
    public var allowsSelection = true
    /// Whether several items may be selected at once. `false` by default.
    public var allowsMultipleSelection = false

    // MARK: - State

    internal var cellClasses: [String: CollectionViewCell.Type] = [:]
    internal var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    internal var reuseQueues: [String: [CollectionReusableView]] = [:]
    internal var visibleCellsByItem: [IndexPath: CollectionViewCell] = [:]
    internal var visibleSupplementary: [String: CollectionReusableView] = [:]
    internal var itemCounts: [Int] = []
    internal var needsReload = true
    internal var isLayingOut = false
    internal var selectedItems: Set<IndexPath> = []
    internal var highlightedItem: IndexPath?
    internal var touchedItem: IndexPath?
    internal var batch = ListBatch()

    /// The collection view's delegate when it is a ``CollectionViewDelegate``.
    internal var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    /// Creates a collection view with a layout.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    // MARK: - Registration and reuse

    /// Registers the class of the cells made for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class of the supplementary views of `kind` made for `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[kind + "/" + identifier] = viewClass
    }

    /// A queued cell for `identifier` after its `prepareForReuse()`, or a new one of
    /// the registered class; always a cell (an unregistered identifier is reported and
    /// a plain cell stands in; SPEC L10).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let cell = reuseQueues[identifier]?.popLast() as? CollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            report(
                "dequeueReusableCell(withReuseIdentifier:for:): no class registered for identifier \"\(identifier)\"; "
                    + "a plain CollectionViewCell stands in")
            let cell = CollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A queued supplementary view of `kind` for `identifier`, or a new one.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = kind + "/" + identifier
        if let view = reuseQueues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewClass = supplementaryClasses[key] ?? CollectionReusableView.self
        if supplementaryClasses[key] == nil {
            report(
                "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): no class registered for "
                    + "\"\(identifier)\" of kind \(kind); a plain view stands in")
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// The number of cells alive: showing or waiting for reuse.
    public var liveCellCount: Int {
        visibleCellsByItem.count + reuseQueues.values.reduce(0) { $0 + $1.filter { $0 is CollectionViewCell }.count }
    }

    // MARK: - Counts

    /// The number of sections, as last asked of the data source.
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as last asked of the data source.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// Asks the data source for everything again.
    public func reloadData() {
        for (item, cell) in visibleCellsByItem { enqueue(cell, item: item) }
        visibleCellsByItem = [:]
        for (_, view) in visibleSupplementary { enqueueSupplementary(view) }
        visibleSupplementary = [:]
        highlightedItem = nil
        touchedItem = nil
        needsReload = true
        setNeedsLayout()
    }

    internal func loadIfNeeded() {
        if needsReload || collectionViewLayout.needsPrepare { layoutElements() }
    }

    internal func reloadCounts() {
        needsReload = false
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        selectedItems = selectedItems.filter { contains($0) }
        collectionViewLayout.needsPrepare = true
    }

    /// Whether the item exists.
    internal func contains(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < itemCounts.count && path.item >= 0 && path.item < itemCounts[path.section]
    }

    // MARK: - Layout

    /// Lays out the elements that show whenever the bounds change.
    open override var bounds: Rect {
        didSet {
            guard bounds != oldValue, !isLayingOut else { return }
            if bounds.size != oldValue.size { collectionViewLayout.needsPrepare = true }
            layoutElements()
        }
    }

    /// Lays out the elements that show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    /// Makes cells for the items meeting the visible bounds and the overscan, recycles
    /// the others (SPEC L2, L13).
    internal func layoutElements() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        if needsReload { reloadCounts() }
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        let margin = TableView.overscan
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        let elements = collectionViewLayout.layoutAttributesForElements(in: area)
        var wantedItems: [IndexPath: Rect] = [:]
        var wantedSupplementary: [String: CollectionViewLayoutAttributes] = [:]
        for element in elements {
            if let kind = element.representedElementKind {
                wantedSupplementary["\(kind) \(element.indexPath)"] = element
            } else if contains(element.indexPath) {
                wantedItems[element.indexPath] = element.frame
            }
        }
        for (item, cell) in visibleCellsByItem where wantedItems[item] == nil {
            visibleCellsByItem[item] = nil
            enqueue(cell, item: item)
        }
        for (key, view) in visibleSupplementary where wantedSupplementary[key] == nil {
            visibleSupplementary[key] = nil
            enqueueSupplementary(view)
        }
        for item in wantedItems.keys.sorted() where visibleCellsByItem[item] == nil {
            if let cell = makeCell(for: item) { visibleCellsByItem[item] = cell }
        }
        for (item, frame) in wantedItems {
            if let cell = visibleCellsByItem[item] { cell.frame = frame }
        }
        for (key, element) in wantedSupplementary {
            if visibleSupplementary[key] == nil, let kind = element.representedElementKind,
                let view = dataSource?.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
            {
                view.elementKind = kind
                view.shownIndexPath = element.indexPath
                if view.superview !== self { addSubview(view) }
                visibleSupplementary[key] = view
            }
            if let view = visibleSupplementary[key] { view.frame = element.frame }
        }
    }

    private func makeCell(for item: IndexPath) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        var cell = dataSource.collectionView(self, cellForItemAt: item)
        if let shown = cell.shownIndexPath, cell.collectionView === self, visibleCellsByItem[shown] === cell {
            report(
                "collectionView(_:cellForItemAt:) returned for \(item) the cell that shows \(shown); a plain cell stands in"
            )
            cell = CollectionViewCell(frame: .zero)
        }
        cell.collectionView = self
        cell.shownIndexPath = item
        cell.isSelected = selectedItems.contains(item)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: item)
        return cell
    }

    internal func enqueue(_ cell: CollectionViewCell, item: IndexPath) {
        if highlightedItem == item {
            cell.isHighlighted = false
            highlightedItem = nil
        }
        cell.shownIndexPath = nil
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: item)
    }

    internal func enqueueSupplementary(_ view: CollectionReusableView) {
        view.shownIndexPath = nil
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
    }

    /// Reports bad input: one line naming the call (SPEC L10).
    internal func report(_ line: String) {
        TouchKitLog.error("CollectionView.\(line)")
    }
}
