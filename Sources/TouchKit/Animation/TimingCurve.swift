import Glibc

/// How an animation's progress follows time: maps elapsed fraction 0...1 to progress.
public enum TimingCurve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// A damped spring; `damping` 1 settles without overshoot, lower values bounce.
    /// `initialVelocity` is in units of the whole distance per second-of-duration.
    case spring(damping: Double, initialVelocity: Double)

    /// The progress at an elapsed fraction `t` of the duration (0 at 0; 1 at 1 for the
    /// Bézier curves; a spring may overshoot 1 before it settles).
    public func progress(at t: Double) -> Double {
        let x = min(max(t, 0), 1)
        switch self {
        case .linear: return x
        case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(x, 0.42, 0, 0.58, 1)
        case .spring(let damping, let velocity):
            if x >= 1 { return 1 }
            return Self.spring(x, damping: damping, velocity: velocity)
        }
    }

    /// A unit cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2),
    /// solved for x by Newton's method with a bisection fallback.
    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            let d = slope(t, x1, x2)
            if abs(error) < 1e-7 { return coordinate(t, y1, y2) }
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<40 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return coordinate(t, y1, y2)
    }

    /// A spring's displacement, normalised so that it settles within the duration.
    private static func spring(_ t: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping, 0.05), 1)
        // Natural frequency chosen so the envelope decays to 0.1% by t = 1.
        let omega = -log(0.001) / zeta
        if zeta >= 1 {
            let envelope = exp(-omega * t)
            return 1 - envelope * (1 + (omega - velocity) * t)
        }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        let b = (zeta * omega - velocity) / omegaD
        return 1 - envelope * (cos(omegaD * t) + b * sin(omegaD * t))
    }
}
