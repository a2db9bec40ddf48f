/// Where a touch comes from.
public enum TouchType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger on a touchscreen (`wl_touch`).
    case direct
    /// The primary button of a pointer acting as a finger (`wl_pointer`, SPEC W10).
    case pointer
    /// A pen (a tablet tool, `zwp_tablet_tool_v2`) in contact with the surface (SPEC P40).
    case pencil

    /// A small number for each type: compared and hashed instead of the raw string.
    @inline(__always)
    internal var code: UInt8 {
        switch self {
        case .direct: 0
        case .pointer: 1
        case .pencil: 2
        }
    }
}
