import TouchKit

/// Single tap versus double tap, as the seeds do it with
/// `performSelector:withObject:afterDelay:` and `cancelPreviousPerformRequestsWithTarget:`
/// (SPEC E3, D1, T6).
///
/// The first tap cannot know whether a second one follows, so it schedules the
/// single-tap action with ``Responder/perform(after:in:_:)`` and waits. A second tap
/// cancels that request with ``Responder/cancelPreviousPerformRequests(in:)`` as soon
/// as it touches down (its `tapCount` is 2), and does the double-tap action when it
/// lifts. Single turns the pad blue, double red. Works with the mouse.
@MainActor
final class TapOrDoubleTapScreen: LabScreen {
    override class var title: String { "Tap or double" }
    override class var instructions: String {
        "Tap once: the pad turns blue, but only after \(TapOrDoubleTapPad.singleTapDelay) s, in case a second tap comes.\n"
            + "Tap twice: it turns red at once, and the waiting single-tap action is cancelled."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = TapOrDoubleTapPad(frame: Rect(x: 0, y: 0, width: 260, height: 260))
        pad.center = stage.center
        pad.onAction = { [weak self] text in self?.status = text }
        addSubview(pad)
        status = "Waiting for a tap"
    }
}

/// The pad of ``TapOrDoubleTapScreen``.
@MainActor
final class TapOrDoubleTapPad: View {
    /// How long a single tap waits for a second one: as long as a second tap may
    /// still count as the same gesture.
    static let singleTapDelay = TapThresholds.maximumInterval

    static let neutralColor = Color(white: 0.85)
    static let singleColor = Color(red: 0.20, green: 0.45, blue: 0.90)
    static let doubleColor = Color(red: 0.90, green: 0.25, blue: 0.25)

    private var singles = 0
    private var doubles = 0
    /// Called with a sentence when an action runs.
    var onAction: ((String) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tapOrDoubleTapPad"
        backgroundColor = Self.neutralColor
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // A second tap is on its way: the single-tap action must not run.
        if let touch = touches.first, touch.tapCount >= 2 {
            cancelPreviousPerformRequests()
            onAction?("Second tap down: the single-tap action is cancelled")
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        switch touch.tapCount {
        case 1:
            perform(after: Self.singleTapDelay) { [weak self] in self?.singleTap() }
            onAction?("One tap: waiting \(Self.singleTapDelay) s for a second one…")
        case 2:
            doubleTap()
        default:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    private func singleTap() {
        singles += 1
        backgroundColor = Self.singleColor
        onAction?("Single tap (singles \(singles), doubles \(doubles))")
    }

    private func doubleTap() {
        doubles += 1
        backgroundColor = Self.doubleColor
        onAction?("Double tap (singles \(singles), doubles \(doubles))")
    }
}
