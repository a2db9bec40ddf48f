extension Window {
    /// Delivers key presses to the first responder, or to the window itself, unless the
    /// keyboard focus takes them.
    internal func deliverPresses(_ event: PressesEvent) {
        if handleFocusKeys(event) { return }  // Tab, Space, Return, arrows (SPEC A16)
        let receiver: Responder = firstResponder ?? self
        var byPhase: [Press.Phase: Set<Press>] = [:]
        for press in event.allPresses { byPhase[press.phase, default: []].insert(press) }
        if let began = byPhase[.began] { receiver.pressesBegan(began, with: event) }
        if let changed = byPhase[.changed] { receiver.pressesChanged(changed, with: event) }
        if let ended = byPhase[.ended] { receiver.pressesEnded(ended, with: event) }
        if let cancelled = byPhase[.cancelled] { receiver.pressesCancelled(cancelled, with: event) }
    }
}
