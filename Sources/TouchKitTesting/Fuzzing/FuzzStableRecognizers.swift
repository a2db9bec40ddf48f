import TouchKit

/// Answers drawn once per question and pair, then given the same way every time it is
/// asked again (a delegate or an override that answers stably, as app code does).
@MainActor
final class FuzzAnswers {
    private struct Key: Hashable {
        let question: Int
        let a: ObjectIdentifier
        let b: ObjectIdentifier?
    }
    private var answers: [Key: Bool] = [:]
    var choose: @MainActor () -> Int = { 0 }

    /// The answer to `question` about `a` (and `b`): yes one time in `odds`.
    func answer(_ question: Int, _ a: AnyObject, _ b: AnyObject?, odds: Int) -> Bool {
        let key = Key(question: question, a: ObjectIdentifier(a), b: b.map { ObjectIdentifier($0) })
        if let known = answers[key] { return known }
        let value = choose() % odds == 0
        answers[key] = value
        return value
    }

    // The four subclass overrides of ``FuzzPickyPan`` and ``FuzzPickyTap`` (G14, G16, G31).

    /// Whether `recognizer` may prevent `other`: no one time in 3.
    func canPrevent(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        !answer(5, recognizer, other, odds: 3)
    }
    /// Whether `recognizer` may be prevented by `other`: no one time in 3.
    func canBePrevented(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Bool {
        !answer(6, recognizer, other, odds: 3)
    }
    /// Whether `recognizer` waits for `other` to fail: one time in 4.
    func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        answer(7, recognizer, other, odds: 4)
    }
    /// Whether `other` waits for `recognizer` to fail: one time in 6.
    func isRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Bool {
        answer(8, recognizer, other, odds: 6)
    }
}

/// A delegate that answers stably per recognizer and pair (SPEC G13-G16).
@MainActor
final class FuzzStableDelegate: GestureRecognizerDelegate {
    let answers: FuzzAnswers
    init(answers: FuzzAnswers) { self.answers = answers }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !answers.answer(0, gestureRecognizer, nil, odds: 6)
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !answers.answer(1, gestureRecognizer, touch, odds: 8)
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { answers.answer(2, gestureRecognizer, other, odds: 3) }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    { answers.answer(3, gestureRecognizer, other, odds: 5) }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
        -> Bool
    { answers.answer(4, gestureRecognizer, other, odds: 7) }
}

/// A pan whose subclass overrides answer prevention and failure requirements stably per
/// pair (SPEC G14, G16, G31).
@MainActor
final class FuzzPickyPan: PanGestureRecognizer {
    var answers: FuzzAnswers?
    override func canPrevent(_ other: GestureRecognizer) -> Bool { answers?.canPrevent(self, other) ?? true }
    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        answers?.canBePrevented(self, by: other) ?? true
    }
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        answers?.requiresFailure(self, of: other) ?? false
    }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        answers?.isRequiredToFail(self, by: other) ?? false
    }
}

/// A tap with the same overrides.
@MainActor
final class FuzzPickyTap: TapGestureRecognizer {
    var answers: FuzzAnswers?
    override func canPrevent(_ other: GestureRecognizer) -> Bool { answers?.canPrevent(self, other) ?? true }
    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        answers?.canBePrevented(self, by: other) ?? true
    }
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        answers?.requiresFailure(self, of: other) ?? false
    }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        answers?.isRequiredToFail(self, by: other) ?? false
    }
}

/// A custom recognizer (SPEC G31) that ignores some touches, moves on a timer as well
/// as on touches, and sometimes makes two transitions in one call. It always decides
/// once its last finger lifts or its timer finds no finger down, as a well-written
/// recognizer does.
@MainActor
final class FuzzTimedScripted: GestureRecognizer {
    var choose: @MainActor () -> Int = { 0 }
    private var timer: DelayedWork?

    private func step() {
        let roll = choose() % 10
        switch state {
        case .possible:
            if roll == 0 {
                state = .began
                if choose() % 2 == 0 { state = .changed }  // two transitions in one call
            } else if roll == 1 {
                state = .recognized
            } else if roll == 2 {
                state = .failed
            }
        case .began, .changed:
            if roll < 5 {
                state = .changed
                if choose() % 3 == 0 { state = .changed }
            } else if roll == 5 {
                state = .changed
                state = .ended  // a change and the end in one call
            } else if roll == 6 {
                state = .cancelled
            }
        default:
            break
        }
    }

    private func schedule() {
        guard timer == nil, choose() % 2 == 0 else { return }
        timer = perform(after: Double(20 + choose() % 600) / 1000) { [weak self] in self?.timerFired() }
    }

    private func timerFired() {
        timer = nil
        if numberOfTouches == 0 {
            finish()
        } else {
            step()
            schedule()
        }
    }

    private func finish() {
        switch state {
        case .possible: state = choose() % 3 == 0 ? .recognized : .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        // (Never the last touch it follows: a recognizer that ignores them all hears
        // nothing more and could not decide.)
        for touch in touches.sorted(by: { $0.identifier.number < $1.identifier.number })
        where numberOfTouches > 1 && choose() % 6 == 0 {
            ignore(touch, for: event)
        }
        step()
        schedule()
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { step() }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        step()
        if numberOfTouches == 0 && timer == nil { finish() }
    }
    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }
}
