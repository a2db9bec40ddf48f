import TouchKit

/// The leaf of every benchmark tree: it overrides the four touch methods and only
/// counts, so that the figures are TouchKit's dispatch and not a handler's work.
@MainActor
final class LeafView: View {
    /// Touches received by `touchesBegan`.
    var began = 0
    /// Touches received by `touchesMoved`, summed over calls.
    var moved = 0
    /// Touches received by `touchesEnded` and `touchesCancelled`.
    var finished = 0
    /// The last touch that began here (for the `location(in:)` measurement).
    var lastTouch: Touch?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        began += touches.count
        lastTouch = touches.first
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        moved += touches.count
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        finished += touches.count
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        finished += touches.count
    }
}

/// The shape of a benchmark tree.
enum TreeShape: String, Sendable, CaseIterable {
    /// N leaves side by side in one container, front-most last, laid out on a grid.
    case wide
    /// A chain of N nested views, each filling its parent; the innermost is the leaf.
    case deep
}

/// A window holding one benchmark tree, and where to put fingers in it.
@MainActor
final class ViewTree {
    /// The window side, in logical pixels.
    static let side = 1024.0

    let shape: TreeShape
    /// The number of views in the tree (the window not counted; for `wide` the
    /// container not counted either).
    let viewCount: Int
    let application: Application
    let window: Window
    /// The views finger `i` goes down on is `targets[i % targets.count]`.
    private(set) var targets: [LeafView] = []
    /// Every view of a deep chain, outermost first (kept to tear it down without recursion).
    private var chain: [View] = []

    /// Builds a tree in a new window of a new application on a ``ManualClock``.
    init(shape: TreeShape, viewCount: Int) {
        self.shape = shape
        self.viewCount = viewCount
        application = Application(clock: ManualClock())
        application.trace = nil
        window = Window(
            frame: Rect(x: 0, y: 0, width: ViewTree.side, height: ViewTree.side),
            application: application)
        switch shape {
        case .wide: buildWide()
        case .deep: buildDeep()
        }
    }

    private func buildWide() {
        let container = View(frame: window.bounds)
        var columns = 1
        while columns * columns < viewCount { columns += 1 }
        let cell = ViewTree.side / Double(columns)
        var leaves: [LeafView] = []
        leaves.reserveCapacity(viewCount)
        for i in 0..<viewCount {
            let leaf = LeafView(
                frame: Rect(
                    x: Double(i % columns) * cell, y: Double(i / columns) * cell, width: cell,
                    height: cell))
            leaf.isMultipleTouchEnabled = true
            container.addSubview(leaf)
            leaves.append(leaf)
        }
        window.addSubview(container)
        // The back-most leaves: hit-testing them asks every sibling in front first.
        targets = Array(leaves.prefix(10))
    }

    private func buildDeep() {
        // Linked innermost first, while detached: each addSubview then finds no window
        // and no ancestors to walk, so building is O(N) and not O(N^2).
        let leaf = LeafView(frame: window.bounds)
        leaf.isMultipleTouchEnabled = true
        var views: [View] = (0..<(viewCount - 1)).map { _ in View(frame: window.bounds) }
        views.append(leaf)
        for i in stride(from: views.count - 2, through: 0, by: -1) {
            views[i].addSubview(views[i + 1])
        }
        window.addSubview(views[0])  // recurses N levels (didMoveToWindow)
        chain = views
        targets = [leaf]
    }

    /// Where finger `i` goes down: inside its target leaf, 10 fingers at distinct points.
    func location(ofFinger i: Int) -> Point {
        let leaf = targets[i % targets.count]
        let frame = leaf.convert(leaf.bounds, to: nil)
        switch shape {
        case .wide:
            return Point(x: frame.midX, y: frame.midY)
        case .deep:
            return Point(x: frame.minX + 40 + 90 * Double(i), y: frame.midY)
        }
    }

    /// The total of touches the leaves received in `touchesMoved`.
    /// Attaches a tap, a pan and a pinch recognizer to every target leaf: three
    /// undecided recognizers on each touched view's path (they stay `possible` under
    /// the benchmark's half-pixel motion).
    func attachRecognizers() {
        var seen: Set<ObjectIdentifier> = []
        for leaf in targets where seen.insert(ObjectIdentifier(leaf)).inserted {
            leaf.addGestureRecognizer(TapGestureRecognizer())
            leaf.addGestureRecognizer(PanGestureRecognizer())
            leaf.addGestureRecognizer(PinchGestureRecognizer())
        }
    }

    var movedTouchCount: Int { targets.reduce(0) { $0 + $1.moved } }

    /// Closes the window and takes the tree apart without deep recursion (a deep chain
    /// released at once would recurse N levels in deinit).
    func tearDown() {
        // Out of the window first (one N-level didMoveToWindow recursion), then
        // outermost first: each view then has no ancestors, so removeFromSuperview
        // walks nothing.
        chain.first?.removeFromSuperview()
        for view in chain.dropFirst() { view.removeFromSuperview() }
        window.close()
        chain = []
        targets = []
    }
}
