import Graphics

/// The accessibility tree of a window, read from its views (SPEC A1, A2): the exposed
/// nodes, their children in navigation order, and what each is. A pure reading: the
/// AT-SPI bridge exports it, the keyboard focus walks it, tests inspect it.
@MainActor
public struct AccessibilityTree {
    /// Views with an alpha below this are not exposed, as hit-testing ignores them
    /// **(choice, SPEC A1)**.
    public static let minimumAlpha = 0.01
    /// The longest string sent, in UTF-8 bytes **(choice, SPEC A13)**.
    public static let maximumStringBytes = 65536

    /// The window (the root).
    public let window: Window
    /// The children of each node with any, in navigation order.
    public private(set) var children: [AccessibilityNode: [AccessibilityNode]] = [:]
    /// The parent of each node but the window.
    public private(set) var parents: [AccessibilityNode: AccessibilityNode] = [:]
    /// What each node is.
    public private(set) var info: [AccessibilityNode: AccessibilityNodeInfo] = [:]
    /// Every node below the window, depth first, in navigation order.
    public private(set) var nodes: [AccessibilityNode] = []

    /// Reads the tree of `window`.
    public init(window: Window) {
        self.window = window
        let root = AccessibilityNode.view(window)
        let focused = window.focusedAccessibilityNode
        info[root] = describe(root, role: .frame, focused: nil)
        guard !window.isHidden else { return }
        let top = Self.exposedChildren(of: window)
        add(top, under: root, focused: focused)
    }

    /// The window's node.
    public var root: AccessibilityNode { .view(window) }

    /// The children of `node` (none for a leaf).
    public func children(of node: AccessibilityNode) -> [AccessibilityNode] { children[node] ?? [] }

    /// Whether `node` is in the tree.
    public func contains(_ node: AccessibilityNode) -> Bool { info[node] != nil }

    /// The elements that can take keyboard focus, in navigation order (SPEC A14).
    public var focusableNodes: [AccessibilityNode] {
        nodes.filter { info[$0]?.states.contains(.focusable) == true }
    }

    /// The first node whose label is `label` (for tests).
    public func node(labelled label: String) -> AccessibilityNode? {
        nodes.first { info[$0]?.name == label }
    }

    // MARK: Building

    private mutating func add(
        _ nodes: [AccessibilityNode], under parent: AccessibilityNode, focused: AccessibilityNode?
    ) {
        children[parent] = nodes
        for node in nodes {
            parents[node] = parent
            self.nodes.append(node)
            if node.isAccessibilityElement {
                info[node] = describe(node, role: nil, focused: focused)
            } else if let view = node.view {
                info[node] = describe(node, role: view is ScrollView ? .scrollPane : .panel, focused: focused)
                add(Self.exposedChildren(of: view), under: node, focused: focused)
            }
        }
    }

    /// Whether a view is shown at all (SPEC A1).
    static func isVisible(_ view: View) -> Bool { !view.isHidden && view.alpha >= minimumAlpha }

