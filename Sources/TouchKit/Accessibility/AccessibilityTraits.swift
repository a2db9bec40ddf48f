/// What an accessibility element is and how it behaves, as `UIAccessibilityTraits`
/// describes it (SPEC A3, A8): a set of flags combined with `[.button, .selected]`.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt64

    /// Creates traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// The element behaves like a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element provides summary information when the app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value frequently.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously through a range of values
    /// (it implements `accessibilityIncrement()` and `accessibilityDecrement()`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// The element causes an automatic page turn when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a toggle button (iOS 17's `toggleButton`).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
}
