/// A view property that can be animated (SPEC D4).
internal enum AnimatedProperty: Hashable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
    /// The layer's properties (SPEC C5).
    case cornerRadius, borderWidth, shadowOpacity
}

/// A value of an animated property, interpolated linearly between two ends.
internal enum AnimatedValue: Equatable, Sendable {
    case point(Point)
    case rect(Rect)
    case transform(AffineTransform)
    case scalar(Double)
    case color(Color?)

    /// The value a fraction `p` of the way from `self` to `other` (p may overshoot for springs).
    func interpolated(to other: AnimatedValue, progress p: Double) -> AnimatedValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch (self, other) {
        case (.point(let a), .point(let b)):
            return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                Rect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(
                AffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                    tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.color(let a), .color(let b)):
            let from = a ?? (b ?? .clear).withAlpha(0)
            let to = b ?? from.withAlpha(0)
            return .color(
                Color(
                    red: mix(from.red, to.red), green: mix(from.green, to.green),
                    blue: mix(from.blue, to.blue), alpha: min(max(mix(from.alpha, to.alpha), 0), 1)))
        default:
            return other
        }
    }
}
