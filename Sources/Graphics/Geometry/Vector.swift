/// A two-dimensional vector: Core Graphics' `CGVector` without the prefix.
public struct Vector: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component (down is positive, as in view coordinates).
    public var dy: Double

    /// Creates a vector.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// A textual form such as `(dx: 1.0, dy: 0.0)`.
    public var description: String { "(dx: \(dx), dy: \(dy))" }
}
