import DBus
import Graphics
import TouchKit

/// Component, Action and Text (SPEC A6, A11).
extension AccessibilityBridge {
    /// `ATSPI_COORD_TYPE_SCREEN`, `WINDOW` and `PARENT`: a Wayland client knows no screen
    /// coordinates, so all three give window coordinates, as GTK 4 does on Wayland
    /// (SPEC A3); PARENT is relative to the parent node's frame.
    func extents(of node: AccessibilityNode, tree: AccessibilityTree, coordinateType: Int) -> Rect {
        let frame = tree.info[node]?.frame ?? .zero
        guard coordinateType == 2, let parent = tree.parents[node], let parentFrame = tree.info[parent]?.frame else {
            return frame
        }
        return frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
    }

    /// A rectangle as `(iiii)`, rounded, non-finite values as 0.
    static func box(_ rect: Rect) -> DBusValue {
        func int(_ value: Double) -> DBusValue { .int32(value.isFinite ? Int32(clamping: Int(value.rounded())) : 0) }
        return .structure([int(rect.minX), int(rect.minY), int(rect.width), int(rect.height)])
    }

    func componentCall(_ message: DBusClient.Message, node: AccessibilityNode, tree: AccessibilityTree)
        throws(CallError) -> [DBusValue]
    {
        let arguments = message.arguments
        switch message.member {
        case "GetExtents":
            let type = arguments.first?.intValue ?? 0
            return [Self.box(extents(of: node, tree: tree, coordinateType: type))]
        case "GetPosition":
            let rect = extents(of: node, tree: tree, coordinateType: arguments.first?.intValue ?? 0)
            return [
                .int32(Int32(clamping: Int(rect.minX.isFinite ? rect.minX : 0))),
                .int32(Int32(clamping: Int(rect.minY.isFinite ? rect.minY : 0))),
            ]
        case "GetSize":
            let rect = tree.info[node]?.frame ?? .zero
            return [
                .int32(Int32(clamping: Int(rect.width.isFinite ? rect.width : 0))),
                .int32(Int32(clamping: Int(rect.height.isFinite ? rect.height : 0))),
            ]
        case "Contains":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue else {
                throw .invalidArgs("Contains takes (iiu)")
            }
            let rect = extents(of: node, tree: tree, coordinateType: arguments[2].intValue ?? 0)
            return [.bool(rect.contains(Point(x: Double(x), y: Double(y))))]
        case "GetAccessibleAtPoint":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue else {
                throw .invalidArgs("GetAccessibleAtPoint takes (iiu)")
            }
            let point = Point(x: Double(x), y: Double(y))
            let hit = tree.children(of: node).last { tree.info[$0]?.frame.contains(point) == true }
            return [hit.map(reference) ?? .structure([.string(""), .objectPath(ATSPI.nullPath)])]
        case "GetLayer":
            return [.uint32(node.view is Window ? 7 : 3)]  // ATSPI_LAYER_WINDOW, WIDGET
        case "GetAlpha":
            return [.double(node.view?.alpha ?? 1)]
        case "GrabFocus":
            guard let window = node.window, tree.info[node]?.states.contains(.focusable) == true else {
                return [.bool(false)]
            }
            window.focusAccessibilityNode(node)
            return [.bool(true)]
        default:
            throw .unknownMethod(message)
        }
    }

    func actionCall(_ message: DBusClient.Message, node: AccessibilityNode, info: AccessibilityNodeInfo)
        throws(CallError) -> [DBusValue]
    {
        let actions = info.actions
        if message.member == "GetActions" {
            return [
                .typedArray(
                    element: "(sss)", actions.map { .structure([.string($0), .string($0), .string("")]) })
            ]
        }
        guard let index = message.arguments.first?.intValue, index >= 0, index < actions.count else {
            throw .invalidArgs("no action at that index")
        }
        switch message.member {
        case "GetName", "GetLocalizedName", "GetDescription":
            return [.string(actions[index])]
        case "GetKeyBinding":
            return [.string("")]
        case "DoAction":
            return [.bool(perform(actionAt: index, on: node, info: info))]
        default:
            throw .unknownMethod(message)
        }
    }

    /// Runs an action by its index: activate, increment, decrement, then the custom
    /// actions (SPEC A6); the same code a tap, a key or a swipe runs.
    func perform(actionAt index: Int, on node: AccessibilityNode, info: AccessibilityNodeInfo) -> Bool {
        let builtIn = info.actions.count - node.customActions.count
        guard index < builtIn else {
            let custom = node.customActions
            let position = index - builtIn
            guard position < custom.count else { return false }
            return custom[position].actionHandler?(custom[position]) ?? false
        }
        switch info.actions[index] {
        case "activate": return node.activate()
        case "increment":
            node.increment()
            return true
        case "decrement":
            node.decrement()
            return true
        default: return false
        }
    }
}
