import TouchKit

/// When a window draws: the frame-callback pacing of one surface, as a pure state
/// machine (SPEC D2, D5, D6 to D9).
///
/// - Nothing is drawn before the first configure.
/// - Idle compositor (D6): the callback of the last content commit has arrived and
///   nothing was committed since; a change is drawn and committed in the same wakeup.
/// - Busy compositor (D7): while the callback of a content commit is awaited, redraw
///   requests only accumulate damage in the window; the callback draws them in one
///   frame. Never two content commits for one repaint, however slow drawing is.
/// - Ticks (D8): while the application's ``FrameTicker`` waits for frames (an
///   animation, a scroll view's deceleration), a callback is asked for with an empty
///   commit when nothing needs drawing. That commit is no frame: a change arriving
///   before its callback is drawn at once, without asking for a second callback.
/// - Hidden (D9): a compositor that withholds callbacks leaves the window busy; nothing
///   is drawn until a callback comes.
/// - Late (D12): once the repaint cycle is known (the refresh interval, or the callbacks'
///   arrival times where they prove it shorter or longer), a change after a callback is
///   drawn at a deadline just before the next repaint (``Step/drawLater(at:)``), so that
///   everything arriving until then is in the frame.
/// - One wakeup per input frame (D13): a change whose successor is expected after the
///   deadline is drawn at once, and the deadline's timer is cancelled.
/// - Requests between two frames coalesce into one draw, run before the loop sleeps.
/// - Damage taken from the window but not drawn for lack of a free buffer is kept,
///   and drawn with the next damage once a buffer is released.
struct FramePacer {
    /// What to do at a drawing opportunity.
    enum Step: Equatable {
        /// Nothing: not configured, a content commit's callback is awaited, or nothing
        /// changed.
        case wait
        /// Draw the damage and commit; `requestingCallback` is false when the callback
        /// of an empty tick commit is still awaited (it will come with this frame's
        /// repaint, D8).
        case draw(requestingCallback: Bool)
        /// Commit nothing new but ask for a frame callback (ticks are waiting).
        case requestFrame
        /// Draw at `deadline` (seconds on the clock of ``frameArrived(at:)``), just before
        /// the repaint expected next (D12): the host arms a timer and calls
        /// ``lateDeadlinePassed(_:)`` when it fires.
        case drawLater(at: Double)
    }

    /// How long before the expected repaint a late draw commits, besides the drawing
    /// time, in seconds (SPEC D12, a choice: 4 ms, for the timer's lateness and the
    /// compositor's handling of the commit).
    static let lateDrawingMargin = 0.004
    /// How many intervals between consecutive callbacks are kept (D12, a choice).
    static let cycleMemory = 8
    /// How many intervals are needed before the cycle is trusted (D12, a choice).
    static let cyclesToTrust = 3
    /// How many proved intervals are needed before a cycle longer than the refresh is
    /// trusted (D12, a choice: 2, so that one late callback proves nothing).
    static let proofsToTrust = 2
    /// How many refresh intervals an interval between callbacks may span and still prove
    /// one whole cycle (D12, a choice: 1.75, under the two that would fit a repaint between,
    /// so that a missed repaint arriving a little early is not taken for one cycle).
    static let proofSpan = 1.75
    /// The longest interval between two callbacks taken as one repaint cycle, in
    /// seconds; longer, the window was idle in between (D12, a choice: 0.1 s).
    static let longestCycle = 0.1
    /// How much of the longest recent drawing time is kept from one frame to the next
    /// (D12, a choice: 0.8).
    static let drawDurationDecay = 0.8

    /// What the awaited frame callback was asked for with.
    enum Awaited: Equatable {
        /// No callback is awaited: the compositor has taken the last frame (D6).
        case nothing
        /// A commit with a buffer or damage: the compositor is busy (D7).
        case content
        /// An empty commit that only asked for a tick (D8).
        case tick
    }

    /// Whether a configure arrived.
    private(set) var isConfigured = false
    /// The frame callback awaited, and what it was asked for with.
    private(set) var awaited = Awaited.nothing
    /// Whether a draw is scheduled before the loop sleeps.
    private(set) var drawScheduled = false
    /// Damage taken from the window and not drawn yet, for lack of a free buffer.
    private(set) var deferredDamage: [Rect] = []
    /// Content commits made since the last frame callback arrived: never more than one
    /// (D7); kept so that the host can check it.
    private(set) var contentCommitsSinceCallback = 0

