/// What the arena asks of a recognizer and its state (G4-G17).
extension GestureRecognizer {
    /// Whether the recognizer has no attempt under way (it may leave the arena).
    var isIdle: Bool {
        storedState == .possible && pendingState == nil && !awaitsArbitration && attemptTouches.isEmpty
    }

    /// Whether the recognizer is deciding on `touch` (possible, waiting, or not yet
    /// arbitrated) and so may withhold its phases.
    func isWithholding(_ touch: Touch) -> Bool {
        guard isEnabled, view != nil, holds(touch) else { return false }
        return storedState == .possible || awaitsArbitration
    }

    /// Whether the recognizer is deciding, or left `possible` and awaits arbitration.
    var isUndecidedOrCandidate: Bool {
        awaitsArbitration || (storedState == .possible && (!attemptTouches.isEmpty || pendingState != nil))
    }
}

extension GestureRecognizer.State {
    /// `began` or `changed`.
    var isActive: Bool { self == .began || self == .changed }
    /// `began`, `changed` or `ended`: the recognizer recognized in this attempt.
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
