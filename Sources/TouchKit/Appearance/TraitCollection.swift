/// The environment a view is drawn in (UIKit's `UITraitCollection`, SPEC M1): here its
/// ``userInterfaceStyle``, light or dark.
///
/// Read a view's with ``View/traitCollection``; while a view draws,
/// ``TraitCollection/current`` is its trait collection, so `Color.resolvedColor(with:)`
/// resolves for the view being drawn.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates a trait collection with no preference.
    public init() {
        userInterfaceStyle = .unspecified
    }

    /// Creates a trait collection with a style (UIKit's `init(userInterfaceStyle:)`).
    ///
    /// - Parameter userInterfaceStyle: Light, dark or unspecified.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Whether colours resolve differently in `other` (its style differs); `true` when
    /// there is no other.
    ///
    /// - Parameter other: The trait collection to compare with, such as the one
    ///   ``View/traitCollectionDidChange(_:)`` receives.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle.appearance != other.userInterfaceStyle.appearance
    }

    /// The trait collection of what is being drawn: while a view's ``View/draw(_:)``
    /// runs, the view's; otherwise the shared application's.
    @MainActor
    public static var current: TraitCollection {
        if let context = GraphicsContext.current {
            return TraitCollection(userInterfaceStyle: context.appearance == .dark ? .dark : .light)
        }
        return TraitCollection(userInterfaceStyle: Application.shared.userInterfaceStyle)
    }
}
