/// An element of a menu: an ``Action`` or a ``Menu`` (UIKit's `UIMenuElement`).
@MainActor
open class MenuElement {
    /// How an element looks and behaves (UIKit's `UIMenuElement.Attributes`, SPEC P68).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates attributes from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Drawn dimmed; neither highlighted nor picked.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in `systemRed`: an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a check mark (UIKit's `UIMenuElement.State`).
    public enum State: Sendable, Hashable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A mixed mark (a dash).
        case mixed
    }

    /// The text shown.
    public var title: String
    /// The image shown beside the title, if any.
    public var image: Image?

    /// Creates an element.
    public init(title: String, image: Image? = nil) {
        self.title = title
        self.image = image
    }
}
