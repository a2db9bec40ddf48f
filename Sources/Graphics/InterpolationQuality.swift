internal import CCairo

/// How an image is resampled when it is drawn scaled or at a fractional position.
///
/// See also: ``GraphicsContext/draw(_:in:alpha:interpolation:)``.
public enum InterpolationQuality: Sendable, Hashable, CaseIterable {
    /// Nearest neighbour: crisp, blocky pixels (pixel art, exact copies in tests).
    case none
    /// A fast filter of modest quality.
    case low
    /// A good filter; the default.
    case `default`
    /// The best filter Cairo has, and the slowest.
    case high

    /// The Cairo filter.
    var cairo: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .default: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
