import TouchKit

/// A custom recognizer (SPEC G31) that moves to a random legal next state on each call.
@MainActor
final class FuzzScripted: GestureRecognizer {
    var choose: @MainActor () -> Int = { 0 }

    private func step() {
        let roll = choose() % 8
        switch state {
        case .possible:
            if roll == 0 {
                state = .began
            } else if roll == 1 {
                state = .recognized
            } else if roll == 2 {
                state = .failed
            }
        case .began, .changed:
            if roll < 4 {
                state = .changed
            } else if roll == 4 {
                state = .ended
            } else if roll == 5 {
                state = .cancelled
            }
        default:
            break
        }
    }

    override func touchesBegan(_ t: Set<Touch>, with e: Event) { step() }
    override func touchesMoved(_ t: Set<Touch>, with e: Event) { step() }
    override func touchesEnded(_ t: Set<Touch>, with e: Event) {
        step()
        if numberOfTouches == 0 {
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
        }
    }
}

/// A delegate answering at random.
@MainActor
final class FuzzDelegate: GestureRecognizerDelegate {
    var choose: @MainActor () -> Int = { 0 }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { choose() % 5 != 0 }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        choose() % 7 != 0
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { choose() % 3 == 0 }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    { choose() % 6 == 0 }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
        -> Bool
    { choose() % 9 == 0 }
}
