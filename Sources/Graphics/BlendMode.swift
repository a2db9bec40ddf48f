internal import CCairo

/// How drawn colour is combined with what is already on the surface.
///
/// TouchKit's counterpart of `CGBlendMode`, mapped onto Cairo's compositing operators.
///
/// See also: ``GraphicsContext/blendMode``.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source over destination: ordinary painting.
    case normal
    /// Replace the destination with the source, alpha included.
    case copy
    /// Erase to transparent wherever the shape covers.
    case clear
    /// Erase the destination by the source's alpha (an eraser brush).
    case destinationOut
    /// Multiply the colours (darkens).
    case multiply
    /// Invert, multiply, invert (lightens).
    case screen
    /// Multiply or screen depending on the destination.
    case overlay
    /// Keep the darker of source and destination.
    case darken
    /// Keep the lighter of source and destination.
    case lighten
    /// Add source and destination, saturating.
    case plusLighter

    /// The Cairo operator.
    var cairo: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .copy: CAIRO_OPERATOR_SOURCE
        case .clear: CAIRO_OPERATOR_CLEAR
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// The blend mode for a Cairo operator (operators without a counterpart read as
    /// ``normal``).
    init(_ op: cairo_operator_t) {
        self = Self.allCases.first { $0.cairo == op } ?? .normal
    }
}
