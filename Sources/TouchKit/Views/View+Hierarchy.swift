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
    ///
    /// Adding a view to itself or to one of its own subviews is refused with a log line.
    /// The tree change is made whole before any of your code runs: touches the view's
    /// subtree was tracking in another window are cancelled (SPEC F4) after it.
    public func insertSubview(_ view: View, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            setNeedsRepaint(view.frame)
            return
        }
        let oldWindow = view.window
        if let parent = view.superview {
            parent.willRemoveSubview(view)
            // The hook may have moved either view: check again.
            guard canAdopt(view) else { return }
            if view.superview === self, let current = subviews.firstIndex(of: view) {
                subviews.remove(at: current)
                subviews.insert(view, at: max(0, min(index, subviews.count)))
                return
            }
        }
        let newWindow = window
        let doomed = view.superview.map { view.detach(from: $0, keepingTouchesFor: newWindow) } ?? []
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if oldWindow !== newWindow { view.notifyMovedToWindow(newWindow) }
        view.setNeedsLayout()
        setNeedsRepaint(view.frame)
        oldWindow?.application?.touchDispatch.cancel(doomed)
        didAddSubview(view)
    }

    /// Whether `view` may become a subview: not the receiver nor one of its ancestors.
    private func canAdopt(_ view: View) -> Bool {
        guard view !== self, !isDescendant(of: view) else {
            TouchKitLog.error(
                "cannot add a \(type(of: view)) to itself or to one of its own subviews (a \(type(of: self))); ignored")
            return false
        }
        return true
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
    /// tracking, and those their gesture recognizers hold, are cancelled (SPEC F4, G20)
    /// once the view is out of the tree: the tree change is whole before any
    /// `touchesCancelled` runs.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        guard let current = superview else { return }  // the hook removed it already
        let oldWindow = window
        let doomed = detach(from: current, keepingTouchesFor: nil)
        if oldWindow != nil { notifyMovedToWindow(nil) }
        oldWindow?.application?.touchDispatch.cancel(doomed)
    }

    /// Takes the view out of `parent` with no call into user code, and returns the
    /// touches to cancel once the tree is whole again (those of a window it leaves).
    private func detach(from parent: View, keepingTouchesFor newWindow: Window?) -> [Touch] {
        let oldWindow = window
        let leaving = oldWindow != nil && oldWindow !== newWindow
        let doomed =
            leaving ? oldWindow.flatMap { $0.application?.touchDispatch.touches(inSubtreeOf: self, in: $0) } ?? [] : []
        if let firstResponder = oldWindow?.firstResponder as? View, firstResponder.isDescendant(of: self) {
            oldWindow?.firstResponder = nil
        }
        parent.setNeedsRepaint(frame)
        let animator = leaving ? owningApplication.animator : nil
        if let animator { damageAnimations(inSubtreeOf: self, animator: animator) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        // Completions (finished == false) may run user code: the tree is whole now.
        if let animator { removeAnimations(inSubtreeOf: self, animator: animator) }
        return doomed
    }

    /// Ends the animations of `view` and its subviews at once (completion `false`, as in
    /// UIKit), repainting where they were shown: the subtree is leaving its window.
    /// A scroll view's motion likewise ends at once on its rest (SPEC S14).
    private func removeAnimations(inSubtreeOf view: View, animator: Animator) {
        if !view.animations.isEmpty { animator.removeAnimations(of: view) }
        if let scrollView = view as? ScrollView { scrollView.endMotionAtRest() }
        for subview in view.subviews { removeAnimations(inSubtreeOf: subview, animator: animator) }
    }

    /// Repaints where the animating views of a subtree are shown (before it leaves).
    private func damageAnimations(inSubtreeOf view: View, animator: Animator) {
        if !view.animations.isEmpty { animator.damage(view) }
        for subview in view.subviews { damageAnimations(inSubtreeOf: subview, animator: animator) }
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
