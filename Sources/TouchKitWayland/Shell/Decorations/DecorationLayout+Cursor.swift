import TouchKit

extension DecorationLayout.Part {
    /// The cursor over this part of the decorations (SPEC P18): an edge or corner shows
    /// the resize cursor pointing its way (`xdg_toplevel.resize_edge`: top 1, bottom 2,
    /// left 4, right 8, corners their sums), the title bar and its buttons the default
    /// arrow.
    var cursor: SystemCursor {
        guard case .edge(let edges) = self else { return .default }
        switch edges {
        case 1: return .nResize
        case 2: return .sResize
        case 4: return .wResize
        case 8: return .eResize
        case 5: return .nwResize
        case 9: return .neResize
        case 6: return .swResize
        case 10: return .seResize
        default: return .default
        }
    }
}
