/// Estimates a finger's velocity from timed samples (SPEC G25).
///
/// Samples carry the compositor's timestamps (W7) and come from every position a
/// finger reported, coalesced ones included (T3). The velocity is the least-squares
/// slope of position over time for the samples of the last ``horizon`` seconds. It
/// is zero when the finger has not moved during the last ``stopThreshold`` seconds
/// before the latest sample (a finger that stopped and then lifted does not fling).
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in seconds (a choice: 100 ms).
    public static let horizon: Double = 0.1
    /// How long a finger must stay still for its velocity to be zero, in seconds (a
    /// choice: 40 ms, as Android's `ASSUME_POINTER_STOPPED_TIME`;
    /// ``GestureThresholds/velocityStopTime``).
    public static let stopThreshold: Double = GestureThresholds.velocityStopTime

    /// Samples, oldest first; those before `head` are past the horizon (dropped in
    /// batches, so adding a sample does not shift the array every time).
    private var storage: [(time: Double, point: Point)] = []
    private var head = 0
    /// The samples within the horizon.
    private var samples: ArraySlice<(time: Double, point: Point)> { storage[head...] }

    /// Creates an estimator with no samples.
    public init() {}

    /// Adds a sample; older ones beyond the horizon are dropped. A sample older than
    /// the latest one (a clock going backwards) starts again from it.
    @inline(__always)
    public mutating func add(_ point: Point, at time: Double) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = storage.last, time < last.time { reset() }
        storage.append((time, point))
        let cutoff = time - Self.horizon
        while storage[head].time < cutoff { head += 1 }
        if head >= 64 {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// Forgets every sample (velocity becomes zero).
    public mutating func reset() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Moves every sample by `offset`, keeping the velocity (for a reference change).
    public mutating func shift(by offset: Point) {
        for index in head..<storage.count {
            storage[index].point.x += offset.x
            storage[index].point.y += offset.y
        }
    }

    /// The velocity in points per second, as of the latest sample.
    public var velocity: Point { velocity(at: samples.last?.time ?? 0) }

    /// The velocity in points per second at `time` (a lift, say, which carries no
    /// position of its own): zero when the latest sample is more than
    /// ``stopThreshold`` older than `time`, since a resting finger sends no motion.
    public func velocity(at time: Double) -> Point {
        guard let last = samples.last, samples.count >= 2 else { return .zero }
        if time - last.time > Self.stopThreshold { return .zero }
        // Still during the last stopThreshold: no fling.
        let recent = samples.filter { $0.time >= last.time - Self.stopThreshold }
        let beforeRecent = samples.last { $0.time < last.time - Self.stopThreshold }
        let window = (beforeRecent.map { [$0] } ?? []) + recent
        if window.allSatisfy({ $0.point == last.point }) { return .zero }
        let n = Double(samples.count)
        let meanT = samples.map(\.time).reduce(0, +) / n
        let meanX = samples.map(\.point.x).reduce(0, +) / n
        let meanY = samples.map(\.point.y).reduce(0, +) / n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for sample in samples {
            let dt = sample.time - meanT
            stt += dt * dt
            stx += dt * (sample.point.x - meanX)
            sty += dt * (sample.point.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
