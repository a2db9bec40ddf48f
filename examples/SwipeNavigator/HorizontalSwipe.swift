import TouchKit

/// A horizontal swipe recognised by hand, as in the seeds' swipe listing (SPEC E3, E4).
///
/// The finger must end at least ``minimumDistance`` points from where it went down,
/// along x, and must never stray more than ``maximumDrift`` points across. Unlike the
/// seed, which compares only the two ends, the drift is checked at every move: a
/// finger that wanders off and comes back is not a swipe.
struct HorizontalSwipe {
    /// Which way the finger went.
    enum Direction {
        /// Towards smaller x: show the next page.
        case left
        /// Towards larger x: go back.
        case right
    }

    /// The shortest swipe, in points along x.
    static let minimumDistance = 25.0
    /// The largest distance across, in points, anywhere along the way.
    static let maximumDrift = 10.0

    /// Where the finger went down.
    let start: Point
    /// Whether the finger has stayed within ``maximumDrift`` of the start's y so far.
    private(set) var isStraight = true

    /// Starts tracking a finger that went down at `start`.
    init(start: Point) {
        self.start = start
    }

    /// Notes where the finger moved.
    mutating func move(to point: Point) {
        if abs(point.y - start.y) > Self.maximumDrift { isStraight = false }
    }

    /// The swipe's direction if the finger lifting at `end` completes one, else `nil`.
    func direction(endingAt end: Point) -> Direction? {
        var swipe = self
        swipe.move(to: end)
        guard swipe.isStraight, abs(end.x - start.x) >= Self.minimumDistance else { return nil }
        return end.x < start.x ? .left : .right
    }
}
