/// The arena's part of a settle (SPEC G4 steps 4 and 6): owed actions and reset.
extension GestureArena {
    /// Step 4 (G6): owed actions, in visiting order.
    func sendOwedActions() {
        guard mayOweActions else { return }
        // (The step's buffer is taken, and handed back emptied with its capacity: a settle
        // never runs inside another, but the buffer is not left shared meanwhile.)
        var owing = owingBuffer
        owingBuffer = []
        defer {
            owing.removeAll(keepingCapacity: true)
            owingBuffer = owing
        }
        // Actions held by arbitration (a candidate, or one waiting, G16) stay owed.
        var held = false
        for recognizer in live where !recognizer.attempt.owedActions.isEmpty {
            if recognizer.attempt.stage == .open {
                owing.append(recognizer)
            } else {
                held = true
            }
        }
        // (Set before the actions run: a state change they make owes again.)
        mayOweActions = held
        guard !owing.isEmpty else { return }
        if owing.count > 1 { owing.sort { $0.marks.visitRank < $1.marks.visitRank } }
        // Each action reads the state of its own transition (G6): a recognizer that
        // moved on twice in one dispatch shows `began` to the first and `changed` to
        // the second, not its latest state to both.
        for recognizer in owing {
            for _ in 0..<recognizer.attempt.owedActions.count {
                guard !recognizer.attempt.owedActions.isEmpty else { break }
                let state = recognizer.attempt.owedActions.removeFirst()
                let shown = recognizer.marks.actionState
                recognizer.marks.actionState = state
                event.trace?.recordAction(of: recognizer, event: event)
                recognizer.sendActions()
                recognizer.marks.actionState = shown
            }
        }
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
            if recognizer.attempt.owedActions.isEmpty {
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
                    if recognizer.marks.liveArena == ObjectIdentifier(self) { recognizer.marks.liveArena = nil }
                } else {
                    kept.append(recognizer)
                }
            }
            live = kept
        }
    }

    func trace(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        event.trace?.recordTransition(of: recognizer, from: old, to: new, event: event)
    }
}
