extension PointerRouter {
    /// Follows the pointer with the hover recognizers of the view under it and of its
    /// superviews (SPEC P10): those it reaches begin, those it stays over change, those
    /// it leaves end. A button down or leaving the window ends them all.
    func handle(_ input: HoverInput) {
        var targets: [HoverGestureRecognizer] = []
        let window = application.window(with: input.window)
        if let location = input.location, location.x.isFinite, location.y.isFinite, input.buttonMask.isEmpty,
            let window
        {
            var view = window.hitTest(location, with: nil)
            while let current = view {
                for case let hover as HoverGestureRecognizer in current.gestureRecognizers ?? [] where hover.isEnabled {
                    targets.append(hover)
                }
                view = current.superview
            }
        }
        let previous = hovering[input.seat] ?? []
        for hover in previous where !targets.containsIdentical(hover) {
            let usable = hover.isEnabled && hover.view?.window != nil
            if let location = input.location, usable { hover.pointerLocation = location }
            guard hover.storedState == .began || hover.storedState == .changed else { continue }
            hover.drivePointerState(usable ? .ended : .cancelled)
        }
        var following: [HoverGestureRecognizer] = []
        for hover in targets {
            guard let location = input.location else { continue }
            let moved = hover.pointerLocation != location
            hover.pointerLocation = location
            if previous.containsIdentical(hover), hover.storedState == .began || hover.storedState == .changed {
                if moved { hover.drivePointerState(.changed) }
                following.append(hover)
            } else if hover.storedState == .possible {
                if let delegate = hover.delegate, !delegate.gestureRecognizerShouldBegin(hover) { continue }
                if hover.drivePointerState(.began) { following.append(hover) }
            }
        }
        hovering[input.seat] = following.isEmpty ? nil : following
    }
}
