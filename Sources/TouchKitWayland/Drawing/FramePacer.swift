import TouchKit

/// When a window draws: the frame-callback pacing of one surface, as a pure state
/// machine (SPEC D2, D5).
///
/// - Nothing is drawn before the first configure.
/// - At most one commit per frame callback: while a callback is awaited, redraw
///   requests only accumulate damage in the window.
/// - Requests between two frames coalesce into one draw, run before the loop sleeps.
/// - Damage taken from the window but not drawn for lack of a free buffer is kept,
///   and drawn with the next damage once a buffer is released.
/// - While the application's ``FrameTicker`` waits for frames (an animation, a
///   scroll view's deceleration), a frame is asked for even when nothing needs
///   drawing, with an empty commit, so that ticks keep coming at the display's rate.
struct FramePacer {
    /// What to do at a drawing opportunity.
    enum Step: Equatable {
        /// Nothing: not configured, a frame callback is awaited, or nothing changed.
        case wait
        /// Draw the damage and commit with a frame callback.
        case draw
        /// Commit nothing new but ask for a frame callback (ticks are waiting).
        case requestFrame
    }

    /// Whether a configure arrived.
    private(set) var isConfigured = false
    /// Whether a frame callback is awaited (the last commit is not shown yet).
    private(set) var awaitingFrame = false
    /// Whether a draw is scheduled before the loop sleeps.
    private(set) var drawScheduled = false
    /// Damage taken from the window and not drawn yet, for lack of a free buffer.
    private(set) var deferredDamage: [Rect] = []

    /// Whether the compositor takes a frame now: configured, and no callback awaited.
    var isReadyForFrame: Bool { isConfigured && !awaitingFrame }

    /// The compositor configured the surface.
    mutating func configured() {
        isConfigured = true
    }

    /// Whether a redraw request should schedule a draw before the loop sleeps: not when
    /// one is scheduled already, nor while a frame callback is awaited (the callback
    /// draws).
    mutating func scheduleDraw() -> Bool {
        guard !drawScheduled, !awaitingFrame else { return false }
        drawScheduled = true
        return true
    }

    /// The scheduled draw runs now.
    mutating func scheduledDrawRuns() {
        drawScheduled = false
    }

    /// The frame callback arrived: the compositor is ready for another frame.
    mutating func frameArrived() {
        awaitingFrame = false
    }

    /// What to do now, given whether the window has damage and whether ticks wait.
    func step(windowHasDamage: Bool, ticksWaiting: Bool) -> Step {
        guard isReadyForFrame else { return .wait }
        if windowHasDamage || !deferredDamage.isEmpty { return .draw }
        return ticksWaiting ? .requestFrame : .wait
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

    /// A commit with a frame callback was made.
    mutating func committed() {
        awaitingFrame = true
    }

    /// Whether a released buffer should trigger a draw: only when damage waits for it.
    var waitsForBuffer: Bool { !deferredDamage.isEmpty }
}
