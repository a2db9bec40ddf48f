extension Window {
    /// The phases that cause calls, in the order they are delivered.
    private static let deliveredPhases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// Delivers the window's changed touches to their views (SPEC T4, F5).
    internal func deliverTouches(of event: Event) {
        var changed: [Touch] = []
        for touch in event.touchList
        where touch.window === self && touch.isDelivered && !touch.isFinished
            && touch.phase != .stationary
        {
            changed.append(touch)
        }
        guard !changed.isEmpty else { return }
        for phase in Window.deliveredPhases {
            var groups: [(view: View, touches: [Touch])] = []
            for touch in changed where touch.phase == phase {
                guard let view = touch.view else {
                    if phase.isTerminal { touch.isFinished = true }
                    continue
                }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for group in groups {
                // A handler earlier in this dispatch may have cancelled some of these
                // touches (for instance by removing a view): they are done.
                let live = group.touches.filter { !$0.isFinished && $0.phase == phase }
                guard !live.isEmpty else { continue }
                if phase.isTerminal { for touch in live { touch.isFinished = true } }
                if phase == .began { for touch in live { touch.didDeliverBegan = true } }
                group.view.receiveTouches(phase, Set(live), event)
            }
        }
    }

    /// Delivers key presses to the first responder, or to the window itself.
    internal func deliverPresses(_ event: PressesEvent) {
        let receiver: Responder = firstResponder ?? self
        var byPhase: [Press.Phase: Set<Press>] = [:]
        for press in event.allPresses { byPhase[press.phase, default: []].insert(press) }
        if let began = byPhase[.began] { receiver.pressesBegan(began, with: event) }
        if let changed = byPhase[.changed] { receiver.pressesChanged(changed, with: event) }
        if let ended = byPhase[.ended] { receiver.pressesEnded(ended, with: event) }
        if let cancelled = byPhase[.cancelled] { receiver.pressesCancelled(cancelled, with: event) }
    }
}