    /// Whether changes after a callback wait for a deadline before the next repaint (D12).
    var drawsLate = false
    /// Whether a late draw runs at the last change expected before its deadline rather
    /// than at the deadline's timer (D13; off only to measure the timer's cost).
    var drawsOnSteadyInput = true
    /// The intervals between consecutive callbacks, newest last, each with whether it
    /// proves one whole repaint cycle (D12).
    private(set) var intervals: [CallbackInterval] = []
    /// When the last callback arrived, in seconds.
    private var lastCallback: Double?
    /// When the first content commit since the last callback was made, in seconds; nil
    /// when none was, or its time was not given.
    private var contentCommitTime: Double?
    /// When a change is drawn after the last callback (D12); nil: at once.
    private(set) var lateDeadline: Double?
    /// The deadline a timer is armed for.
    private var armedDeadline: Double?
    /// The longest recent drawing time, in seconds, decaying (D12).
    private(set) var drawDuration = 0.0

    /// The times of the latest changes (redraw requests in separate wakeups), in
    /// seconds, newest last (D13).
    private(set) var changeTimes: [Double] = []
    /// How many intervals between changes are kept to expect the next one (D13, a choice).
    static let changeMemory = 3
    /// Redraw requests closer than this, in seconds, are one change (one wakeup's).
    static let sameChange = 0.001

    /// The output's refresh interval from presentation feedback, in seconds (D10); nil
    /// without `wp_presentation`, and then nothing is drawn late (D12).
    private(set) var refresh: Double?

    /// The interval between two consecutive callbacks (D12).
    struct CallbackInterval: Equatable {
        /// How long, in seconds.
        var seconds: Double
        /// Whether the interval is one whole repaint cycle, the second callback the next
        /// repaint's. A compositor repaints at most once a refresh, so it is when the
        /// interval is shorter than ``proofSpan`` refresh intervals (no repaint fits
        /// between), or
        /// when the content commit the second callback answers was made within one
        /// refresh of the first (no repaint came before it).
        var provesCycle: Bool
    }

    /// The repaint cycle (D12): the shortest recent interval between consecutive callbacks
    /// when shorter than the refresh interval and ``cyclesToTrust`` were seen; else the
    /// shortest recent interval that proves a whole cycle, when longer than the refresh
    /// and ``proofsToTrust`` were seen (headless Weston repaints every ~25 ms while
    /// reporting 16.7); else the refresh interval. Nil without a refresh interval.
    var repaintCycle: Double? {
        guard let refresh else { return nil }
        var shortest = Double.infinity
        var shortestProof = Double.infinity
        var proofs = 0
        for interval in intervals {
            shortest = min(shortest, interval.seconds)
            if interval.provesCycle {
                proofs += 1
                shortestProof = min(shortestProof, interval.seconds)
            }
        }
        if intervals.count >= Self.cyclesToTrust, shortest < refresh { return shortest }
        if proofs >= Self.proofsToTrust, shortestProof > refresh { return shortestProof }
        return refresh
    }

    /// Whether a content commit's callback is awaited (the compositor is busy, D7).
    var awaitingFrame: Bool { awaited == .content }

    /// Whether the compositor takes a frame now: configured, and no content commit's
    /// callback awaited.
    var isReadyForFrame: Bool { isConfigured && awaited != .content }

    /// The compositor configured the surface.
    mutating func configured() {
        isConfigured = true
    }

    /// Whether a redraw request should schedule a draw before the loop sleeps: not when
    /// one is scheduled already, nor while a content commit's callback is awaited (the
    /// callback draws, D7).
    mutating func scheduleDraw() -> Bool {
        guard !drawScheduled, awaited != .content else { return false }
        drawScheduled = true
        return true
    }

    /// The scheduled draw runs now.
    mutating func scheduledDrawRuns() {
        drawScheduled = false
    }

    /// The frame callback arrived: the compositor has taken the last frame. `time`
    /// (seconds, a monotonic clock) times the repaint cycle and sets the deadline of a
    /// late draw (D12) with `refresh`, the output's refresh interval from presentation
    /// feedback; without either nothing is drawn late.
    mutating func frameArrived(at time: Double? = nil, refresh: Double? = nil) {
        awaited = .nothing
        contentCommitsSinceCallback = 0
        lateDeadline = nil
        armedDeadline = nil
        self.refresh = refresh.flatMap { $0.isFinite && $0 > 0 && $0 <= Self.longestCycle ? $0 : nil }
        let commitTime = contentCommitTime
        contentCommitTime = nil
        guard let time, time.isFinite else { return }
        if let last = lastCallback, time > last, time - last <= Self.longestCycle {
            var proves = false
            if let refresh = self.refresh {
                let committedEarly = commitTime.map { $0 >= last && $0 - last <= refresh } ?? false
                proves = time - last < Self.proofSpan * refresh || committedEarly
            }
            intervals.append(CallbackInterval(seconds: time - last, provesCycle: proves))
            if intervals.count > Self.cycleMemory { intervals.removeFirst() }
        }
        lastCallback = time
        guard drawsLate, let cycle = repaintCycle else { return }
        let deadline = time + cycle - Self.lateDrawingMargin - drawDuration
        if deadline > time { lateDeadline = deadline }
    }

