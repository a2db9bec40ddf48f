/// Predicts where a finger will be a short time ahead from its recent samples, for
/// ``Event/predictedTouches(for:)`` (issue 32).
///
/// The prediction is the latest sample moved on by the finger's velocity over the lead
/// time, scaled by ``gain``. The velocity is the one pans use (``VelocityEstimator``: the
/// least-squares slope over the last 100 ms, zero once the finger has rested for 40 ms),
/// so a finger that stops is predicted where it stopped. The model and its gain were
/// picked by the error against the real touchscreen recordings (`--part prediction` of
/// the benchmark, docs/PERFORMANCE.md "Predicted touches").
///
/// Bounds: no prediction from fewer than ``minimumSamples`` samples, none at or before the
/// latest sample's time, and none more than ``longestLead`` ahead of it. Never past a
/// lift: a touch that ended has no predicted touches (``Event/predictedTouches(for:)``).
public struct TouchPredictor: Sendable {
    /// The fewest samples a prediction is made from (a choice: 3).
    public static let minimumSamples = 3
    /// The furthest ahead of the latest sample a prediction reaches, in seconds (a
    /// choice: 50 ms, three frames at 60 Hz).
    public static let longestLead = 0.05
    /// How far ahead a prediction goes when the next presentation time is unknown: one
    /// frame at 60 Hz.
    public static let fallbackLead = 1.0 / 60
    /// The share of the velocity applied by default (picked on the recordings: see the
    /// type's documentation).
    public static let defaultGain = 1.0

    /// The share of the estimated velocity applied over the lead time: 1 extrapolates
    /// the velocity in full, 0 predicts no movement.
    public var gain: Double

    private var estimator = VelocityEstimator()
    private var latest: (time: Double, point: Point)?
    private var count = 0

    /// Creates a predictor with no samples.
    /// - Parameter gain: The share of the velocity applied (``defaultGain`` by default).
    public init(gain: Double = TouchPredictor.defaultGain) {
        self.gain = gain.isFinite ? gain : Self.defaultGain
    }

    /// How many samples were added since the predictor was created or reset.
    public var sampleCount: Int { count }

    /// Adds a sample, in seconds; non-finite samples are ignored, and a sample older
    /// than the latest one starts again from it (as ``VelocityEstimator`` does).
    public mutating func add(_ point: Point, at time: Double) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let latest, time < latest.time { reset() }
        estimator.add(point, at: time)
        latest = (time, point)
        count += 1
    }

    /// Forgets every sample.
    public mutating func reset() {
        estimator.reset()
        latest = nil
        count = 0
    }

    /// Where the finger is predicted to be at `time` (seconds), or nil: too few samples,
    /// `time` not after the latest sample, or more than ``longestLead`` after it.
    public func predict(at time: Double) -> Point? {
        guard count >= Self.minimumSamples, let latest, time.isFinite else { return nil }
        let lead = time - latest.time
        guard lead > 0, lead <= Self.longestLead else { return nil }
        let velocity = estimator.velocity(at: latest.time)
        let predicted = Point(
            x: latest.point.x + velocity.x * lead * gain, y: latest.point.y + velocity.y * lead * gain)
        guard predicted.x.isFinite, predicted.y.isFinite else { return nil }
        return predicted
    }
}
