/// A pan that must start at an edge of the window (SPEC G29).
///
/// The counterpart of `UIScreenEdgePanGestureRecognizer`. Wayland clients have no
/// screen, so the edges are the *window's*: the first touch must land within
/// ``edgeWidth`` points of one of ``edges``; touches after the first are ignored. Of
/// fingers that land together, the first is the one with the lowest identifier.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges of a rectangle.
    public struct RectEdge: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = RectEdge(rawValue: 1 << 0)
        /// The left edge.
        public static let left = RectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = RectEdge(rawValue: 1 << 2)
        /// The right edge.
        public static let right = RectEdge(rawValue: 1 << 3)
        /// Every edge.
        public static let all: RectEdge = [.top, .left, .bottom, .right]
    }

    /// How close to an edge the first touch must land, in points (a choice: 20 pt).
    public static let edgeWidth: Double = 20

    /// The edges a pan may start from. None by default: set it.
    public var edges: RectEdge = []

    private var hasFirstTouch = false

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if hasFirstTouch {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        // The first touch is the one with the lowest identifier, not whatever the set
        // yields first (G17).
        guard let first = touches.lowestIdentifier, let window = first.window else { return }
        hasFirstTouch = true
        for extra in touches where extra !== first { ignore(extra, for: event) }
        let p = first.location(in: nil)
        let size = window.bounds.size
        let w = Self.edgeWidth
        let near =
            (edges.contains(.left) && p.x <= w) || (edges.contains(.right) && p.x >= size.width - w)
            || (edges.contains(.top) && p.y <= w) || (edges.contains(.bottom) && p.y >= size.height - w)
        guard near else {
            state = .failed
            return
        }
        super.touchesBegan([first], with: event)
    }

    open override func reset() {
        super.reset()
        hasFirstTouch = false
    }
}
