/// A point in a two-dimensional coordinate system, in logical pixels.
///
/// TouchKit's counterpart of `CGPoint`. Coordinates grow to the right (x) and
/// downwards (y), as in UIKit and on a Wayland surface.
///
/// See also: ``Size``, ``Rect``, ``AffineTransform``.
public struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point transformed by an affine transform.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// A textual form such as `(12.5, 40.0)`.
    public var description: String { "(\(x), \(y))" }
}
