import DBus
import Dispatch
import Graphics
import TouchKit

/// Events (SPEC A12): sent only while a listener registered for them; the tree is
/// compared with the last reading once per main-loop turn after a window changed.
extension AccessibilityBridge: AccessibilityObserver {
    /// Whether any client listens for events.
    public var isAssistiveTechnologyListening: Bool { !listeners.isEmpty }

    /// Whether some listener wants the event `name` (`object:state-changed:focused`).
    /// A listener's `object:` or `object:state-changed` covers the events below it. The
    /// registry hands listeners over in D-Bus form (`Object:StateChanged:focused`), so
    /// both are compared without case and hyphens.
    func wants(_ name: String) -> Bool {
        let name = Self.eventKey(name)
        return listeners.values.contains { events in
            events.contains { event in
                var listener = Self.eventKey(event)
                while listener.hasSuffix(":") { listener.removeLast() }
                return listener.isEmpty || name == listener || name.hasPrefix(listener + ":")
            }
        }
    }

    /// An event name compared without case and hyphens.
    static func eventKey(_ name: String) -> String { String(name.lowercased().filter { $0 != "-" }) }

    /// Starts or stops observing as listeners come and go.
    func listenersDidChange() {
        if isAssistiveTechnologyListening {
            guard Accessibility.observer !== self else { return }
            Accessibility.observer = self
            lastTrees = [:]
            for window in exportedWindows {
                lastTrees[ObjectIdentifier(window)] = AccessibilityTree(window: window)
                eventTreeReadings += 1
            }
        } else {
            if Accessibility.observer === self { Accessibility.observer = nil }
            lastTrees = [:]
        }
    }

    public func accessibilityWindowDidChange(_ window: Window) {
        guard !refreshScheduled else { return }
        refreshScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    public func accessibilityDidPost(_ notification: Accessibility.Notification, argument: Any?) {
        if notification == .announcement, let text = argument as? String {
            let window = exportedWindows.first { $0.isKeyWindow } ?? exportedWindows.first
            let path = window.map { paths.path(of: .view($0)) } ?? ATSPI.rootPath
            emit(
                path, ATSPI.eventObject, "Announcement", "object:announcement", detail: "", 1, 0,
                .string(AccessibilityTree.safe(text)))
        }
        refresh()
    }

    public func accessibilityFocusDidChange(in window: Window, to node: AccessibilityNode?) {
        guard let last = lastTrees[ObjectIdentifier(window)] else { return }
        if let old = last.nodes.first(where: { last.info[$0]?.states.contains(.focused) == true }) {
            emitState(.focused, false, of: old)
        }
        if let node {
            emitState(.focused, true, of: node)
            emit(paths.path(of: node), ATSPI.eventFocus, "Focus", "focus:", detail: "", 0, 0, .int32(0))
        }
        lastTrees[ObjectIdentifier(window)] = AccessibilityTree(window: window)
        eventTreeReadings += 1
    }

    /// Compares the windows' trees with the last reading and sends the differences:
    /// children added and removed, names, descriptions and values, states and bounds
    /// (SPEC A12). Scheduled once per main-loop turn after a window changed; tests call
    /// it directly.
    public func refresh() {
        refreshScheduled = false
        guard isAssistiveTechnologyListening else { return }
        for window in exportedWindows {
            let tree = AccessibilityTree(window: window)
            eventTreeReadings += 1
            if let old = lastTrees[ObjectIdentifier(window)] { compare(old, tree) }
            lastTrees[ObjectIdentifier(window)] = tree
        }
    }

    private func compare(_ old: AccessibilityTree, _ new: AccessibilityTree) {
        for parent in [new.root] + new.nodes where new.info[parent] != nil {
            let before = old.contains(parent) ? old.children(of: parent) : []
            let after = new.children(of: parent)
            guard before != after, old.contains(parent) else { continue }
            let path = paths.path(of: parent)
            for (index, child) in before.enumerated() where !after.contains(child) {
                emit(
                    path, ATSPI.eventObject, "ChildrenChanged", "object:children-changed:remove", detail: "remove",
                    index, 0, reference(child))
            }
            for (index, child) in after.enumerated() where !before.contains(child) {
                emit(
                    path, ATSPI.eventObject, "ChildrenChanged", "object:children-changed:add", detail: "add",
                    index, 0, reference(child))
            }
        }
        for node in new.nodes {
            guard let now = new.info[node], let was = old.info[node] else { continue }
            let path = paths.path(of: node)
            if now.name != was.name {
                emit(
                    path, ATSPI.eventObject, "PropertyChange", "object:property-change:accessible-name",
                    detail: "accessible-name", 0, 0, .string(now.name))
            }
            if now.description != was.description {
                emit(
                    path, ATSPI.eventObject, "PropertyChange", "object:property-change:accessible-description",
                    detail: "accessible-description", 0, 0, .string(now.description))
            }
            if now.value != was.value || now.numericValue != was.numericValue {
                emit(
                    path, ATSPI.eventObject, "PropertyChange", "object:property-change:accessible-value",
                    detail: "accessible-value", 0, 0, .double(now.numericValue?.current ?? 0))
            }
            for state in now.states.symmetricDifference(was.states) where state != .focused {
                emitState(state, now.states.contains(state), of: node)
            }
            if now.role == .list || now.role == .table {
                let selectedNow = new.children(of: node).filter { new.info[$0]?.states.contains(.selected) == true }
                let selectedBefore = old.children(of: node).filter { old.info[$0]?.states.contains(.selected) == true }
                if selectedNow != selectedBefore {
                    emit(
                        path, ATSPI.eventObject, "SelectionChanged", "object:selection-changed", detail: "", 0, 0,
                        .int32(0))
                }
            }
            if now.frame != was.frame {
                emit(
                    path, ATSPI.eventObject, "BoundsChanged", "object:bounds-changed", detail: "", 0, 0,
                    Self.box(now.frame))
            }
        }
    }

    private func emitState(_ state: AccessibilityState, _ on: Bool, of node: AccessibilityNode) {
        let name = ATSPI.stateName(state)
        emit(
            paths.path(of: node), ATSPI.eventObject, "StateChanged", "object:state-changed:\(name)", detail: name,
            on ? 1 : 0, 0, .int32(0))
    }

    /// Sends one event with GTK 4's arguments `(siiva{sv})`, if a listener wants it.
    func emit(
        _ path: String, _ interface: String, _ member: String, _ event: String, detail: String, _ detail1: Int,
        _ detail2: Int, _ data: DBusValue
    ) {
        guard wants(event) else { return }
        try? client.emit(
            path, interface, member,
            [
                .string(detail), .int32(Int32(clamping: detail1)), .int32(Int32(clamping: detail2)), .variant(data),
                .dictionary([:]),
            ])
        sentEvents += 1
    }
}
