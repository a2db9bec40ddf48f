/// How quickly a scroll view's content slows down after a flick (SPEC S10).
///
/// The counterpart of `UIScrollView.DecelerationRate`: the fraction of its speed the
/// content keeps per millisecond, so the speed after `t` milliseconds is `v₀·rᵗ` and
/// a flick at `v` points per second travels `(v/1000)·r/(1−r)` points: 499 points for
/// 1000 pt/s at ``normal``, 99 at ``fast``.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of speed kept per millisecond, between 0 and 1.
    public let rawValue: Double

    /// A custom rate; values outside 0.5...0.99999 are clamped to keep the motion finite.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isFinite ? min(max(rawValue, 0.5), 0.99999) : 0.998
    }

    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick stop, 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
}
