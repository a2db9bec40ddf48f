/// A settle: G4 steps 2-6, after a dispatch, a recognizer's timer, or a state change
/// made outside any dispatch.
extension TouchDispatch {

    func settle(event: Event?, window: Window?) {
        isSettling = true
        var firstPass = true
        repeat {
            needsAnotherPass = false
            let recognized = arena.resolve()
            cancelViewTouches(taken: recognized)
            arena.sendOwedActions()
            deliverToViews(event: firstPass ? event : nil, window: firstPass ? window : nil)
            arena.resetFinished()
            firstPass = false
        } while needsAnotherPass
        sequencer.dropDeliveredLingering()
        isSettling = false
    }

    /// Step 3 (G8): views lose the touches that recognizers which recognized in step 2
    /// (`resolve`, G13-G17) took, when those cancel touches in their view.
    func cancelViewTouches(taken recognized: [GestureRecognizer]) {
        var told: [Touch] = []
        for recognizer in recognized where recognizer.cancelsTouchesInView {
            for touch in recognizer.attempt.touches where recognizer.holds(touch) {
                if touch.binding == .tracking {
                    if !told.contains(where: { $0 === touch }) { told.append(touch) }
                } else {
                    touch.unbind()
                }
            }
        }
        guard !told.isEmpty else { return }
        let event = self.event
        for window in application.windows {
            ViewCalls.cancel(told.filter { $0.windowID == window.windowID }, in: window, event: event)
        }
    }

    /// Step 5: the views' calls, normal ones for `event` in `window`, late ones
    /// everywhere: any touch still owed a withheld phase (one waiting for its `began`,
    /// or whose `ended` was held back), in any window, whether or not it is part of the
    /// event — a cancellation made from a funnel is an event of its own, and the touch
    /// it released may belong to the frame around it.
    func deliverToViews(event: Event?, window: Window?) {
        let sequencer = self.sequencer
        if let event, let window { ViewCalls.deliver(event.touchList, in: window, event: event) }
        var owed: [Touch] = []
        for touch in sequencer.active
        where touch.binding == .pending || (touch.binding == .tracking && touch.phase.isTerminal) {
            owed.append(touch)
        }
        for touch in sequencer.lingering where touch.isBoundToView { owed.append(touch) }
        guard !owed.isEmpty else { return }
        let late = sequencer.event
        let saved = late.touchList
        var current: [Touch] = []
        for touch in sequencer.active where touch.binding != .ignored { current.append(touch) }
        for touch in sequencer.lingering where !current.containsIdentical(touch) { current.append(touch) }
        late.touchList = current
        late.isLateDelivery = true
        for other in application.windows {
            ViewCalls.deliver(owed, in: other, event: late, latestTimestamp: event == nil)
        }
        late.isLateDelivery = false
        late.touchList = saved
    }
}