    /// The nodes directly under a container view (SPEC A2).
    static func exposedChildren(of view: View) -> [AccessibilityNode] {
        if view.accessibilityElementsHidden { return [] }
        if let elements = view.accessibilityElements {
            return elements.compactMap { object -> AccessibilityNode? in
                guard let node = AccessibilityNode(object) else { return nil }
                switch node {
                case .view(let child):
                    guard isVisible(child), child.isDescendant(of: view) || child.window === view.window else {
                        return nil
                    }
                    return child.isAccessibilityElement || !exposedChildren(of: child).isEmpty ? node : nil
                case .element(let element):
                    return element.isAccessibilityElement ? node : nil
                }
            }
        }
        var found: [AccessibilityNode] = []
        collect(view.subviews, into: &found)
        // Reading order: top to bottom, then left to right; a stable sort keeps ties in
        // subview order (SPEC A2).
        return found.enumerated().sorted { a, b in
            let fa = a.element.frame.standardized
            let fb = b.element.frame.standardized
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Gathers the nodes among `subviews`, passing through views that are neither
    /// elements nor containers kept in the tree.
    private static func collect(_ subviews: [View], into found: inout [AccessibilityNode]) {
        var views = subviews.filter(isVisible)
        if let modal = views.last(where: \.accessibilityViewIsModal) { views = [modal] }
        for child in views {
            if child is FocusRing { continue }
            if child.isAccessibilityElement {
                found.append(.view(child))
            } else if child.accessibilityElementsHidden {
                continue
            } else if child.accessibilityElements != nil || child.shouldGroupAccessibilityChildren
                || child is ScrollView
            {
                if !exposedChildren(of: child).isEmpty { found.append(.view(child)) }
            } else {
                collect(child.subviews, into: &found)
            }
        }
    }

    /// What a node is (SPEC A3, A8, A9).
    private func describe(_ node: AccessibilityNode, role: AccessibilityRole?, focused: AccessibilityNode?)
        -> AccessibilityNodeInfo
    {
        let traits = node.traits
        var states: Set<AccessibilityState> = [.visible, .showing, .enabled]
        if !traits.contains(.notEnabled) { states.insert(.sensitive) }
        if node == root && window.isKeyWindow { states.insert(.active) }
        let isElement = role == nil
        if isElement && Self.isFocusable(traits) {
            states.insert(.focusable)
            if node == focused { states.insert(.focused) }
        }
        if traits.contains(.selected) { states.insert(.selected) }
        if traits.contains(.adjustable) { states.insert(.horizontal) }
        if let control = node.view as? Switch {
            states.insert(.checkable)
            if control.isOn { states.insert(.checked) }
        }
        var actions: [String] = []
        if isElement && !traits.isDisjoint(with: [.button, .link]) { actions.append("activate") }
        if isElement && traits.contains(.adjustable) { actions += ["increment", "decrement"] }
        actions += node.customActions.map { Self.safe($0.name) }
        var numeric: AccessibilityNodeInfo.NumericValue?
        if let slider = node.view as? Slider {
            numeric = .init(
                current: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue,
                increment: Slider.accessibilityStep * (slider.maximumValue - slider.minimumValue))
        }
        let title = node == root ? window.title : nil
        return AccessibilityNodeInfo(
            role: role ?? Self.role(of: node, traits: traits),
            name: Self.safe(node.label ?? title ?? ""), description: Self.safe(node.hint ?? ""),
            value: Self.safe(node.value ?? ""), identifier: Self.safe(node.identifier ?? ""), states: states,
            frame: node.frame, actions: actions, numericValue: numeric)
    }

    /// Whether an element with these traits takes keyboard focus (SPEC A14).
    static func isFocusable(_ traits: AccessibilityTraits) -> Bool {
        !traits.isDisjoint(with: [.button, .adjustable, .link]) && !traits.contains(.notEnabled)
    }

    /// The role of an element, the first that applies (SPEC A8).
    static func role(of node: AccessibilityNode, traits: AccessibilityTraits) -> AccessibilityRole {
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.button) {
            return node.view is Switch || traits.contains(.toggleButton) ? .toggleButton : .pushButton
        }
        if traits.contains(.link) { return .link }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || (node.label != nil && node.view != nil && traits.isEmpty) { return .label }
        return .panel
    }

    /// A string safe to send (SPEC A13): no NUL, at most ``maximumStringBytes`` of UTF-8,
    /// cut at a character boundary.
    public static func safe(_ text: String) -> String {
        var text = text
        if text.utf8.contains(0) { text.removeAll { $0 == "\u{0}" } }
        guard text.utf8.count > maximumStringBytes else { return text }
        var kept = ""
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > maximumStringBytes { break }
            kept.append(character)
        }
        return kept
    }
}
