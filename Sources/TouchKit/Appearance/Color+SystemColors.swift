/// UIKit's semantic and system colours, with Apple's published light and dark values
/// (Human Interface Guidelines, "Color"; SPEC M2). Each adapts: the renderer paints its
/// dark variant in views whose ``View/traitCollection`` is dark.
extension Color {
    /// A colour from 8-bit components, as Apple lists them.
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    private static func adaptive(_ light: Color, _ dark: Color) -> Color { Color(light: light, dark: dark) }

    // MARK: Backgrounds

    /// The background of a view: white, black in dark mode.
    public static let systemBackground = adaptive(rgb(255, 255, 255), rgb(0, 0, 0))
    /// Content over ``systemBackground``: #F2F2F7, #1C1C1E in dark mode.
    public static let secondarySystemBackground = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))
    /// Content over ``secondarySystemBackground``: white, #2C2C2E in dark mode.
    public static let tertiarySystemBackground = adaptive(rgb(255, 255, 255), rgb(44, 44, 46))
    /// The background of grouped content (a settings list): #F2F2F7, black in dark mode.
    public static let systemGroupedBackground = adaptive(rgb(242, 242, 247), rgb(0, 0, 0))
    /// Groups over ``systemGroupedBackground``: white, #1C1C1E in dark mode.
    public static let secondarySystemGroupedBackground = adaptive(rgb(255, 255, 255), rgb(28, 28, 30))

    // MARK: Text

    /// Primary text: black, white in dark mode.
    public static let label = adaptive(rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text: #3C3C43 at 60 %, #EBEBF5 at 60 % in dark mode.
    public static let secondaryLabel = adaptive(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text: #3C3C43 at 30 %, #EBEBF5 at 30 % in dark mode.
    public static let tertiaryLabel = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Placeholder text, as ``tertiaryLabel``.
    public static let placeholderText = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Links: #007AFF, #0984FF in dark mode.
    public static let link = adaptive(rgb(0, 122, 255), rgb(9, 132, 255))

    // MARK: Separators and fills

    /// Thin lines between content, letting some of it through: #3C3C43 at 29 %, #545458 at
    /// 60 % in dark mode.
    public static let separator = adaptive(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// An opaque separator: #C6C6C8, #38383A in dark mode.
    public static let opaqueSeparator = adaptive(rgb(198, 198, 200), rgb(56, 56, 58))
    /// Fills of thin shapes (a slider's track): #787880 at 20 %, at 36 % in dark mode.
    public static let systemFill = adaptive(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// Fills of medium shapes (a switch's track): #787880 at 16 %, at 32 % in dark mode.
    public static let secondarySystemFill = adaptive(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))

    // MARK: Tints

    /// Blue: #007AFF, #0A84FF in dark mode.
    public static let systemBlue = adaptive(rgb(0, 122, 255), rgb(10, 132, 255))
    /// Green: #34C759, #30D158 in dark mode.
    public static let systemGreen = adaptive(rgb(52, 199, 89), rgb(48, 209, 88))
    /// Red: #FF3B30, #FF453A in dark mode.
    public static let systemRed = adaptive(rgb(255, 59, 48), rgb(255, 69, 58))
    /// Orange: #FF9500, #FF9F0A in dark mode.
    public static let systemOrange = adaptive(rgb(255, 149, 0), rgb(255, 159, 10))
    /// Yellow: #FFCC00, #FFD60A in dark mode.
    public static let systemYellow = adaptive(rgb(255, 204, 0), rgb(255, 214, 10))
    /// Pink: #FF2D55, #FF375F in dark mode.
    public static let systemPink = adaptive(rgb(255, 45, 85), rgb(255, 55, 95))
    /// Purple: #AF52DE, #BF5AF2 in dark mode.
    public static let systemPurple = adaptive(rgb(175, 82, 222), rgb(191, 90, 242))
    /// Indigo: #5856D6, #5E5CE6 in dark mode.
    public static let systemIndigo = adaptive(rgb(88, 86, 214), rgb(94, 92, 230))
    /// Teal: #5AC8FA, #64D2FF in dark mode.
    public static let systemTeal = adaptive(rgb(90, 200, 250), rgb(100, 210, 255))
    /// Grey: #8E8E93 in both.
    public static let systemGray = rgb(142, 142, 147)
    /// A lighter grey: #AEAEB2, #636366 in dark mode.
    public static let systemGray2 = adaptive(rgb(174, 174, 178), rgb(99, 99, 102))
    /// #C7C7CC, #48484A in dark mode.
    public static let systemGray3 = adaptive(rgb(199, 199, 204), rgb(72, 72, 74))
    /// #D1D1D6, #3A3A3C in dark mode.
    public static let systemGray4 = adaptive(rgb(209, 209, 214), rgb(58, 58, 60))
    /// #E5E5EA, #2C2C2E in dark mode.
    public static let systemGray5 = adaptive(rgb(229, 229, 234), rgb(44, 44, 46))
    /// #F2F2F7, #1C1C1E in dark mode.
    public static let systemGray6 = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))

    /// The default tint (UIKit's `UIColor.tintColor`): ``systemBlue``. A view's own tint
    /// is ``View/tintColor``.
    public static let tintColor = systemBlue

    /// The colour this one is in `traitCollection` (UIKit's `resolvedColor(with:)`).
    ///
    /// - Parameter traitCollection: The traits to resolve for; an unspecified style
    ///   resolves as light.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolved(for: traitCollection.userInterfaceStyle.appearance)
    }
}
