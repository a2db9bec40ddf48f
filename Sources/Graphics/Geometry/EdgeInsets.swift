/// Distances by which a rectangle's edges are moved inwards.
///
/// TouchKit's counterpart of `UIEdgeInsets`. Positive values shrink a rectangle,
/// negative ones grow it (handy for enlarging a view's touch area in
/// `point(inside:with:)`).
public struct EdgeInsets: Hashable, Codable, Sendable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Creates insets for each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)
}

extension Rect {
    /// The rectangle with its edges moved inwards by the given insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        ).standardized
    }
}
