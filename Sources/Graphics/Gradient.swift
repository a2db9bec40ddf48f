internal import CCairo

/// A smooth transition between colours, drawn linearly or radially.
///
/// A gradient is only the colours and where they sit (from 0 at the start to 1 at the
/// end); where it is drawn is given when drawing, with
/// ``GraphicsContext/drawLinearGradient(_:start:end:)`` or
/// ``GraphicsContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:)``.
///
/// ```swift
/// let sky = Gradient(colors: [.blue, .white])
/// context.withSavedState {
///     context.clip(to: bounds)
///     context.drawLinearGradient(sky, start: Point(x: 0, y: bounds.minY),
///                                end: Point(x: 0, y: bounds.maxY))
/// }
/// ```
///
/// See also: ``Color``.
public struct Gradient: Hashable, Codable, Sendable {
    /// A colour at a position along the gradient.
    public struct Stop: Hashable, Codable, Sendable {
        /// The position, 0 (start) ... 1 (end).
        public var location: Double
        /// The colour at that position.
        public var color: Color

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The colour at this position.
        ///   - location: The position, 0 (start) ... 1 (end).
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// What is drawn beyond the ends of the gradient.
    public enum Extend: Hashable, Codable, Sendable, CaseIterable {
        /// Nothing: the area before the start and after the end stays untouched.
        case none
        /// The end colours continue for ever (the usual choice for filling a shape).
        case pad
        /// The gradient repeats.
        case `repeat`
        /// The gradient repeats, mirrored every other time.
        case reflect

        /// The Cairo constant.
        var cairo: cairo_extend_t {
            switch self {
            case .none: CAIRO_EXTEND_NONE
            case .pad: CAIRO_EXTEND_PAD
            case .repeat: CAIRO_EXTEND_REPEAT
            case .reflect: CAIRO_EXTEND_REFLECT
            }
        }
    }

    /// The colour stops, in the order given.
    public var stops: [Stop]
    /// What is drawn beyond the ends; ``Extend/pad`` by default.
    public var extend: Extend

    /// Creates a gradient from explicit stops.
    ///
    /// - Parameters:
    ///   - stops: The colours and their positions.
    ///   - extend: What is drawn beyond the ends; ``Extend/pad`` by default.
    public init(stops: [Stop], extend: Extend = .pad) {
        self.stops = stops
        self.extend = extend
    }

    /// Creates a gradient whose colours are spread evenly from start to end.
    ///
    /// - Parameters:
    ///   - colors: The colours; one colour gives a solid fill.
    ///   - extend: What is drawn beyond the ends; ``Extend/pad`` by default.
    public init(colors: [Color], extend: Extend = .pad) {
        let last = Double(max(colors.count - 1, 1))
        self.init(
            stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) },
            extend: extend)
    }

    /// Adds the stops and extend mode to a fresh Cairo gradient pattern.
    func configure(_ pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, extend.cairo)
    }
}
