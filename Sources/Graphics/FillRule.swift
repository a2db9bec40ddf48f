internal import CCairo

/// Which areas of a self-intersecting path count as inside, for filling and clipping.
///
/// See also: ``GraphicsContext/fillPath(using:)``, ``GraphicsContext/clip(using:)``.
public enum FillRule: Sendable, Hashable, CaseIterable {
    /// Non-zero winding: a point is inside when the path winds around it at all.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of
    /// times (a rectangle inside a rectangle leaves a hole).
    case evenOdd

    /// The Cairo constant.
    var cairo: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
