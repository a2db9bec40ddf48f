extension Application {
    /// Hands a tablet pad's button, ring or strip to the first ``TabletPadInteraction``
    /// with an action for it (SPEC P74). A button's release, and an element no
    /// interaction maps, do nothing.
    public func handleTabletPad(_ input: TabletPadInput) {
        (delayedWork.clock as? EventTimeClock)?.advance(to: input.timestamp)
        guard let action = tabletPadAction(for: input.element, in: input.window, mode: input.mode) else { return }
        let value: Double?
        switch input.kind {
        case .button(_, let pressed):
            guard pressed else { return }
            value = nil
        case .ring(_, let angle): value = angle
        case .strip(_, let position): value = position
        }
        action.handler(
            TabletPadActionEvent(
                element: input.element, value: value, mode: input.mode, isFinger: input.isFinger,
                timestamp: input.timestamp))
    }

    /// The action a pad's `element` runs in `mode` on the window `id` (SPEC P74): the first
    /// enabled ``TabletPadInteraction`` with one, from the window's first responder out
    /// through its superviews to the window; the backend sends its title as the
    /// element's feedback (P75).
    public func tabletPadAction(for element: TabletPadElement, in id: WindowID, mode: Int) -> TabletPadAction? {
        guard let window = window(with: id) else { return nil }
        var view: View? = (window.firstResponder as? View).flatMap { $0.window === window ? $0 : nil } ?? window
        while let current = view {
            for case let interaction as TabletPadInteraction in current.interactions {
                if let action = interaction.action(for: element, mode: mode) { return action }
            }
            view = current.superview
        }
        return nil
    }
}
