extension View {
    /// The gesture recognizers attached to the view, in the order added (SPEC G2).
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer (SPEC G2). It sees touches that begin on the view or
    /// its subviews from now on; touches already down never reach it (G3). A recognizer
    /// belongs to one view at a time: it leaves its former view first.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer (SPEC G20). In the middle of a gesture it acts as
    /// turning it off does: a deciding recognizer fails, a recognizing one is cancelled
    /// and its action runs once more. Safe from inside the recognizer's own action.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.arena?.recognizerWasDisabled(gestureRecognizer)
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
