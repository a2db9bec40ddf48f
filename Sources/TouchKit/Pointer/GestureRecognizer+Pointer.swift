/// What recognizers driven by the pointer rather than by touches share (SPEC P3, P9,
/// P10).
extension GestureRecognizer {
    /// Moves a recognizer that holds no touch (a hover, a pan driven by scrolling) to
    /// `newState` and sends its actions, outside the arena: such a gesture shares no
    /// touch with another recognizer, so there is nothing to arbitrate. A finished state
    /// ends the attempt (G7).
    /// - Returns: Whether the change was legal (G5) and made.
    @discardableResult
    func drivePointerState(_ newState: State) -> Bool {
        guard GestureArena.isLegal(from: storedState, to: newState) else { return false }
        storedState = newState
        let send = {
            self.marks.actionState = newState
            self.sendActions()
            self.marks.actionState = nil
        }
        // As a batch (G30): a state change made from an action (a delegate that turns
        // scrolling off while the drag begins) has its own action after this one, not
        // inside it, where it would end a drag that this action has not begun yet.
        if let conductor = arena?.conductor { conductor.batch(send) } else { send() }
        if newState.isFinished, storedState == newState { resetAttempt() }
        return true
    }

    /// Whether the pointer touches among `touches` have every button of `required`
    /// (SPEC P9). Touchscreen fingers always pass.
    func pointerButtons(of touches: Set<Touch>, include required: Event.ButtonMask) -> Bool {
        for touch in touches where touch.type == .pointer && !touch.buttonMask.isSuperset(of: required) {
            return false
        }
        return true
    }
}
