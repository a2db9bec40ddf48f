/// The scroll view's own view of the fingers on it (SPEC S3, S8): every finger that
/// lands on the scroll view or its content, followed to its lift or cancel.
///
/// A finger landing starts tracking and stops a running motion where it is; the last
/// one lifting ends tracking, and content left out of range or between pages comes
/// back — whether or not the drag took part. The drag alone cannot say: once it fails
/// (another recognizer won, `shouldBegin` said no, the first move was across the only
/// axis, scrolling was turned off) it is reset and hears nothing more of its touches
/// (G7).
///
/// It never recognizes, withholds and cancels nothing, and takes no part in
/// arbitration: no recognizer waits for it or prevents it, and it prevents none.
@MainActor
final class ScrollTrackingGestureRecognizer: GestureRecognizer {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        requiresExclusiveTouchType = false
        takesPartInArbitration = false
        name = "tracking"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scrollView.fingerDidLand()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == 0 { lastFingerLifted() }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == 0 { lastFingerLifted() }
    }

    private func lastFingerLifted() {
        if state == .possible { state = .failed }
        scrollView.trackingEnded()
    }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }
}
