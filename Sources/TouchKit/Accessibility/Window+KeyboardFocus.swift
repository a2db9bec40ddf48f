import Graphics

/// Keyboard focus (SPEC A14-A16): Tab and Shift+Tab move among the focusable elements
/// in reading order, a ring shows the focused one, Space and Return activate it and
/// the arrows adjust it.
extension Window {
    /// Keysyms the focus system reads (xkbcommon's values).
    enum FocusKeysym {
        static let tab: UInt32 = 0xff09
        static let isoLeftTab: UInt32 = 0xfe20
        static let space: UInt32 = 0x20
        static let returnKey: UInt32 = 0xff0d
        static let keypadEnter: UInt32 = 0xff8d
        static let left: UInt32 = 0xff51
        static let up: UInt32 = 0xff52
        static let right: UInt32 = 0xff53
        static let down: UInt32 = 0xff54
    }

    /// The node with keyboard focus, if it is still exposed.
    public var focusedAccessibilityNode: AccessibilityNode? { accessibility.focus?.node }

    /// The window's focus state, made on first use.
    private var keyboardFocus: KeyboardFocus {
        if let focus = accessibility.focus { return focus }
        let focus = KeyboardFocus()
        accessibility.focus = focus
        Accessibility.focusWindows.removeAll { $0.window == nil }
        Accessibility.focusWindows.append(WeakWindow(window: self))
        return focus
    }

    /// Moves keyboard focus to `node` (or clears it), redraws the ring and tells the
    /// observer (SPEC A14, A15).
    public func focusAccessibilityNode(_ node: AccessibilityNode?) {
        let focus = keyboardFocus
        let old = focus.node
        focus.set(node)
        if let node {
            if focus.ring.superview !== self || subviews.last !== focus.ring { addSubview(focus.ring) }
            focus.ring.surround(node.frame)
        } else {
            focus.ring.removeFromSuperview()
        }
        if old != node { Accessibility.observer?.accessibilityFocusDidChange(in: self, to: node) }
    }

    /// Moves focus to the next (or previous) focusable element, wrapping around; false
    /// when there is none (SPEC A14).
    @discardableResult
    public func moveAccessibilityFocus(forward: Bool) -> Bool {
        let order = AccessibilityTree(window: self).focusableNodes
        guard !order.isEmpty else { return false }
        let next: AccessibilityNode
        if let current = focusedAccessibilityNode, let index = order.firstIndex(of: current) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        focusAccessibilityNode(next)
        return true
    }

    /// After `.screenChanged` or `.layoutChanged` (SPEC A7): focus `target` when given,
    /// else on a screen change the first focusable element; focus that is no longer
    /// exposed is dropped.
    internal func accessibilityScreenDidChange(to target: AccessibilityNode?, moveToFirst: Bool) {
        let tree = AccessibilityTree(window: self)
        if let target, tree.contains(target) {
            focusAccessibilityNode(target)
        } else if moveToFirst {
            focusAccessibilityNode(tree.focusableNodes.first)
        } else if let current = focusedAccessibilityNode {
            if tree.contains(current) {
                accessibility.focus?.ring.surround(current.frame)
            } else {
                focusAccessibilityNode(nil)
            }
        }
    }

    /// Handles the presses the focus system takes (SPEC A16); true when it took them
    /// all, so they are not delivered.
    internal func handleFocusKeys(_ event: PressesEvent) -> Bool {
        guard firstResponder == nil else { return false }
        var tookAll = true
        for press in event.allPresses {
            let key = press.key
            switch press.phase {
            case .began, .changed:
                if takeFocusKey(key) {
                    keyboardFocus.takenKeys.insert(key.keyCode)
                } else {
                    tookAll = false
                }
            case .ended, .cancelled:
                if accessibility.focus?.takenKeys.remove(key.keyCode) == nil { tookAll = false }
            }
        }
        return tookAll
    }

    /// Acts on one key going down or repeating; whether the focus system used it.
    private func takeFocusKey(_ key: Key) -> Bool {
        switch key.keysym {
        case FocusKeysym.tab:
            return moveAccessibilityFocus(forward: !key.modifierFlags.contains(.shift))
        case FocusKeysym.isoLeftTab:
            return moveAccessibilityFocus(forward: false)
        case FocusKeysym.space, FocusKeysym.returnKey, FocusKeysym.keypadEnter:
            guard let node = liveFocusedNode() else { return false }
            node.activate()
            return true
        case FocusKeysym.left, FocusKeysym.down, FocusKeysym.right, FocusKeysym.up:
            guard let node = liveFocusedNode(), node.traits.contains(.adjustable) else { return false }
            if key.keysym == FocusKeysym.right || key.keysym == FocusKeysym.up {
                node.increment()
            } else {
                node.decrement()
            }
            accessibility.focus?.ring.surround(node.frame)
            return true
        default:
            return false
        }
    }

    /// The focused node if it is still exposed; focus is dropped otherwise (SPEC A14).
    private func liveFocusedNode() -> AccessibilityNode? {
        guard let node = focusedAccessibilityNode else { return nil }
        guard AccessibilityTree(window: self).contains(node) else {
            focusAccessibilityNode(nil)
            return nil
        }
        return node
    }
}