    /// A redraw was requested at `time` (seconds, the clock of ``frameArrived(at:)``):
    /// the times of changes tell when the next is expected (D13).
    mutating func changeRequested(at time: Double) {
        guard time.isFinite else { return }
        if let last = changeTimes.last, time - last < Self.sameChange, time >= last { return }
        changeTimes.append(time)
        if changeTimes.count > Self.changeMemory + 1 { changeTimes.removeFirst() }
    }

    /// The shortest recent interval between changes, once ``changeMemory`` intervals were
    /// seen, each at most ``longestCycle`` (a steady stream of input frames); nil
    /// otherwise (D13).
    var expectedChangeInterval: Double? {
        guard changeTimes.count > Self.changeMemory else { return nil }
        let intervals = zip(changeTimes.dropFirst(), changeTimes).map { $0 - $1 }
        guard intervals.allSatisfy({ $0 > 0 && $0 <= Self.longestCycle }) else { return nil }
        return intervals.min()
    }

    /// A draw took `seconds`: the longest recent drawing time moves the deadline of a
    /// late draw earlier (D12).
    mutating func drew(taking seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        drawDuration = max(min(seconds, 1), drawDuration * Self.drawDurationDecay)
    }

    /// Whether a timer should be armed for `deadline`: once per deadline.
    mutating func armLateDraw(at deadline: Double) -> Bool {
        guard armedDeadline != deadline else { return false }
        armedDeadline = deadline
        return true
    }

    /// Whether a timer is armed for a late draw that has not run yet: a frame is due
    /// though the loop sleeps (D12; a test session waits for it).
    var isLateDrawArmed: Bool { armedDeadline != nil }

    /// The timer armed for `deadline` fired: changes are drawn at once from now on
    /// (a timer of an older deadline changes nothing).
    mutating func lateDeadlinePassed(_ deadline: Double) {
        guard lateDeadline == deadline else { return }
        lateDeadline = nil
        armedDeadline = nil
    }

    /// What to do now, given whether the window has damage and whether ticks wait;
    /// `now` (seconds, the clock of ``frameArrived(at:)``) lets a change wait for the
    /// deadline of a late draw (D12); without it, nothing waits.
    func step(windowHasDamage: Bool, ticksWaiting: Bool, now: Double? = nil) -> Step {
        guard isReadyForFrame else { return .wait }
        if windowHasDamage || !deferredDamage.isEmpty {
            if awaited == .nothing, !ticksWaiting, let deadline = lateDeadline, let now, now < deadline {
                // The next change is expected after the deadline: nothing more would be
                // in the frame, so it is drawn now, with no timer to wake for (D13).
                if drawsOnSteadyInput, let interval = expectedChangeInterval, let last = changeTimes.last,
                    last + interval > deadline
                {
                    return .draw(requestingCallback: true)
                }
                return .drawLater(at: deadline)
            }
            return .draw(requestingCallback: awaited == .nothing)
        }
        return ticksWaiting && awaited == .nothing ? .requestFrame : .wait
    }

    /// The damage to draw now: what was deferred, then the window's new damage.
    mutating func damageToDraw(adding new: [Rect]) -> [Rect] {
        defer { deferredDamage.removeAll() }
        return deferredDamage + new
    }

    /// No buffer was free: keep the damage for when one is released (asking the window
    /// for a redraw now would spin).
    mutating func keep(_ damage: [Rect]) {
        deferredDamage = damage
    }

    /// A commit was made: with a buffer or damage (`content`), or an empty one asking
    /// for a tick. A content commit makes the compositor busy until the callback
    /// awaited arrives, whichever commit asked for it. `time` (seconds, the clock of
    /// ``frameArrived(at:)``) lets the callback that answers it prove the cycle (D12).
    mutating func committed(content: Bool, at time: Double? = nil) {
        if content {
            if contentCommitsSinceCallback == 0, let time, time.isFinite { contentCommitTime = time }
            awaited = .content
            contentCommitsSinceCallback += 1
            lateDeadline = nil
            armedDeadline = nil
        } else if awaited == .nothing {
            awaited = .tick
        }
    }

    /// Whether a released buffer should trigger a draw: only when damage waits for it.
    var waitsForBuffer: Bool { !deferredDamage.isEmpty }
}
