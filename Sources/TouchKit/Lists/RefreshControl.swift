/// A control above a table's first row that a pull past the top triggers (SPEC L12).
///
/// The counterpart of `UIRefreshControl`: set it as the table's
/// ``TableView/refreshControl`` and add an action for ``ControlEvents/valueChanged``. A
/// drag that pulls the content ``triggerDistance`` past its top starts refreshing: the
/// control sends `.valueChanged` once, and stays open above the rows (the content inset
/// grows by ``height``) until ``endRefreshing()``.
@MainActor
open class RefreshControl: Control {
    /// The height the control keeps open while refreshing, in points (a choice).
    public static let height: Double = 60
    /// How far past the top a drag must pull to start refreshing, in points (a choice;
    /// Apple documents no distance).
    public static let triggerDistance: Double = 80

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// How far the current pull has gone towards the trigger, 0 to 1.
    public private(set) var pullProgress: Double = 0

    /// The table the control belongs to.
    internal weak var tableView: TableView?
    /// Whether the table's inset holds the control open.
    private var holdsInset = false

    /// Creates a refresh control.
    public init() {
        super.init(frame: Rect(x: 0, y: -Self.height, width: 320, height: Self.height))
        backgroundColor = nil
    }

    /// Creates a refresh control (the frame is the table's to set).
    public convenience override init(frame: Rect) {
        self.init()
    }

    /// Starts refreshing from code: the control opens; no `.valueChanged` is sent, as in
    /// UIKit.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        holdOpen()
        setNeedsDisplay()
    }

    /// Ends the refresh: the control closes and the content springs back over it.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        setNeedsDisplay()
        guard holdsInset, let table = tableView else { return }
        holdsInset = false
        var inset = table.contentInset
        inset.top -= Self.height
        table.contentInset = inset
        if !table.isDragging, table.contentOffset.y < table.contentOffsetRange.y.lowerBound {
            table.setContentOffset(
                Point(x: table.contentOffset.x, y: table.contentOffsetRange.y.lowerBound), animated: true)
        }
    }

    /// Follows the table's offset: places the control above the content, and starts a
    /// refresh when a drag pulls far enough.
    internal func tableDidScroll(_ table: TableView) {
        let width = table.bounds.width
        let frame = Rect(x: 0, y: -Self.height, width: width, height: Self.height)
        if self.frame != frame { self.frame = frame }
        let top = table.contentInset.top - (holdsInset ? Self.height : 0)
        let pulled = max(0, -table.bounds.minY - top)
        let progress = min(1, pulled / Self.triggerDistance)
        if progress != pullProgress {
            pullProgress = progress
            setNeedsDisplay()
        }
        guard !isRefreshing, table.isDragging, pulled >= Self.triggerDistance else { return }
        isRefreshing = true
        holdOpen()
        sendActions(for: .valueChanged)
    }

    /// Grows the table's top inset by the control's height; a drag under way goes on
    /// from where the content is, without a jump (the rubber band is measured from the
    /// new edge).
    private func holdOpen() {
        guard !holdsInset, let table = tableView else { return }
        holdsInset = true
        let before = table.contentOffset.y
        var inset = table.contentInset
        inset.top += Self.height
        table.contentInset = inset
        table.keepDragContinuous(atOffsetY: before)
    }

    /// Draws a ring that fills as the pull goes on, full while refreshing.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current, isRefreshing || pullProgress > 0 else { return }
        let radius = 12.0
        let centre = Point(x: bounds.midX, y: bounds.midY)
        context.setStrokeColor(.secondaryLabel)
        context.setLineWidth(3)
        let end = -Double.pi / 2 + 2 * Double.pi * (isRefreshing ? 0.85 : pullProgress * 0.85)
        context.addArc(center: centre, radius: radius, startAngle: -Double.pi / 2, endAngle: end, clockwise: false)
        context.strokePath()
    }
}
