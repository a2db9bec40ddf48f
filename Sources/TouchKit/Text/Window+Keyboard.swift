extension Window {
    /// The extra room kept between the text being edited and the keyboard, or the
    /// window's edge, when it is scrolled into view, in points **(choice)**.
    public static let keyboardAvoidanceMargin = 8.0

    /// The top of the part the keyboard covers, in the window's coordinates: the
    /// bottom edge when none does. A non-finite or negative height counts as none.
    var keyboardTop: Double {
        let height = keyboardHeight.isFinite ? min(max(0, keyboardHeight), bounds.height) : 0
        return bounds.height - height
    }

    func keyboardHeightDidChange(from oldValue: Double) {
        guard keyboardHeight != oldValue else { return }
        rootViewController?.view.setNeedsLayout()
        setNeedsLayout()
        revealFirstResponder(layingOut: true)
    }

    /// Scrolls the text being edited into view (SPEC X17): lays the window out, then
    /// each ``ScrollView`` around the first responder, nearest first, takes the part of
    /// it the keyboard covers as bottom inset and scrolls so the first responder (a
    /// view taller than the room left, its caret) shows above the keyboard, with
    /// ``keyboardAvoidanceMargin`` to spare. Only a ``TextInput`` first responder is
    /// revealed. The input method is told the caret's new place.
    public func revealFirstResponder() {
        revealFirstResponder(layingOut: true)
    }

    /// ``revealFirstResponder()``, laying the window out first or not (a view that
    /// begins editing in the middle of a layout reveals itself with the frames it has).
    func revealFirstResponder(layingOut: Bool) {
        let editing = (firstResponder as? View).map { $0.window === self && $0 is any TextInput } ?? false
        let hasInsets = keyboardHeight != 0 || scrollViews(in: self).contains { $0.keyboardInset != 0 }
        guard editing || hasInsets else { return }
        if layingOut { layoutIfNeeded() }
        let top = keyboardTop
        for scrollView in scrollViews(in: self) { scrollView.keyboardInset = coveredHeight(of: scrollView, above: top) }
        guard let view = firstResponder as? View, view.window === self, let input = view as? any TextInput else {
            return
        }
        var target = view.bounds
        let room = top - Self.keyboardAvoidanceMargin * 2
        if target.height > room, let end = input.selectedTextRange?.end {
            target = input.caretRect(for: end)
        }
        target = target.insetBy(dx: 0, dy: -Self.keyboardAvoidanceMargin)
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView {
                scroll(scrollView, toShow: view.convert(target, to: scrollView), above: top)
            }
            ancestor = current.superview
        }
        if view.isFirstResponder { TextInputCenter.shared.stateDidChange(view) }
    }

    /// How much of a scroll view's bottom lies below `top` (the window's coordinates).
    private func coveredHeight(of scrollView: ScrollView, above top: Double) -> Double {
        guard scrollView.window === self, top < bounds.height else { return 0 }
        let frame = scrollView.convert(scrollView.bounds, to: nil)
        let covered = frame.maxY - max(top, frame.minY)
        return covered.isFinite ? min(max(0, covered), scrollView.bounds.height) : 0
    }

    /// Scrolls `scrollView` vertically so `target` (its coordinates) is within its bounds
    /// and above `top` (the window's coordinates), as far as its content allows.
    private func scroll(_ scrollView: ScrollView, toShow target: Rect, above top: Double) {
        let bounds = scrollView.bounds
        let visibleBottom = min(bounds.maxY, scrollView.convert(Point(x: 0, y: top), from: nil).y)
        var offset = scrollView.contentOffset
        if target.maxY > visibleBottom { offset.y += target.maxY - visibleBottom }
        if target.minY < offset.y { offset.y = target.minY }
        let range = scrollView.contentOffsetRange.y
        offset.y = min(max(offset.y, range.lowerBound), range.upperBound)
        guard offset.y.isFinite, offset != scrollView.contentOffset else { return }
        scrollView.setContentOffset(offset, animated: false)
    }

    /// Every scroll view in `view`'s tree.
    private func scrollViews(in view: View) -> [ScrollView] {
        var found: [ScrollView] = []
        if let scrollView = view as? ScrollView { found.append(scrollView) }
        for subview in view.subviews { found += scrollViews(in: subview) }
        return found
    }
}
