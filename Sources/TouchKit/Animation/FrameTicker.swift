/// Paces everything that moves on its own — view animations, a scroll view's
/// deceleration, bounce, paging and animated offsets — to the frames the screen shows.
///
/// A moving thing asks for one call at the next frame (`request(_:_:)`) and asks
/// again from that call while it keeps moving. Each computes where it is from the
/// application clock's time, so the distance travelled never depends on the frame rate,
/// and a frame that comes late only makes a longer step.
///
/// Who says "next frame":
/// - a backend that knows when the compositor wants a frame sets ``driver``: it is told
///   when calls wait (``FrameTickDriver/frameTickerNeedsFrame(_:)``) and calls
///   ``frameDidArrive()`` at each frame callback, before drawing. When no frame comes
///   for ``fallbackInterval`` (a hidden window gets no frame callbacks) the clock ticks
///   instead, slowly, so that animations still end and completions still run;
/// - without a driver (unit tests, in-process hosts) the application clock ticks at
///   ``tickInterval``, as before.
@MainActor
public final class FrameTicker {
    /// The tick interval without a driver: 60 frames a second.
    public static let tickInterval = 1.0 / 60.0
    /// How long a driven ticker waits for a frame before the clock ticks instead.
    public static let fallbackInterval = 0.1
    /// Two frames closer than this are one tick (two windows' frame callbacks arriving
    /// together).
    static let minimumInterval = 0.004

    /// The backend that paces ticks to frame callbacks; `nil` to tick on the clock.
    public weak var driver: (any FrameTickDriver)? {
        didSet { if driver != nil, !waiting.isEmpty { driver?.frameTickerNeedsFrame(self) } }
    }

    private unowned let clock: any ApplicationClock
    private var waiting: [(owner: ObjectIdentifier, tick: @MainActor () -> Void)] = []
    private var clockTickScheduled = false
    private var isTicking = false
    /// When calls were last made.
    private var lastTick = -Double.infinity

    init(clock: any ApplicationClock) {
        self.clock = clock
    }

    /// Whether calls wait for the next frame: a backend keeps asking for frames while
    /// this is true, even when nothing needs drawing.
    public var isWaitingForFrame: Bool { !waiting.isEmpty }

    /// A frame callback arrived: makes the waiting calls, before the backend draws.
    public func frameDidArrive() {
        guard !waiting.isEmpty, clock.now - lastTick >= Self.minimumInterval else { return }
        tick()
    }

    /// Asks for one call of `tick` at the next frame, for `owner` (one waiting call per
    /// owner: a second request replaces the first).
    func request(_ owner: AnyObject, _ tick: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(owner)
        if let index = waiting.firstIndex(where: { $0.owner == id }) {
            waiting[index].tick = tick
            return
        }
        waiting.append((id, tick))
        // (During a tick, the driver is told once at its end.)
        if waiting.count == 1 && !isTicking { driver?.frameTickerNeedsFrame(self) }
        scheduleClockTick()
    }

    /// Withdraws `owner`'s waiting call, if any.
    func cancel(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        waiting.removeAll { $0.owner == id }
    }

    /// Makes the waiting calls; calls requested by them wait for the next frame.
    private func tick() {
        lastTick = clock.now
        let due = waiting
        waiting.removeAll(keepingCapacity: true)
        isTicking = true
        for call in due { call.tick() }
        isTicking = false
        if !waiting.isEmpty { driver?.frameTickerNeedsFrame(self) }
    }

    /// The clock's tick: every ``tickInterval`` without a driver; with one, only when no
    /// frame came for ``fallbackInterval``.
    private func scheduleClockTick() {
        guard !clockTickScheduled else { return }
        clockTickScheduled = true
        let interval = driver == nil ? Self.tickInterval : Self.fallbackInterval
        clock.wakeUp(at: clock.now + interval) { [weak self] in
            guard let self else { return }
            self.clockTickScheduled = false
            guard !self.waiting.isEmpty else { return }
            if self.driver == nil || self.clock.now - self.lastTick >= Self.fallbackInterval - 1e-9 {
                self.tick()
            }
            if !self.waiting.isEmpty { self.scheduleClockTick() }
        }
    }
}

/// A backend that paces a ``FrameTicker`` to the compositor's frame callbacks.
@MainActor
public protocol FrameTickDriver: AnyObject {
    /// Calls wait for the next frame: make sure a frame callback will come (request one
    /// with an empty commit if nothing needs drawing), then call
    /// ``FrameTicker/frameDidArrive()`` when it does.
    func frameTickerNeedsFrame(_ ticker: FrameTicker)
}
