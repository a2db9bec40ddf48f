import DBus
import Graphics
import TouchKit

/// Answering calls (SPEC A11): a call names an object by its path; the root is the
/// application, every other path a node of a window's tree.
extension AccessibilityBridge {
    /// What a path names.
    enum Target {
        case root
        case node(AccessibilityNode, AccessibilityTree)
    }

    /// A failed call: its D-Bus error name and message.
    struct CallError: Error {
        var name: String
        var message: String
        static func unknownObject(_ path: String) -> CallError {
            CallError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(path)")
        }
        static func unknownMethod(_ message: DBusClient.Message) -> CallError {
            CallError(
                name: "org.freedesktop.DBus.Error.UnknownMethod",
                message: "no method \(message.member) on \(message.interface) at \(message.path)")
        }
        static func invalidArgs(_ text: String) -> CallError {
            CallError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: text)
        }
    }

    func answer(_ message: DBusClient.Message, trees: inout TreeCache) {
        do throws(CallError) {
            let target = try resolve(message.path, trees: &trees)
            let reply = try call(message, on: target, trees: &trees)
            try? client.reply(to: message, reply)
        } catch {
            try? client.replyError(to: message, name: error.name, error.message)
        }
        // An action may have changed the views: read the trees again for the next call.
        if [ATSPI.action, ATSPI.selection, ATSPI.editableText].contains(message.interface) || message.member == "Set" {
            trees.forget()
        }
    }

    /// The object a path names, if it is exposed now.
    func resolve(_ path: String, trees: inout TreeCache) throws(CallError) -> Target {
        if path == ATSPI.rootPath { return .root }
        guard let node = paths.node(at: path), let window = node.window, !window.isClosed,
            application.windows.contains(where: { $0 === window })
        else { throw .unknownObject(path) }
        let tree = trees.tree(of: window)
        guard tree.contains(node) else { throw .unknownObject(path) }
        return .node(node, tree)
    }

    /// A reference `(so)` to a node.
    func reference(_ node: AccessibilityNode) -> DBusValue {
        .structure([.string(client.uniqueName), .objectPath(paths.path(of: node))])
    }

    /// The reference to the root.
    var rootReference: DBusValue { .structure([.string(client.uniqueName), .objectPath(ATSPI.rootPath)]) }

    /// The windows exported (open and shown).
    var exportedWindows: [Window] { application.windows.filter { !$0.isClosed && !$0.isHidden } }

    func call(_ message: DBusClient.Message, on target: Target, trees: inout TreeCache) throws(CallError)
        -> [DBusValue]
    {
        let arguments = message.arguments
        switch (message.interface, message.member) {
        case (ATSPI.properties, "Get"):
            guard arguments.count == 2, let interface = arguments[0].stringValue, let name = arguments[1].stringValue
            else { throw .invalidArgs("Get takes (ss)") }
            guard let value = try properties(of: target, interface: interface, trees: &trees)[name] else {
                throw .invalidArgs("no property \(name) on \(interface)")
            }
            return [.variant(value)]
        case (ATSPI.properties, "GetAll"):
            guard let interface = arguments.first?.stringValue else { throw .invalidArgs("GetAll takes (s)") }
            return [.dictionary(try properties(of: target, interface: interface, trees: &trees))]
        case (ATSPI.properties, "Set"):
            guard arguments.count == 3, let name = arguments[1].stringValue else {
                throw .invalidArgs("Set takes (ssv)")
            }
            try setProperty(name, to: arguments[2].unwrapped, on: target)
            return []
        case (ATSPI.accessible, _):
            return try accessibleCall(message, on: target)
        case (ATSPI.application, "GetLocale"):
            return [.string("")]
        case (ATSPI.component, _):
            guard case .node(let node, let tree) = target else { throw .unknownMethod(message) }
            return try componentCall(message, node: node, tree: tree)
        case (ATSPI.action, _):
            guard case .node(let node, let tree) = target, let info = tree.info[node] else {
                throw .unknownMethod(message)
            }
            return try actionCall(message, node: node, info: info)
        case (ATSPI.text, _):
            guard case .node(let node, let tree) = target, let info = tree.info[node] else {
                throw .unknownMethod(message)
            }
            return try textCall(message, node: node, info: info)
        case (ATSPI.selection, _):
            guard case .node(let node, let tree) = target, node.isSelectionContainer else {
                throw .unknownMethod(message)
            }
            return try selectionCall(message, list: node, tree: tree)
        case (ATSPI.editableText, _):
            guard case .node(let node, _) = target, node.editableText != nil else { throw .unknownMethod(message) }
            return try editableTextCall(message, node: node)
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            return [.string("<node/>")]
        case ("org.freedesktop.DBus.Peer", "Ping"):
            return []
        default:
            throw .unknownMethod(message)
        }
    }

    // MARK: Accessible

    /// The children of a target.
    func children(of target: Target, trees: inout TreeCache) -> [AccessibilityNode] {
        switch target {
        case .root: exportedWindows.map { .view($0) }
        case .node(let node, let tree): tree.children(of: node)
        }
    }

    func accessibleCall(_ message: DBusClient.Message, on target: Target) throws(CallError) -> [DBusValue] {
        var trees = TreeCache()
        let info: AccessibilityNodeInfo? =
            if case .node(let node, let tree) = target { tree.info[node] } else { nil }
        let role: AccessibilityRole = info?.role ?? .application
        switch message.member {
        case "GetChildren":
            return [.typedArray(element: "(so)", children(of: target, trees: &trees).map(reference))]
        case "GetChildAtIndex":
            let list = children(of: target, trees: &trees)
            guard let index = message.arguments.first?.intValue, index >= 0, index < list.count else {
                throw .invalidArgs("no child at that index")
            }
            return [reference(list[index])]
        case "GetIndexInParent":
            return [.int32(Int32(indexInParent(target)))]
        case "GetRole":
            return [.uint32(ATSPI.role(role))]
        case "GetRoleName", "GetLocalizedRoleName":
            return [.string(role.rawValue)]
        case "GetState":
            return [.typedArray(element: "u", ATSPI.stateSet(info?.states ?? []).map { .uint32($0) })]
        case "GetAttributes":
            var attributes: [DBusValue] = [.dictionaryEntry(.string("toolkit"), .string("TouchKit"))]
            if let identifier = info?.identifier, !identifier.isEmpty {
                attributes.append(.dictionaryEntry(.string("id"), .string(identifier)))
            }
            return [.typedArray(element: "{ss}", attributes)]
        case "GetRelationSet":
            return [.typedArray(element: "(ua(so))", [])]
        case "GetApplication":
            return [rootReference]
        case "GetInterfaces":
            return [.typedArray(element: "s", interfaces(of: target).map { .string($0) })]
        default:
            throw .unknownMethod(message)
        }
    }

    /// The interfaces a target implements.
    func interfaces(of target: Target) -> [String] {
        guard case .node(let node, let tree) = target, let info = tree.info[node] else {
            return [ATSPI.accessible, ATSPI.application]
        }
        var list = [ATSPI.accessible, ATSPI.component]
        if !info.actions.isEmpty { list.append(ATSPI.action) }
        if info.numericValue != nil { list.append(ATSPI.value) }
        if info.role == .label || info.role == .heading || node.editableText != nil { list.append(ATSPI.text) }
        if node.editableText != nil { list.append(ATSPI.editableText) }
        if node.isSelectionContainer { list.append(ATSPI.selection) }
        return list
    }

    /// A target's index among its parent's children.
    func indexInParent(_ target: Target) -> Int {
        guard case .node(let node, let tree) = target else { return -1 }
        if case .view(let view) = node, let window = view as? Window {
            return exportedWindows.firstIndex { $0 === window } ?? -1
        }
        guard let parent = tree.parents[node] else { return -1 }
        return tree.children(of: parent).firstIndex(of: node) ?? -1
    }

    /// The properties of one interface of a target.
    func properties(of target: Target, interface: String, trees: inout TreeCache) throws(CallError)
        -> [String: DBusValue]
    {
        let info: AccessibilityNodeInfo? =
            if case .node(let node, let tree) = target { tree.info[node] } else { nil }
        switch interface {
        case ATSPI.accessible:
            let parent: DBusValue
            switch target {
            case .root:
                parent = .structure([.string(desktop.name), .objectPath(desktop.path)])
            case .node(let node, let tree):
                parent = tree.parents[node].map(reference) ?? rootReference
            }
            return [
                "Name": .string(info?.name ?? AccessibilityTree.safe(applicationName)),
                "Description": .string(info?.description ?? ""),
                "Parent": parent,
                "ChildCount": .int32(Int32(children(of: target, trees: &trees).count)),
                "Locale": .string(""),
                "AccessibleId": .string(info?.identifier ?? ""),
            ]
        case ATSPI.application:
            return [
                "ToolkitName": .string("TouchKit"), "Version": .string("1"), "AtspiVersion": .string("2.1"),
                "Id": .int32(applicationID),
            ]
        case ATSPI.action:
            return ["NActions": .int32(Int32(info?.actions.count ?? 0))]
        case ATSPI.value:
            guard let numeric = info?.numericValue else { throw .invalidArgs("no Value interface") }
            return [
                "MinimumValue": .double(numeric.minimum), "MaximumValue": .double(numeric.maximum),
                "MinimumIncrement": .double(numeric.increment), "CurrentValue": .double(numeric.current),
                "Text": .string(info?.value ?? ""),
            ]
        case ATSPI.text:
            guard case .node(let node, _) = target else { throw .invalidArgs("no Text interface") }
            let content = textContent(of: node, info: info)
            return [
                "CharacterCount": .int32(Int32(clamping: content.characters.count)),
                "CaretOffset": .int32(Int32(clamping: content.caret)),
            ]
        case ATSPI.selection:
            guard case .node(let node, let tree) = target, node.isSelectionContainer else {
                throw .invalidArgs("no Selection interface")
            }
            return [
                "NSelectedChildren": .int32(Int32(clamping: tree.children(of: node).filter(\.isSelectedItem).count))
            ]
        case ATSPI.editableText:
            return [:]
        case ATSPI.component:
            return [:]
        default:
            throw .invalidArgs("no interface \(interface)")
        }
    }

    /// Sets a writable property: the application's `Id` (set by the registry) and a
    /// value's `CurrentValue`.
    func setProperty(_ name: String, to value: DBusValue, on target: Target) throws(CallError) {
        switch (target, name) {
        case (.root, "Id"):
            applicationID = Int32(clamping: value.intValue ?? 0)
        case (.node(let node, _), "CurrentValue"):
            guard let slider = node.view as? Slider, let number = value.doubleValue, number.isFinite else {
                throw .invalidArgs("CurrentValue takes a finite double on a slider")
            }
            let old = slider.value
            slider.value = number
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        default:
            throw .invalidArgs("\(name) cannot be set")
        }
    }
}
