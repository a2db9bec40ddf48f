/// Moving a row by a long press: it lifts, follows the finger, the others make room, the
/// list scrolls near its edges, and the drop tells the data source (SPEC L14).
extension TableView {
    /// How close to the top or bottom edge the finger makes the list scroll, in points
    /// (a choice; SPEC L14).
    public static let reorderAutoscrollMargin: Double = 50
    /// The autoscroll's speed with the finger on the edge, in points per second; it
    /// falls linearly to zero at the margin's inner side (a choice; SPEC L14).
    public static let reorderAutoscrollSpeed: Double = 800
    /// How long the others take to make room, in seconds (a choice).
    public static let reorderAnimationDuration: Double = 0.2

    /// A row being moved.
    struct ReorderState {
        var source: IndexPath
        var target: IndexPath
        var cell: TableViewCell
        /// Where the finger holds the cell, from its top.
        var grab: Double
        /// The clock's time of the last autoscroll step.
        var lastTick: Double?
        /// The recognizer the finger drives: the long press, or a reorder control's
        /// (SPEC L18).
        weak var press: LongPressGestureRecognizer?
    }

    /// Adds the recognizers that lift rows: the long press (`reorderRow`), and the press
    /// on a reorder control in editing mode (`reorderControl`, SPEC L18).
    internal func installReorderRecognizers() {
        for fromControl in [false, true] {
            let press = ReorderGestureRecognizer(fromControl: fromControl)
            press.tableView = self
            press.name = fromControl ? "reorderControl" : "reorderRow"
            press.addAction { [unowned self] recognizer in
                self.handleReorder(recognizer as! LongPressGestureRecognizer)
            }
            addGestureRecognizer(press)
        }
    }

    /// Whether a row is being moved (SPEC L14).
    public var hasReorderingRow: Bool { reorder != nil }

    internal func handleReorder(_ press: LongPressGestureRecognizer) {
        let location = press.location(in: self)
        switch press.state {
        case .began:
            guard reorder == nil, let path = indexPathForRow(at: location), let cell = visibleCellsByRow[path],
                let dataSource, dataSource.tableView(self, canMoveRowAt: path)
            else { return }
            closeSwipe(animated: false)
            reorder = ReorderState(
                source: path, target: path, cell: cell, grab: location.y - cell.frame.minY, press: press)
            bringSubviewToFront(cell)
            cell.alpha = 0.9
            followReorder()
        case .changed:
            guard reorder?.press === press else { return }
            followReorder()
        case .ended:
            guard reorder?.press === press else { return }
            dropReorder(cancelled: false)
        case .cancelled, .failed:
            guard reorder?.press === press else { return }
            dropReorder(cancelled: true)
        default:
            break
        }
    }

    /// The lifted cell follows the finger; the target follows its middle; the others
    /// make room, animated; near an edge the list scrolls on each frame.
    private func followReorder() {
        guard var state = reorder, let press = state.press else { return }
        let y = press.location(in: self).y
        let frame = rectForRowUnchecked(state.source)
        state.cell.frame = Rect(x: 0, y: y - state.grab, width: frame.width, height: frame.height)
        let middle = state.cell.frame.midY
        let section = geometry.sections[state.source.section]
        let local = middle - section.start
        let row = min(max(0, section.row(at: local)), section.rowCount - 1)
        let target = IndexPath(row: row, section: state.source.section)
        let moved = target != state.target
        state.target = target
        reorder = state
        if moved, window != nil {
            View.animate(withDuration: Self.reorderAnimationDuration) { self.placeRowsAroundReorder() }
        } else {
            placeRowsAroundReorder()
        }
        scheduleAutoscroll()
    }

    /// The frame of a visible row while one is lifted: shifted by the lifted row's
    /// height when it lies between the source and the target.
    internal func reorderedFrame(of path: IndexPath) -> Rect {
        var frame = rectForRowUnchecked(path)
        guard let state = reorder, path.section == state.source.section, path != state.source else { return frame }
        let height = geometry.span(of: state.source).height
        if state.source < state.target, path > state.source, path <= state.target { frame.origin.y -= height }
        if state.target < state.source, path >= state.target, path < state.source { frame.origin.y += height }
        return frame
    }

    /// Places every visible cell but the lifted one where the reorder puts it.
    internal func placeRowsAroundReorder() {
        guard let state = reorder else { return }
        for (path, cell) in visibleCellsByRow where cell !== state.cell {
            let frame = reorderedFrame(of: path)
            if cell.frame != frame { cell.frame = frame }
        }
    }

    /// Scrolls on the next frame while the finger is near an edge, faster the closer.
    private func scheduleAutoscroll() {
        guard let state = reorder, let press = state.press else { return }
        let y = press.location(in: self).y - bounds.minY
        let margin = Self.reorderAutoscrollMargin
        let closeness =
            y < margin
            ? (margin - y) / margin : y > bounds.height - margin ? (y - (bounds.height - margin)) / margin : 0
        guard closeness > 0 else {
            reorder?.lastTick = nil
            return
        }
        let now = owningApplication.clock.now
        if let last = state.lastTick {
            let direction: Double = y < margin ? -1 : 1
            let step = direction * min(1, closeness) * Self.reorderAutoscrollSpeed * max(0, now - last)
            let range = contentOffsetRange.y
            let offset = min(max(contentOffset.y + step, range.lowerBound), range.upperBound)
            if offset != contentOffset.y { setContentOffset(Point(x: contentOffset.x, y: offset), animated: false) }
        }
        reorder?.lastTick = now
        // Its own owner: a request with the table's would replace the tick of a motion
        // under way (a deceleration, a spring back), which then never ends (S11).
        owningApplication.frameTicker.request(autoscrollTickOwner) { [weak self] in
            guard let self, self.reorder != nil else { return }
            self.followReorder()
        }
    }

    /// The drop tells the data source and moves the row; a cancel puts it back.
    private func dropReorder(cancelled: Bool) {
        guard let state = reorder else { return }
        reorder = nil
        state.cell.alpha = 1
        sendSubviewToBack(state.cell)
        guard !cancelled, state.target != state.source else {
            if window != nil {
                View.animate(withDuration: Self.reorderAnimationDuration) { self.putRowsInPlace() }
            } else {
                putRowsInPlace()
            }
            return
        }
        dataSource?.tableView(self, moveRowAt: state.source, to: state.target)
        moveRow(at: state.source, to: state.target)
    }

    /// Ends a move because the rows changed under it (an update or a reload): the row
    /// is put down where the update puts it, and the data source hears nothing (SPEC L14).
    internal func endReorderForUpdate() {
        guard let state = reorder else { return }
        reorder = nil
        state.cell.alpha = 1
        sendSubviewToBack(state.cell)
    }

    /// Every visible cell at its row's frame.
    private func putRowsInPlace() {
        for (path, cell) in visibleCellsByRow { cell.frame = rectForRowUnchecked(path) }
    }
}

/// The owner of a table's reorder autoscroll frame requests (SPEC L14).
internal final class AutoscrollTickOwner {}
