/// One property of one view moving from a value to another over time.
@MainActor
internal final class PropertyAnimation {
    let from: AnimatedValue
    let to: AnimatedValue
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let transaction: AnimationTransaction

    init(
        from: AnimatedValue, to: AnimatedValue, start: Double, duration: Double, curve: TimingCurve,
        transaction: AnimationTransaction
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
        self.transaction = transaction
    }

    var end: Double { start + duration }

    /// The value shown at time `now`.
    func value(at now: Double) -> AnimatedValue {
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
