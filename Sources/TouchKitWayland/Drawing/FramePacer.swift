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
    }

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

    /// The frame callback arrived: the compositor has taken the last frame.
    mutating func frameArrived() {
        awaited = .nothing
        contentCommitsSinceCallback = 0
    }

    /// What to do now, given whether the window has damage and whether ticks wait.
    func step(windowHasDamage: Bool, ticksWaiting: Bool) -> Step {
        guard isReadyForFrame else { return .wait }
        if windowHasDamage || !deferredDamage.isEmpty { return .draw(requestingCallback: awaited == .nothing) }
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
    /// awaited arrives, whichever commit asked for it.
    mutating func committed(content: Bool) {
        if content {
            awaited = .content
            contentCommitsSinceCallback += 1
        } else if awaited == .nothing {
            awaited = .tick
        }
    }

    /// Whether a released buffer should trigger a draw: only when damage waits for it.
    var waitsForBuffer: Bool { !deferredDamage.isEmpty }
}
