/// A tablet tool's event that makes no sense, survived by ``TouchFrameBuilder`` and
/// reported once per kind (SPEC P47).
public enum PencilFault: Sendable, Hashable, CustomStringConvertible {
    /// An event for a tool the seat never announced.
    case unknownTool(Int32)
    /// An event for a tool after its `removed`.
    case removedTool(Int32)
    /// A `pressure` above 65535 (clamped).
    case pressureOutOfRange(UInt32)
    /// A `tilt` outside ±90 degrees or not finite (clamped).
    case tiltOutOfRange(x: Double, y: Double)
    /// A tool `type` tablet-v2 does not define (taken as a pen).
    case unknownToolType(UInt32)

    /// The fault's kind without its values, so that each kind is reported once.
    public var kind: String {
        switch self {
        case .unknownTool: "pencil-unknown-tool"
        case .removedTool: "pencil-removed-tool"
        case .pressureOutOfRange: "pencil-pressure-out-of-range"
        case .tiltOutOfRange: "pencil-tilt-out-of-range"
        case .unknownToolType: "pencil-unknown-tool-type"
        }
    }

    /// A sentence for the log.
    public var description: String {
        switch self {
        case .unknownTool(let tool):
            "compositor sent a zwp_tablet_tool_v2 event for tool \(tool), which it never announced; ignored"
        case .removedTool(let tool):
            "compositor sent a zwp_tablet_tool_v2 event for tool \(tool) after its removed event; ignored"
        case .pressureOutOfRange(let value):
            "compositor sent zwp_tablet_tool_v2.pressure \(value), outside 0-65535; clamped to 65535"
        case .tiltOutOfRange(let x, let y):
            "compositor sent zwp_tablet_tool_v2.tilt (\(x), \(y)), outside ±90 degrees; clamped"
        case .unknownToolType(let type):
            "compositor sent zwp_tablet_tool_v2.type \(type), which tablet-v2 does not define; taken as a pen"
        }
    }
}
