extension Window {
    /// The phases that cause calls, in the order they are delivered.
    private static let deliveredPhases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    /// Delivers the window's changed touches to their views (SPEC T4, F5).
    internal func deliverTouches(of event: Event) {
        // One pass: the changed touches of this window, grouped per phase, then per view.
        var groups: [[(view: View, touches: [Touch])]] = [[], [], [], []]
        let id = windowID
        var any = false
        for touch in event.touchList
        where touch.phase != .stationary && touch.windowID == id && touch.isDelivered && !touch.isFinished {
            let slot: Int
            switch touch.phase {
            case .began: slot = 0
            case .moved: slot = 1
            case .ended: slot = 2
            case .cancelled: slot = 3
            case .stationary: continue
            }
            guard let view = touch.view else {
                if touch.phase.isTerminal { touch.isFinished = true }
                continue
            }
            any = true
            if let index = groups[slot].firstIndex(where: { $0.view === view }) {
                groups[slot][index].touches.append(touch)
            } else {
                groups[slot].append((view, [touch]))
            }
        }
        guard any else { return }
        for (slot, phase) in Window.deliveredPhases.enumerated() {
            for group in groups[slot] {
                // A handler earlier in this dispatch may have cancelled some of these
                // touches (for instance by removing a view): they are done.
                var live = Set<Touch>(minimumCapacity: group.touches.count)
                for touch in group.touches where !touch.isFinished && touch.phase == phase {
                    live.insert(touch)
                    if phase.isTerminal { touch.isFinished = true }
                    if phase == .began { touch.didDeliverBegan = true }
                }
                guard !live.isEmpty else { continue }
                group.view.receiveTouches(phase, live, event)
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
