/// The scroll view's drag (SPEC S2, S7): a pan that begins only along an axis the
/// scroll view can scroll, and only if the content may give up its touches. (Fingers
/// landing and lifting reach the scroll view through its own tracking recognizer,
/// S3, not through the drag.)
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func canBegin(translation: Point) -> Bool {
        guard let scrollView else { return false }
        let (horizontal, vertical) = scrollView.scrollableAxes
        // S2: one axis only: the first movement must be mostly along it.
        switch (horizontal, vertical) {
        case (false, false): return false
        case (true, false): if abs(translation.x) < abs(translation.y) { return false }
        case (false, true): if abs(translation.y) < abs(translation.x) { return false }
        case (true, true): break
        }
        // S7: content that already has a touch must agree to give it up.
        for touch in attempt.currentTouches where touch.binding == .tracking {
            guard let view = touch.view, view !== scrollView else { continue }
            if !(scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: view)) { return false }
        }
        return true
    }
}

/// Holds touches back from a scroll view's content for
/// ``ScrollView/contentTouchDelay`` (SPEC S6), with `delaysTouchesBegan`:
/// - if the drag begins first, it takes the touch and the content never hears of it;
/// - when the time is up, ``ScrollView/touchesShouldBegin(_:with:in:)`` decides: yes
///   releases the touch (began, then a move to where the finger is), no takes it away;
/// - if the finger lifts first, the content gets began and ended together.
///
/// It never prevents the drag or a recognizer inside the content.
@MainActor
final class ContentTouchDelayGestureRecognizer: GestureRecognizer {
    unowned let scrollView: ScrollView
    private var timer: DelayedWork?

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        name = "contentTouchDelay"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches where touch.view === scrollView || touch.view == nil { ignore(touch, for: event) }
        guard numberOfTouches > 0 else {
            state = .failed
            return
        }
        if !scrollView.delaysContentTouches {
            decide(event)
        } else if timer == nil {
            timer = perform(after: ScrollView.contentTouchDelay) { [weak self] in self?.decide(nil) }
        }
    }

    /// Asks the scroll view about the held touches, per content view: those it allows
    /// are released (ignored here), the others are taken away from the content.
    private func decide(_ event: Event?) {
        guard state == .possible else { return }
        // Grouped in the order of the touches, not of a dictionary (G17).
        var byView: [(view: View, touches: Set<Touch>)] = []
        for touch in attempt.currentTouches {
            guard let view = touch.view else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView where scrollView.touchesShouldBegin(touches, with: event, in: view) {
            for touch in touches { ignore(touch, for: event) }
        }
        state = numberOfTouches == 0 ? .failed : .recognized
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }
}
