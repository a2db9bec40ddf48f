/// What the arena asks of a recognizer and its attempt (G4-G17): the internal side of
/// ``GestureRecognizer``, apart from its UIKit API.
extension GestureRecognizer {
    /// The arena of the recognizer's current attempt, or else of the application its
    /// view belongs to. (A view that just left its window still settles its attempt
    /// there, G20.)
    internal var arena: GestureArena? { attempt.arena ?? view?.window?.application?.touchDispatch.arena }

    // MARK: - The attempt's arbitration stage

    /// Moves the attempt's arbitration stage. The one place stage moves are checked, as
    /// ``Touch/advanceBinding(to:)`` checks a touch's: a move the arena never makes is
    /// reported once (debug builds stop) and the stage stays as it was.
    internal func advanceStage(to next: ArbitrationStage) {
        guard attempt.stage.allows(next) else {
            TouchKitLog.bug("\(type(of: self)): impossible arbitration move \(attempt.stage) -> \(next)")
            return
        }
        attempt.stage = next
    }

    /// Whether the recognizer left `possible` and awaits arbitration (G13-G17).
    var isCandidate: Bool {
        switch attempt.stage {
        case .candidate: true
        case .open, .waiting: false
        }
    }

    /// The transition a failure requirement holds back (G16), if any.
    var pendingState: State? {
        switch attempt.stage {
        case .waiting(let pending): pending
        case .open, .candidate: nil
        }
    }

    /// Whether the recognizer has no attempt under way (it may leave the arena).
    var isIdle: Bool {
        switch attempt.stage {
        case .open: storedState == .possible && attempt.touches.isEmpty
        case .candidate, .waiting: false
        }
    }

    /// Whether the recognizer is deciding on `touch` (possible, waiting, or not yet
    /// arbitrated) and so may withhold its phases.
    func isWithholding(_ touch: Touch) -> Bool {
        guard isEnabled, view != nil, holds(touch) else { return false }
        switch attempt.stage {
        case .candidate, .waiting: return true
        case .open: return storedState == .possible
        }
    }

    /// Whether the recognizer is deciding (`possible` with an attempt under way, or
    /// waiting), or left `possible` and awaits arbitration.
    var isUndecidedOrCandidate: Bool {
        switch attempt.stage {
        case .candidate, .waiting: true
        case .open: storedState == .possible && !attempt.touches.isEmpty
        }
    }

    // MARK: - Touches

    /// Whether the recognizer still follows `touch`: in its attempt, not ignored, not
    /// ended (it has not heard the touch's last phase).
    internal func follows(_ touch: Touch) -> Bool {
        attempt.currentTouches.containsIdentical(touch)
    }

    /// Whether the recognizer holds `touch` in its current attempt (not ignored).
    internal func holds(_ touch: Touch) -> Bool {
        attempt.touches.containsIdentical(touch)
            && (attempt.ignoredTouches.isEmpty || !attempt.ignoredTouches.containsIdentical(touch))
    }

    // MARK: - State changes, actions, reset

    /// Applies a state change when the recognizer is in no window (no arena).
    internal func setStateWithoutArena(_ newValue: State) {
        guard GestureArena.isLegal(from: storedState, to: newValue) else {
            TouchKitLog.bug("\(Self.self): illegal state change \(storedState) -> \(newValue)")
            return
        }
        storedState = newValue
    }

    /// Sends the actions, in the order they were added (SPEC G6).
    internal func sendActions() {
        // The application, for a message whose target is gone, is looked up only when a
        // message is added: the weak loads cost more than most recognizers' own frame.
        var application: Application?
        for entry in actions {
            if case .message = entry {
                application = view?.window?.application
                break
            }
        }
        for entry in actions {
            switch entry {
            case .closure(let handler):
                handler(self)
            case .message(let weak, let action):
                if let target = weak.object {
                    guard target.canPerformAction(action, withSender: self) else { continue }
                    target.perform(action, sender: self, event: nil)
                } else if let application {
                    application.sendAction(action, to: nil, from: self, for: nil)
                }
            }
        }
    }

    /// Ends the attempt: state back to `possible`, touches forgotten, subclass reset (G7).
    /// The attempt's value is replaced whole.
    internal func resetAttempt() {
        storedState = .possible
        if !attempt.currentTouches.isEmpty { marks.lastTouches = attempt.currentTouches }
        marks.lastCall.clear()
        (attempt.arena?.conductor.application ?? view?.window?.application)?.delayedWork.cancelAll(target: self)
        attempt = GestureAttempt()
        reset()
    }
}

extension GestureRecognizer.State {
    /// `began` or `changed`.
    var isActive: Bool { self == .began || self == .changed }
    /// `began`, `changed` or `ended`: the recognizer recognized in this attempt.
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}

/// A weak reference to a recognizer, for failure requirements.
internal struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
