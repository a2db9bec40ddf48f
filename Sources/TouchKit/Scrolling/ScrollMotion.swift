/// One axis of a scroll view's motion after a drag or on request: a deceleration that
/// may hit an edge and bounce, a spring to an edge or a page, or an eased animation.
///
/// Positions are functions of the time since the motion began, so the distance does
/// not depend on how often they are sampled (SPEC S10); every kind ends exactly on its
/// target.
@MainActor
struct ScrollMotion {
    enum Kind {
        /// Slowing down towards `target`; past `edge` (if any) it bounces or stops.
        case decay(start: Double, target: Double, rate: Double, edge: Double?, bounces: Bool)
        /// A spring from `start` towards `target`, `velocity` at the start.
        case spring(start: Double, target: Double, velocity: Double)
        /// An ease-in-out from `start` to `target` over `duration` seconds.
        case eased(start: Double, target: Double, duration: Double)
        /// A cubic ease-out from `start` to `target` over `duration` seconds (a wheel, SPEC P4).
        case easedOut(start: Double, target: Double, duration: Double)
        /// Not moving.
        case still(Double)
    }

    var kind: Kind
    /// When the bounce of a decay that crossed its edge began (seconds since start).
    private var bounceStart: (time: Double, velocity: Double)?
    let bounceDuration: Double

    init(_ kind: Kind, bounceDuration: Double) {
        self.kind = kind
        self.bounceDuration = bounceDuration
    }

    /// The rest position.
    var target: Double {
        switch kind {
        case .decay(_, let target, _, let edge, _): edge ?? target
        case .spring(_, let target, _), .eased(_, let target, _), .easedOut(_, let target, _): target
        case .still(let value): value
        }
    }

    /// The speed `t` seconds after the motion began, in points per second (over the last
    /// millisecond; the motion itself is not advanced).
    func velocity(at t: Double) -> Double {
        guard t > 0.001 else { return 0 }
        var now = self
        var before = self
        let a = before.position(at: t - 0.001)
        let b = now.position(at: t)
        guard !a.done && !b.done else { return 0 }
        let v = (b.value - a.value) / 0.001
        return v.isFinite ? v : 0
    }

    /// The position `t` seconds after the motion began, and whether it has ended.
    mutating func position(at t: Double) -> (value: Double, done: Bool) {
        switch kind {
        case .still(let value):
            return (value, true)
        case .eased(let start, let target, let duration):
            guard duration > 0, t < duration else { return (target, true) }
            let u = t / duration
            let eased = u < 0.5 ? 2 * u * u : 1 - 2 * (1 - u) * (1 - u)
            return (start + (target - start) * eased, false)
        case .easedOut(let start, let target, let duration):
            guard duration > 0, t < duration else { return (target, true) }
            let u = 1 - t / duration
            return (start + (target - start) * (1 - u * u * u), false)
        case .spring(let start, let target, let velocity):
            if t >= bounceDuration { return (target, true) }
            let value = target + ScrollPhysics.spring(offset: start - target, velocity: velocity, after: t)
            return (value, false)
        case .decay(let start, let target, let rate, let edge, let bounces):
            if let edge, let bounce = bounceStart {
                let s = t - bounce.time
                if s >= bounceDuration { return (edge, true) }
                return (edge + ScrollPhysics.spring(offset: 0, velocity: bounce.velocity, after: s), false)
            }
            let value = ScrollPhysics.decay(from: start, to: target, rate: rate, after: t)
            if let edge, (target - edge) * (value - edge) > 0 {
                // Crossed the edge: stop there, or bounce with the speed left.
                guard bounces else { return (edge, true) }
                let speed = (target - value) * -log(rate) * 1000
                bounceStart = (t, speed)
                return (edge, false)
            }
            // The snap (S10) is onto where the motion rests: a decay bound for an edge
            // heads for a target beyond it and rests on the edge once it crosses, which
            // it always does, so only a decay with no edge snaps onto its target.
            if edge == nil && abs(target - value) < ScrollPhysics.snapDistance { return (target, true) }
            return (value, false)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif
