/// How a run of text looks: font, colour and underline.
///
/// Every value is optional: a run that leaves one out takes the ``TextLayout``'s
/// (for example a ``TextLayout/font`` set on a label) in its place.
///
/// See also: ``AttributedText``.
public struct TextAttributes: Hashable, Sendable {
    /// The font (family, size, weight, italic), or `nil` for the layout's.
    public var font: Font?
    /// The colour of the glyphs, or `nil` for the layout's.
    public var color: Color?
    /// Whether the run is underlined with a single line.
    public var isUnderlined: Bool

    /// Creates attributes.
    ///
    /// - Parameters:
    ///   - font: The font, or `nil` for the layout's.
    ///   - color: The colour, or `nil` for the layout's.
    ///   - isUnderlined: Whether to underline the run.
    public init(font: Font? = nil, color: Color? = nil, isUnderlined: Bool = false) {
        self.font = font
        self.color = color
        self.isUnderlined = isUnderlined
    }
}
