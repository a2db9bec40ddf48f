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
                info[node] = describe(node, role: Self.containerRole(of: view), focused: focused)
                add(Self.exposedChildren(of: view), under: node, focused: focused)
            }
        }
    }

    /// The role of a view kept in the tree as a container (SPEC A2, A8, A17).
    static func containerRole(of view: View) -> AccessibilityRole {
        switch view {
        case is TableView: .list
        case is CollectionView: .table
        case is TableViewCell: .listItem
        case is CollectionViewCell: .tableCell
        case is ScrollView: .scrollPane
        default: .panel
        }
    }

    /// The elements inside a view, containers opened, in reading order (a cell's
    /// label is made of theirs, SPEC A17).
    static func exposedElements(in view: View) -> [AccessibilityNode] {
        exposedChildren(of: view).flatMap { node -> [AccessibilityNode] in
            if node.isAccessibilityElement { return [node] }
            guard let container = node.view else { return [] }
            return exposedElements(in: container)
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
        return readingOrder(found)
    }

    /// Nodes in reading order (SPEC A19): in rows from top to bottom, each row from
    /// leading to trailing (left to right). Taken by their tops, a node joins the row
    /// begun last when its vertical middle is less than half the smaller of the two
    /// heights from the middle of the node that began it; otherwise it begins a row.
    /// Ties keep subview order; non-finite frames count as 0.
    public static func readingOrder(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        guard nodes.count > 1 else { return nodes }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let frames = nodes.map { node -> (top: Double, middle: Double, height: Double, leading: Double) in
            let frame = node.frame.standardized
            let top = finite(frame.minY)
            let height = finite(frame.height)
            return (top, top + height / 2, height, finite(frame.minX))
        }
        let byTop = nodes.indices.sorted { a, b in
            if frames[a].top != frames[b].top { return frames[a].top < frames[b].top }
            if frames[a].leading != frames[b].leading { return frames[a].leading < frames[b].leading }
            return a < b
        }
        var rows: [[Int]] = []
        for index in byTop {
            if let first = rows.last?.first,
                abs(frames[index].middle - frames[first].middle) < min(frames[index].height, frames[first].height) / 2
            {
                rows[rows.count - 1].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                frames[a].leading != frames[b].leading ? frames[a].leading < frames[b].leading : a < b
            }.map { nodes[$0] }
        }
    }

    /// Gathers the nodes among `subviews`, passing through views that are neither
    /// elements nor containers kept in the tree.
    private static func collect(_ subviews: [View], into found: inout [AccessibilityNode]) {
        var views = subviews.filter(isVisible)
        if let modal = views.last(where: \.accessibilityViewIsModal) { views = [modal] }
        for child in views {
            if child is FocusRing { continue }
            // A list's cells kept ready beyond its visible bounds are not showing (SPEC A17).
            if child is TableViewCell || child is CollectionViewCell, let list = child.superview,
                !child.frame.intersects(list.bounds)
            {
                continue
            }
            if child.isAccessibilityElement {
                found.append(.view(child))
            } else if child.accessibilityElementsHidden {
                continue
            } else if child.accessibilityElements != nil || child.shouldGroupAccessibilityChildren
                || child is ScrollView || child is TableViewCell || child is CollectionViewCell
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
        let selectableItem = node.isSelectableItem
        if isElement && (Self.isFocusable(traits) || selectableItem) {
            states.insert(.focusable)
            if node == focused { states.insert(.focused) }
        }
        if traits.contains(.selected) || node.isSelectedItem { states.insert(.selected) }
        if selectableItem { states.insert(.selectable) }
        if node.isSelectionContainer && node.allowsMultipleSelection { states.insert(.multiselectable) }
        let editable = isElement ? node.editableText : nil
        if let editable {
            states.insert(editable.isMultiline ? .multiLine : .singleLine)
            if editable.isEditable && !traits.contains(.notEnabled) {
                states.insert(.editable)
                states.insert(.focusable)
                if node == focused || node.view?.isFirstResponder == true { states.insert(.focused) }
            }
        }
        if traits.contains(.adjustable) { states.insert(.horizontal) }
        if let control = node.view as? Switch {
            states.insert(.checkable)
            if control.isOn { states.insert(.checked) }
        }
        var actions: [String] = []
        if isElement && (!traits.isDisjoint(with: [.button, .link]) || selectableItem || states.contains(.editable)) {
            actions.append("activate")
        }
        if isElement && traits.contains(.adjustable) { actions += ["increment", "decrement"] }
        actions += node.customActions.map { Self.safe($0.name) }
        var numeric: AccessibilityNodeInfo.NumericValue?
        if let slider = node.view as? Slider {
            numeric = .init(
                current: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue,
                increment: Slider.accessibilityStep * (slider.maximumValue - slider.minimumValue))
        } else if let pages = node.view as? PageControl, pages.numberOfPages > 0 {
            numeric = .init(
                current: Double(pages.currentPage), minimum: 0, maximum: Double(pages.numberOfPages - 1), increment: 1)
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
        if node.view is TableViewCell { return .listItem }
        if node.view is CollectionViewCell { return .tableCell }
        if let field = node.view as? TextField { return field.isSecureTextEntry ? .passwordText : .entry }
        if node.view is TextView { return .text }
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
