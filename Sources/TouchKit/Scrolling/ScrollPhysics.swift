#if canImport(Glibc)
    import Glibc
#endif

/// The scroll view's numbers, as pure functions (SPEC S5, S9-S12).
public enum ScrollPhysics {
    /// The rubber band's stiffness (a choice: the commonly reverse-engineered iOS 0.55;
    /// Apple documents none).
    public static let rubberBandCoefficient = 0.55
    /// The rate of the spring that brings content back to an edge or onto a page, per
    /// second (a choice: critically damped, settled within ``ScrollView/bounceDuration``).
    public static let springRate = 14.0
    /// How close to its target a motion snaps onto it, in points (SPEC S10).
    public static let snapDistance = 0.5

    /// How far a flick at `velocity` points per second travels at `rate` (SPEC S9):
    /// `(v/1000)·r/(1−r)`.
    public static func projection(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return velocity / 1000 * r / (1 - r)
    }

    /// Where content dragged `overshoot` points past an edge is shown (SPEC S5):
    /// `(1 − 1/(x·c/d + 1))·d`, with the sign of the overshoot; `d` is the bounds size
    /// on that axis.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// A decelerating position `t` seconds after release: `target − (target − start)·rᵗ`
    /// with `t` in milliseconds. Its speed at release is the flick's, within 0.1 %, and
    /// it approaches `target` without passing it.
    public static func decay(from start: Double, to target: Double, rate: Double, after t: Double) -> Double {
        target - (target - start) * pow(rate, t * 1000)
    }

    /// The rate at which a decay from `start` to `target` starts at `velocity` points
    /// per second (a re-aimed target, SPEC S10), or `nil` when no decay can (the
    /// target lies behind the motion, or nothing moves).
    public static func rate(from start: Double, to target: Double, velocity: Double) -> Double? {
        let distance = target - start
        guard distance != 0, velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let r = exp(-velocity / (1000 * distance))
        return r.isFinite && r > 0 && r < 1 ? r : nil
    }

    /// A critically damped spring towards 0 from `offset` with `velocity` (points per
    /// second), `t` seconds later.
    public static func spring(offset: Double, velocity: Double, after t: Double) -> Double {
        let w = springRate
        return (offset + (velocity + w * offset) * t) * exp(-w * t)
    }
}
