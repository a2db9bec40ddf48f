import Dispatch
import Glibc

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
/// ``SystemClock``. A replay can also move the clock on between events, to take a
/// capture at a recording time after the last event sent: with
/// `TOUCHKIT_CLOCK_FILE=<path>` set too, the app moves its clock to the time (in
/// milliseconds) written in that file each time it receives `SIGUSR1`, then writes
/// the same text to `<path>.ack` (``listen(toFileAt:)``; `HeadlessSession` does this
/// before each timed capture).
@MainActor
public final class EventTimeClock: ApplicationClock {
    /// The environment variable that chooses the clock; `events` chooses this one.
    public static let environmentVariable = "TOUCHKIT_CLOCK"
    /// The environment variable naming the file a replay writes times into.
    public static let fileVariable = "TOUCHKIT_CLOCK_FILE"

    /// The clock that `SIGUSR1` moves on, and the file it reads. Process-wide, as the
    /// signal's disposition is (docs/ARCHITECTURE.md, "Process-wide state").
    private static var listening: (clock: EventTimeClock, path: String)?
    private static var signalSource: (any DispatchSourceSignal)?

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

    /// Moves the clock on to the time written in the file at `path` (milliseconds, as
    /// text) whenever the process receives `SIGUSR1`, and answers by writing the same
    /// text to `<path>.ack`. The signal is handled on the main queue, which TouchKit's
    /// event loop runs. One clock listens at a time; a later call replaces the earlier.
    /// - Parameter path: The file a replay writes times into.
    public func listen(toFileAt path: String) {
        Self.listening = (self, path)
        guard Self.signalSource == nil else { return }
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { EventTimeClock.advanceFromFile() }
        }
        source.resume()
        Self.signalSource = source
    }

    /// Reads the time the replay wrote, moves the listening clock there, acknowledges.
    private static func advanceFromFile() {
        guard let (clock, path) = listening,
            let data = PosixFile.read(atPath: path)
        else { return }
        let text = String(decoding: data, as: UTF8.self).trimmed
        if let milliseconds = Double(text) { clock.advance(to: milliseconds / 1000) }
        try? PosixFile.write(Array(text.utf8), toPath: path + ".ack", atomically: true)
    }
}
