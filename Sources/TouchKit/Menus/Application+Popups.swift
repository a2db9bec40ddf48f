extension Application {
    /// The popups open, oldest first.
    public var popups: [PopupWindow] { windows.compactMap { $0 as? PopupWindow } }

    /// Dismisses the popups shown over `window`, which is closing: no popup outlives
    /// its parent surface (SPEC P67).
    internal func dismissPopups(over window: Window) {
        for popup in popups where popup.parentWindow === window { popup.dismiss() }
    }

    /// A touch that begins in a window other than a popup dismisses that popup
    /// (SPEC P65); the touch itself goes on as usual.
    internal func dismissPopups(touchedOutsideBy event: Event) {
        // On every touch event: a plain loop (a closure handed to `contains(where:)` pays
        // a main-actor check per call), and nothing more when no popup is open.
        var anyPopup = false
        for window in windows where window is PopupWindow {
            anyPopup = true
            break
        }
        guard anyPopup else { return }
        for touch in event.touchList where touch.phase == .began {
            for popup in popups where popup.windowID != touch.windowID { popup.dismiss() }
        }
    }
}
