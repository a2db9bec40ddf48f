internal import CCairo

/// A font family, size and weight for drawing text.
///
/// Text goes through Cairo's "toy" text API: fontconfig picks the face closest to the
/// family name, there is no shaping, kerning or bidirectional layout, and only regular
/// and bold weights exist. That is enough for labels and debugging overlays; it is not a
/// text system.
///
/// ```swift
/// let font = Font(family: "sans-serif", size: 14, weight: .bold)
/// let metrics = font.measure("3 touches")
/// ```
///
/// See also: ``GraphicsContext/draw(text:at:font:color:)``, ``TextMetrics``.
public struct Font: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How heavy the strokes of the letters are.
    public enum Weight: Hashable, Codable, Sendable, CaseIterable {
        /// The ordinary weight.
        case regular
        /// Bold.
        case bold

        /// The Cairo constant.
        var cairo: cairo_font_weight_t {
            switch self {
            case .regular: CAIRO_FONT_WEIGHT_NORMAL
            case .bold: CAIRO_FONT_WEIGHT_BOLD
            }
        }
    }

    /// The family name handed to fontconfig, such as "DejaVu Sans", "sans-serif" or
    /// "monospace".
    public var family: String
    /// The size in logical units (the em size; roughly the distance from one baseline to
    /// the next in tightly set text).
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// Creates a font description.
    ///
    /// - Parameters:
    ///   - family: The family name, such as "sans-serif" or "monospace".
    ///   - size: The em size in logical units.
    ///   - weight: Regular (the default) or bold.
    public init(family: String, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system's default sans-serif face.
    ///
    /// - Parameters:
    ///   - size: The em size in logical units.
    ///   - weight: Regular (the default) or bold.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: "sans-serif", size: size, weight: weight)
    }

    /// The system's default monospaced face.
    ///
    /// - Parameters:
    ///   - size: The em size in logical units.
    ///   - weight: Regular (the default) or bold.
    public static func monospaced(size: Double, weight: Weight = .regular) -> Font {
        Font(family: "monospace", size: size, weight: weight)
    }

    /// Measures text without a context at hand (for example in `sizeThatFits`).
    ///
    /// Uses a scratch 1x1 surface; the result matches
    /// ``GraphicsContext/measure(text:font:)`` on an untransformed context.
    ///
    /// - Parameter text: The text; `\n` starts a new line.
    public func measure(_ text: String) -> TextMetrics {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        apply(to: cr)
        return TextMetrics(measuring: text, in: cr)
    }

    /// Selects this font on a Cairo context.
    func apply(to cr: OpaquePointer) {
        cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL, weight.cairo)
        cairo_set_font_size(cr, size)
    }

    /// A textual form such as `sans-serif 14.0 bold`.
    public var description: String { "\(family) \(size)\(weight == .bold ? " bold" : "")" }
}
