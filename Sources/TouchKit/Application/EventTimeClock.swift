/// A clock that moves only with the touch events the app receives: a deterministic
/// animation clock for replays (SPEC D1, D4).
///
/// Under replay, an event's timestamp is its time in the recording, so with this clock
/// animations and delayed work follow the recording rather than the wall clock: the
/// same recording gives the same pixels on every run, however busy the machine. Before
/// each touch frame is dispatched, ``Application`` moves the clock to the frame's
/// timestamp, running the wake-ups that fall due on the way (animation ticks, delayed
/// work); between events time stands still, so an animation started by the last
/// event stays at its start.
///
/// An app gets it when the environment variable `TOUCHKIT_CLOCK` is `events` as its
/// ``Application`` is created (`touchkit replay --event-clock` sets it); otherwise
/// ``SystemClock``.
@MainActor
public final class EventTimeClock: ApplicationClock {
    /// The environment variable that chooses the clock; `events` chooses this one.
    public static let environmentVariable = "TOUCHKIT_CLOCK"

    private let manual: ManualClock

    /// Creates the clock standing at `start` seconds.
    public init(start: Double = 0) {
        manual = ManualClock(start: start)
    }

    /// The timestamp of the latest event, in seconds.
    public var now: Double { manual.now }

    /// Records a wake-up; it runs when an event moves the clock past `deadline`.
    public func wakeUp(at deadline: Double, _ callback: @escaping @MainActor () -> Void) {
        manual.wakeUp(at: deadline, callback)
    }

    /// Moves the clock to `time` when that is later, running the wake-ups due on the way.
    /// - Parameter time: An event's timestamp, in seconds.
    public func advance(to time: Double) {
        guard time.isFinite, time > now else { return }
        manual.advance(by: time - now)
    }
}
