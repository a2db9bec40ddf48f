extension View {
    /// The window the view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds a view on top of the receiver's subviews, taking it from its former superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view among the subviews at an index (0 is at the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let oldWindow = view.window
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(index, subviews.count))
            setNeedsRepaint(view.frame)
            return
        }
        if view.superview != nil { view.detachFromSuperview(keepingTouchesFor: window) }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        let newWindow = window
        if oldWindow !== newWindow {
            if let oldWindow { oldWindow.cancelTouches(inSubtreeOf: view) }
            view.notifyMovedToWindow(newWindow)
        }
        view.setNeedsLayout()
        setNeedsRepaint(view.frame)
        didAddSubview(view)
    }

    /// Inserts a view just above another subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex(of: sibling).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts a view just below another subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    /// Removes the view from its superview. Touches the view or its subviews are
    /// tracking are cancelled first (SPEC F4).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview(keepingTouchesFor: nil)
    }

    private func detachFromSuperview(keepingTouchesFor newWindow: Window?) {
        guard let parent = superview else { return }
        let oldWindow = window
        if let oldWindow, oldWindow !== newWindow { oldWindow.cancelTouches(inSubtreeOf: self) }
        if let firstResponder = oldWindow?.firstResponder as? View, firstResponder.isDescendant(of: self) {
            oldWindow?.firstResponder = nil
        }
        parent.willRemoveSubview(self)
        parent.setNeedsRepaint(frame)
        if let oldWindow, oldWindow !== newWindow { removeAnimations(inSubtreeOf: self) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { notifyMovedToWindow(nil) }
    }

    /// Ends the animations of `view` and its subviews at once (completion `false`, as in
    /// UIKit), repainting where they were shown: the subtree is leaving its window.
    private func removeAnimations(inSubtreeOf view: View) {
        if !view.animations.isEmpty {
            let animator = view.owningApplication.animator
            animator.damage(view)
            animator.removeAnimations(of: view)
        }
        for subview in view.subviews { removeAnimations(inSubtreeOf: subview) }
    }

    /// Moves a subview to the front (drawn last, hit-tested first).
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        setNeedsRepaint(view.frame)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        setNeedsRepaint(view.frame)
    }

    /// Whether the receiver is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view in the receiver's subtree (the receiver included) with a tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    /// The first view in the receiver's subtree with an accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for sub in subviews {
            if let found = sub.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }

    private func notifyMovedToWindow(_ window: Window?) {
        didMoveToWindow()
        for sub in subviews { sub.notifyMovedToWindow(window) }
    }
}

extension Array where Element == View {
    fileprivate func firstIndex(of view: View) -> Int? {
        firstIndex { $0 === view }
    }
}
