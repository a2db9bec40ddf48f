/// Where and what an edit menu shows (UIKit's `UIEditMenuConfiguration`).
public struct EditMenuConfiguration: Sendable, Hashable {
    /// A name for the app's own use.
    public var identifier: String?
    /// The point the menu is shown for, in the interaction's view's coordinates.
    public var sourcePoint: Point

    /// Creates a configuration.
    /// - Parameters:
    ///   - identifier: A name for the app's own use.
    ///   - sourcePoint: The point the menu is shown for, in the view's coordinates.
    public init(identifier: String? = nil, sourcePoint: Point) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}
