/// Where a touch comes from.
public enum TouchType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger on a touchscreen (`wl_touch`).
    case direct
    /// The primary button of a pointer acting as a finger (`wl_pointer`, SPEC W10).
    case pointer
}
