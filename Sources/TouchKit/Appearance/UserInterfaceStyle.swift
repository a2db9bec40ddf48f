/// Light or dark interface (UIKit's `UIUserInterfaceStyle`, SPEC M1).
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// No preference: follow the superview, the window, and in the end the desktop.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    /// The appearance colours resolve for: dark only for ``dark``.
    public var appearance: Appearance { self == .dark ? .dark : .light }
}
