extension Color {
    /// The four components of one variant of a colour.
    struct Components: Hashable, Codable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    /// Creates a colour that is `light` in a light appearance and `dark` in a dark one
    /// (UIKit's dynamic colours, as its system colours are).
    ///
    /// The colour's own components (`red`, `green`, `blue`, `alpha`) are the light
    /// variant's; a ``GraphicsContext`` paints the variant of its
    /// ``GraphicsContext/appearance``, and ``resolved(for:)`` gives either.
    ///
    /// - Parameters:
    ///   - light: The colour in a light appearance (a dark variant it has is ignored).
    ///   - dark: The colour in a dark appearance.
    public init(light: Color, dark: Color) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let d = dark.resolved(for: .dark)
        darkComponents = Components(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
    }

    /// Whether the colour differs between the light and dark appearances.
    public var adaptsToAppearance: Bool { darkComponents != nil }

    /// The plain colour this one is in `appearance` (itself when it does not adapt).
    ///
    /// - Parameter appearance: Light or dark.
    public func resolved(for appearance: Appearance) -> Color {
        guard appearance == .dark, let dark = darkComponents else {
            return darkComponents == nil ? self : Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }
}
