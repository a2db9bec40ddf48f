#if canImport(Glibc)
    import Glibc
#endif

/// A discrete recognizer for a quick stroke in a direction (SPEC G28).
///
/// The counterpart of `UISwipeGestureRecognizer`. It recognizes as soon as the
/// fingers have travelled ``minimumDistance`` along one of the allowed ``direction``s
/// within ``maximumDuration``, staying within ``maximumAngle`` of that axis — even
/// before they lift. Its ``location(in:)`` is where the swipe started.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right (+x).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left (−x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (−y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards (+y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far the fingers must travel, in points (a choice: 50 pt,
    /// ``GestureThresholds/swipeDistance``).
    public static let minimumDistance: Double = GestureThresholds.swipeDistance
    /// How long the swipe may take, in seconds (a choice: 0.5 s).
    public static let maximumDuration: Double = 0.5
    /// How far off the axis the stroke may point, in radians (a choice: 30 degrees).
    public static let maximumAngle: Double = .pi / 6
    /// How far the fingers may wander before the direction is judged, in points.
    private static let directionSlop: Double = 10

    /// The allowed directions. `.right` by default.
    public var direction: Direction = .right
    /// How many fingers the swipe needs. 1 by default.
    public var numberOfTouchesRequired = 1

    private var startLocations: [ObjectIdentifier: Point] = [:]
    private var startCentroid: Point?
    private var startTime = 0.0
    private var timer: DelayedWork?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if startLocations.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if startLocations.count == numberOfTouchesRequired {
            startCentroid = super.location(in: nil)
            startTime = event.timestamp
            timer?.cancel()
            timer = perform(after: Self.maximumDuration) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let start = startCentroid else { return }
        if event.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let now = super.location(in: nil)
        let dx = now.x - start.x
        let dy = now.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length >= Self.directionSlop else { return }
        let candidates: [(Direction, Double)] = [(.right, 0), (.down, .pi / 2), (.left, .pi), (.up, -.pi / 2)]
        let angle = atan2(dy, dx)
        let along = candidates.filter { direction.contains($0.0) }.contains { _, axis in
            var off = abs(angle - axis)
            if off > .pi { off = 2 * .pi - off }
            return off <= Self.maximumAngle
        }
        guard along else {
            state = .failed
            return
        }
        if length >= Self.minimumDistance { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    /// Where the swipe started (SPEC G22), in `view`'s coordinates.
    open override func location(in view: View?) -> Point {
        guard let start = startCentroid ?? lastStart else { return super.location(in: view) }
        guard let view else { return start }
        return view.convert(start, from: nil)
    }
    private var lastStart: Point?

    open override func reset() {
        super.reset()
        if startCentroid != nil { lastStart = startCentroid }
        startLocations.removeAll()
        startCentroid = nil
        timer?.cancel()
        timer = nil
    }
}
