internal import CPango

/// A font family, size, weight and slant for laying out text.
///
/// A `Font` only describes what is wanted; fontconfig picks the face that matches it
/// best when a ``TextLayout`` is shaped, and falls back per character to another
/// installed font for letters the face lacks (so one string can mix Latin, Arabic,
/// Devanagari and Chinese). A character no installed font has is drawn as a
/// missing-glyph box showing its code point; it never fails.
///
/// ```swift
/// let layout = TextLayout(text: "3 touches", font: .system(size: 14, weight: .bold))
/// print(layout.size)
/// ```
///
/// See also: ``TextLayout``, ``AttributedText``.
public struct Font: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How heavy the strokes of the letters are, from thin to black (UIKit's
    /// `UIFont.Weight`; the CSS weights 100 to 900).
    public enum Weight: Int, Hashable, Codable, Sendable, CaseIterable {
        /// 100.
        case ultraLight = 100
        /// 200.
        case thin = 200
        /// 300.
        case light = 300
        /// 400: the ordinary weight.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
    }

    /// The family name handed to fontconfig, such as "DejaVu Sans", "sans-serif" or
    /// "monospace". A comma-separated list names fallbacks in order.
    public var family: String
    /// The size in logical units (the em size).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the italic (or oblique) face is wanted.
    public var isItalic: Bool

    /// Creates a font description.
    ///
    /// - Parameters:
    ///   - family: The family name, such as "sans-serif" or "monospace".
    ///   - size: The em size in logical units; negative sizes count as 0.
    ///   - weight: The weight, regular by default.
    ///   - isItalic: Whether to use the italic face.
    public init(family: String, size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The desktop's default sans-serif font: fontconfig's `sans-serif` alias, which the
    /// system's and the user's fontconfig settings map to a family (see
    /// ``resolvedFamily``).
    ///
    /// - Parameters:
    ///   - size: The em size in logical units.
    ///   - weight: The weight, regular by default.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: "sans-serif", size: size, weight: weight)
    }

    /// The desktop's default monospaced font (fontconfig's `monospace` alias).
    ///
    /// - Parameters:
    ///   - size: The em size in logical units.
    ///   - weight: The weight, regular by default.
    public static func monospaced(size: Double, weight: Weight = .regular) -> Font {
        Font(family: "monospace", size: size, weight: weight)
    }

    /// This font in another weight.
    ///
    /// - Parameter weight: The new weight.
    public func withWeight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font at another size.
    ///
    /// - Parameter size: The new em size.
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.size = size
        return font
    }

    /// The family of the face fontconfig picks for this font's Latin text, such as
    /// "DejaVu Sans" for `sans-serif` on a plain Debian system.
    ///
    /// Other scripts may come from other families (fallback per character).
    public var resolvedFamily: String {
        let map = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(map)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(map, context, description) else { return family }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let loaded = pango_font_describe(font)
        defer { pango_font_description_free(loaded) }
        guard let name = pango_font_description_get_family(loaded) else { return family }
        return String(cString: name)
    }

    /// A new Pango font description for this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, max(0, size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.rawValue)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// A textual form such as `sans-serif 14.0 bold italic`.
    public var description: String {
        let weightName = weight == .regular ? "" : " \(weight)"
        return "\(family) \(size)\(weightName)\(isItalic ? " italic" : "")"
    }
}
