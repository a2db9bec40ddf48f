internal import CCairo

/// How the corners between the segments of a stroked path are drawn.
///
/// See also: ``GraphicsContext/lineJoin``, ``GraphicsContext/miterLimit``, ``LineCap``.
public enum LineJoin: Sendable, Hashable, CaseIterable {
    /// A sharp corner, cut off (beveled) beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off straight.
    case bevel

    /// The Cairo constant.
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// The join for a Cairo constant.
    init(_ join: cairo_line_join_t) {
        switch join {
        case CAIRO_LINE_JOIN_ROUND: self = .round
        case CAIRO_LINE_JOIN_BEVEL: self = .bevel
        default: self = .miter
        }
    }
}
