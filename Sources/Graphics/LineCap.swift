internal import CCairo

/// How the open ends of a stroked line are drawn.
///
/// See also: ``GraphicsContext/lineCap``, ``LineJoin``.
public enum LineCap: Sendable, Hashable, CaseIterable {
    /// The line stops exactly at its end point.
    case butt
    /// A half-circle of the line's width is added at each end (smooth finger strokes).
    case round
    /// A half-square of the line's width is added at each end.
    case square

    /// The Cairo constant.
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    /// The cap for a Cairo constant.
    init(_ cap: cairo_line_cap_t) {
        switch cap {
        case CAIRO_LINE_CAP_ROUND: self = .round
        case CAIRO_LINE_CAP_SQUARE: self = .square
        default: self = .butt
        }
    }
}
