/// A settle: G4 steps 2-6, after a dispatch, a recognizer's timer, or a state change
/// made outside any dispatch.
extension GestureArena {

    func settle(event: Event?, window: Window?) {
        isSettling = true
        var firstPass = true
        repeat {
            needsAnotherPass = false
            let recognized = resolve()
            cancelViewTouches(taken: recognized)
            sendOwedActions()
            deliverToViews(event: firstPass ? event : nil, window: firstPass ? window : nil)
            resetFinished()
            firstPass = false
        } while needsAnotherPass
        application.sequencer.dropDeliveredLingering()
        isSettling = false
    }

    /// Step 3 (G8): views lose the touches that recognizers which recognized in step 2
    /// (`resolve`, G13-G17) took, when those cancel touches in their view.
    func cancelViewTouches(taken recognized: [GestureRecognizer]) {
        var told: [Touch] = []
        for recognizer in recognized where recognizer.cancelsTouchesInView {
            for touch in recognizer.attemptTouches where recognizer.holds(touch) {
                if touch.binding == .tracking {
                    if !told.contains(where: { $0 === touch }) { told.append(touch) }
                } else {
                    touch.unbind()
                }
            }
        }
        guard !told.isEmpty else { return }
        let event = application.touchEvent
        for window in application.windows {
            window.deliverCancellations(of: told.filter { $0.windowID == window.windowID }, event: event)
        }
    }

    /// Step 4 (G6): owed actions, in visiting order.
    func sendOwedActions() {
        var owing: [GestureRecognizer] = []
        for recognizer in live
        where !recognizer.owedActions.isEmpty && !recognizer.awaitsArbitration && recognizer.pendingState == nil {
            owing.append(recognizer)
        }
        guard !owing.isEmpty else { return }
        if owing.count > 1 { owing.sort { $0.visitRank < $1.visitRank } }
        // Each action reads the state of its own transition (G6): a recognizer that
        // moved on twice in one dispatch shows `began` to the first and `changed` to
        // the second, not its latest state to both.
        for recognizer in owing {
            for _ in 0..<recognizer.owedActions.count {
                guard !recognizer.owedActions.isEmpty else { break }
                let state = recognizer.owedActions.removeFirst()
                let shown = recognizer.actionState
                recognizer.actionState = state
                application.touchEvent.trace?.recordAction(of: recognizer, event: application.touchEvent)
                recognizer.sendActions()
                recognizer.actionState = shown
            }
        }
    }

    /// Step 5: the views' calls, normal ones for `event` in `window`, late ones
    /// everywhere: any touch still owed a withheld phase (one waiting for its `began`,
    /// or whose `ended` was held back), in any window, whether or not it is part of the
    /// event — a cancellation made from a funnel is an event of its own, and the touch
    /// it released may belong to the frame around it.
    func deliverToViews(event: Event?, window: Window?) {
        let sequencer = application.sequencer
        if let event, let window { window.deliverViewCalls(for: event.touchList, event: event) }
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
            other.deliverViewCalls(for: owed, event: late, latestTimestamp: event == nil)
        }
        late.isLateDelivery = false
        late.touchList = saved
    }

    /// Step 6 (G7): finished recognizers reset; idle ones leave the arena.
    func resetFinished() {
        // A frame where fingers only moved and no recognizer changed state finishes
        // nothing and leaves no recognizer idle: nothing to look at.
        guard mayHaveFinishedOrIdle else { return }
        mayHaveFinishedOrIdle = false
        // A recognizer still owed an action (finished by an action of this pass) is
        // reset in the next pass, after its action.
        for recognizer in live where recognizer.storedState.isFinished {
            if recognizer.owedActions.isEmpty {
                recognizer.resetAttempt()
            } else {
                mayHaveFinishedOrIdle = true  // reset in the next pass
            }
        }
        // (A recognizer whose view left the window was cancelled there: its attempt
        // ended. No window walk here: it is O(depth) and runs every frame.)
        var idle = false
        for recognizer in live where recognizer.isIdle {
            idle = true
            break
        }
        if idle {
            var kept: [GestureRecognizer] = []
            for recognizer in live {
                if recognizer.isIdle {
                    if recognizer.liveArena == ObjectIdentifier(self) { recognizer.liveArena = nil }
                } else {
                    kept.append(recognizer)
                }
            }
            live = kept
        }
    }

    func trace(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        application.touchEvent.trace?.recordTransition(
            of: recognizer, from: old, to: new, event: application.touchEvent)
    }

}
