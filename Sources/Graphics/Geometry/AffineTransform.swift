import Glibc

/// A 2-D affine transform: scale, rotation, shear and translation.
///
/// TouchKit's counterpart of `CGAffineTransform`, with the same matrix layout:
///
/// ```
/// x' = a·x + c·y + tx
/// y' = b·x + d·y + ty
/// ```
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. Rotation angles are in
/// radians; with y pointing down, a positive angle turns clockwise on screen, as in UIKit.
public struct AffineTransform: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Matrix entry scaling x into x'.
    public var a: Double
    /// Matrix entry carrying x into y'.
    public var b: Double
    /// Matrix entry carrying y into x'.
    public var c: Double
    /// Matrix entry scaling y into y'.
    public var d: Double
    /// Translation along x.
    public var tx: Double
    /// Translation along y.
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin, in radians.
    public init(rotationAngle angle: Double) {
        let cosA = cos(angle)
        let sinA = sin(angle)
        self.init(a: cosA, b: sinA, c: -sinA, d: cosA, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant of the linear part; zero means the transform cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `self` unchanged when it cannot be inverted (as in CoreGraphics).
    public func inverted() -> AffineTransform {
        let det = determinant
        if det == 0 || !det.isFinite { return self }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The transform with a translation applied before it.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The transform with a scale applied before it.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// The transform with a rotation applied before it.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A textual form listing the six entries.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
