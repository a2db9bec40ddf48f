/// A menu: a title and its elements, actions or further menus (UIKit's `UIMenu`).
///
/// ```swift
/// Menu(title: "", children: [Action(title: "Copy") { _ in copy() }])
/// ```
@MainActor
public final class Menu: MenuElement {
    /// How a menu shows its children (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu (every child menu is, SPEC P68).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// The elements, in order.
    public let children: [MenuElement]
    /// How the children are shown.
    public let options: Options

    /// Creates a menu.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [MenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }

    /// The actions shown, in order: hidden ones left out, child menus inline after
    /// the others (SPEC P68).
    public var visibleActions: [Action] {
        let own = children.compactMap { $0 as? Action }.filter { !$0.attributes.contains(.hidden) }
        return own + children.compactMap { $0 as? Menu }.flatMap { $0.visibleActions }
    }
}
