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
        let key = HoverKey(seat: input.seat, source: input.source)
        let previous = hovering[key] ?? []
        for hover in previous where !targets.containsIdentical(hover) {
            let usable = hover.isEnabled && hover.view?.window != nil
            if let location = input.location, usable { hover.follow(location, input) }
            guard hover.storedState == .began || hover.storedState == .changed else { continue }
            hover.drivePointerState(usable ? .ended : .cancelled)
        }
        var following: [HoverGestureRecognizer] = []
        for hover in targets {
            guard let location = input.location else { continue }
            let moved = hover.pointerLocation != location || hover.zOffset != input.zOffset
            hover.follow(location, input)
            if previous.containsIdentical(hover), hover.storedState == .began || hover.storedState == .changed {
                if moved { hover.drivePointerState(.changed) }
                following.append(hover)
            } else if hover.storedState == .possible {
                if let delegate = hover.delegate, !delegate.gestureRecognizerShouldBegin(hover) { continue }
                if hover.drivePointerState(.began) { following.append(hover) }
            }
        }
        hovering[key] = following.isEmpty ? nil : following
    }
}

/// Who hovers: one pointer or pen of one seat (SPEC P10, P71).
struct HoverKey: Hashable {
    var seat: SeatID
    var source: HoverSource
}
