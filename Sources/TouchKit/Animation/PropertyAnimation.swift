/// One property of one view moving from the value on screen to its model value over time.
///
/// The end is the property's model value at each moment, not a value fixed when the
/// animation started: a change made outside an animation block while the property is
/// animating (a dragged view's `center` set in `touchesMoved`) is followed by the
/// animation, which still arrives at its end time (as Core Animation does for an
/// animation with no `toValue`).
@MainActor
internal final class PropertyAnimation {
    let from: AnimatedValue
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let transaction: AnimationTransaction

    init(
        from: AnimatedValue, start: Double, duration: Double, curve: TimingCurve,
        transaction: AnimationTransaction
    ) {
        self.from = from
        self.start = start
        self.duration = duration
        self.curve = curve
        self.transaction = transaction
    }

    var end: Double { start + duration }

    /// The value shown at time `now` on the way to `to`, the property's model value.
    func value(at now: Double, to: AnimatedValue) -> AnimatedValue {
        if now <= start { return from }
        if duration <= 0 || now >= end { return to }
        return from.interpolated(to: to, progress: curve.progress(at: (now - start) / duration))
    }
}

/// The animations started by one `animate` call, and its completion handler, which
/// runs exactly once: with `true` when every animation ran to its end, `false` when
/// one was interrupted by a new animation of the same property.
@MainActor
internal final class AnimationTransaction {
    let allowsUserInteraction: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    private var remaining = 0
    private var interrupted = false

    init(allowsUserInteraction: Bool, completion: (@MainActor (Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    func add() { remaining += 1 }

    /// One animation of the transaction is over.
    func finishOne(interrupted wasInterrupted: Bool) {
        if wasInterrupted { interrupted = true }
        remaining -= 1
        if remaining <= 0 { complete() }
    }

    /// Runs the completion handler if it has not run yet.
    func complete() {
        guard let handler = completion else { return }
        completion = nil
        handler(!interrupted)
    }
}
