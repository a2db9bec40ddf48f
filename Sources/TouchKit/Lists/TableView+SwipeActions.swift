/// Swiping a row sideways to reveal its actions (SPEC L11).
extension TableView {
    /// The fraction of the row's width past which a release performs the first action,
    /// when the configuration allows a full swipe (a choice; SPEC L11).
    public static let fullSwipeFraction: Double = 0.6
    /// How long a row takes to open, close or finish a full swipe, in seconds (a choice).
    public static let swipeAnimationDuration: Double = 0.25

    /// A row swiped open or being swiped.
    struct SwipeState {
        var row: IndexPath
        var view: SwipeActionsView
        var offset: Double
        var startOffset: Double
    }

    /// Adds the recognizer that swipes rows.
    internal func installSwipeRecognizer() {
        let pan = SwipeRowPanGestureRecognizer()
        pan.tableView = self
        pan.name = "swipeRow"
        pan.maximumNumberOfTouches = 1
        pan.addAction { [unowned self] recognizer in self.handleSwipe(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    /// The actions of one side of a row, from the delegate; when it gives none for the
    /// trailing side (`nil`), the table's own Delete action (SPEC L21). An empty
    /// configuration reveals nothing.
    private func swipeConfiguration(for path: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard let configuration else { return trailing ? swipeToDeleteConfiguration(for: path) : nil }
        return configuration.actions.isEmpty ? nil : configuration
    }

    /// Whether a sideways drag from `start` may swipe its row.
    internal func canBeginSwipe(at start: Point, towardsTrailing trailing: Bool) -> Bool {
        guard !isEditing, !isDragging, !isDecelerating, let path = indexPathForRow(at: start) else { return false }
        if let swipe, swipe.row == path { return true }
        return swipeConfiguration(for: path, trailing: trailing) != nil
    }

    private func handleSwipe(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            let location = pan.location(in: self)
            let start = Point(x: location.x - translation.x, y: location.y - translation.y)
            guard let path = indexPathForRow(at: start) else { return }
            if let swipe, swipe.row != path { closeSwipe(animated: false) }
            if swipe == nil {
                guard let configuration = swipeConfiguration(for: path, trailing: translation.x < 0),
                    let cell = visibleCellsByRow[path]
                else { return }
                let view = SwipeActionsView(
                    configuration: configuration, trailing: translation.x < 0, frame: rectForRowUnchecked(path))
                insertSubview(view, belowSubview: cell)
                swipe = SwipeState(row: path, view: view, offset: 0, startOffset: 0)
            }
            if var state = swipe {
                state.startOffset = state.offset
                swipe = state
            }
            followSwipe(translation.x)
        case .changed:
            followSwipe(translation.x)
        case .ended:
            releaseSwipe()
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// The row follows the finger on its side; past its actions it resists, unless a
    /// full swipe is allowed (SPEC L11).
    private func followSwipe(_ dx: Double) {
        guard let state = swipe else { return }
        let sign: Double = state.view.isTrailing ? -1 : 1
        let raw = max(0, sign * (state.startOffset + dx))
        let width = state.view.actionsWidth
        var magnitude = raw
        if raw > width, !state.view.configuration.performsFirstActionWithFullSwipe {
            magnitude = width + ScrollPhysics.rubberBand(raw - width, dimension: bounds.width)
        }
        setSwipeOffset(sign * magnitude)
    }

    private func setSwipeOffset(_ offset: Double) {
        guard var state = swipe else { return }
        state.offset = offset
        swipe = state
        let frame = rectForRowUnchecked(state.row)
        if let cell = visibleCellsByRow[state.row] { cell.frame = frame.offsetBy(dx: offset, dy: 0) }
        state.view.frame = frame
    }

    /// The lift: a full swipe performs the first action, past half the actions the row
    /// stays open, otherwise it closes.
    private func releaseSwipe() {
        guard let state = swipe else { return }
        let magnitude = abs(state.offset)
        let configuration = state.view.configuration
        if configuration.performsFirstActionWithFullSwipe, magnitude >= bounds.width * Self.fullSwipeFraction,
            let first = configuration.actions.first
        {
            let sign: Double = state.view.isTrailing ? -1 : 1
            animateSwipe(to: sign * bounds.width) { [weak self] in
                self?.performSwipeAction(first, from: state.view)
            }
        } else if magnitude >= state.view.actionsWidth / 2 {
            animateSwipe(to: (state.view.isTrailing ? -1 : 1) * state.view.actionsWidth, then: nil)
        } else {
            closeSwipe(animated: true)
        }
    }

    private func animateSwipe(to offset: Double, then done: (@MainActor () -> Void)?) {
        guard window != nil else {
            setSwipeOffset(offset)
            done?()
            return
        }
        View.animate(
            withDuration: Self.swipeAnimationDuration, animations: { self.setSwipeOffset(offset) },
            completion: { _ in done?() })
    }

    /// Performs an action: its handler runs, and the row closes when it completes.
    internal func performSwipeAction(_ action: ContextualAction, from view: View) {
        action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Whether a row is swiped open (SPEC L11).
    public var hasSwipedRow: Bool { swipe != nil }

    /// Closes the swiped row, if any.
    internal func closeSwipe(animated: Bool) {
        guard let state = swipe else { return }
        swipe = nil
        let cell = visibleCellsByRow[state.row]
        let frame = geometry.contains(state.row) ? rectForRowUnchecked(state.row) : cell?.frame ?? .zero
        guard animated, window != nil, let cell else {
            if let cell, cell.indexPath == state.row { cell.frame = frame }
            state.view.removeFromSuperview()
            return
        }
        View.animate(
            withDuration: Self.swipeAnimationDuration, animations: { cell.frame = frame },
            completion: { _ in state.view.removeFromSuperview() })
    }
}
