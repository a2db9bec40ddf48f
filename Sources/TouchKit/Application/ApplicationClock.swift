#if canImport(Glibc)
    import Glibc
#endif

/// The time source behind delayed work (SPEC D1), injectable for tests.
///
/// ``SystemClock`` follows the monotonic clock and wakes through Swift concurrency,
/// so delayed work runs inside any loop that drains the main actor. ``ManualClock``
/// only moves when a test calls ``ManualClock/advance(by:)``.
@MainActor
public protocol ApplicationClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
    /// Calls `callback` on the main actor once `now` has reached `deadline`.
    func wakeUp(at deadline: Double, _ callback: @escaping @MainActor () -> Void)
}

/// The real clock: monotonic seconds, wake-ups through `Task.sleep`.
@MainActor
public final class SystemClock: ApplicationClock {
    /// Creates the clock.
    public init() {}

    /// Seconds on the monotonic clock.
    public var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Sleeps in a main-actor task until the deadline, then calls back.
    public func wakeUp(at deadline: Double, _ callback: @escaping @MainActor () -> Void) {
        let delay = max(0, deadline - now)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(delay * 1e9))
            callback()
        }
    }
}

/// A clock for tests: time stands still until ``advance(by:)`` moves it, which runs
/// every wake-up that falls due, in deadline order.
@MainActor
public final class ManualClock: ApplicationClock {
    /// The current time in seconds.
    public private(set) var now: Double

    private var wakeUps: [(deadline: Double, sequence: Int, callback: @MainActor () -> Void)] = []
    private var sequence = 0

    /// Creates a clock standing at `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Records a wake-up.
    public func wakeUp(at deadline: Double, _ callback: @escaping @MainActor () -> Void) {
        sequence += 1
        wakeUps.append((deadline, sequence, callback))
    }

    /// Moves time forward by `seconds`, running the wake-ups that fall due on the way.
    public func advance(by seconds: Double) {
        let target = now + seconds
        while let next = wakeUps.filter({ $0.deadline <= target })
            .min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) })
        {
            wakeUps.removeAll { $0.sequence == next.sequence }
            now = max(now, next.deadline)
            next.callback()
        }
        now = target
    }
}
