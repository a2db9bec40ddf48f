/// A rectangle: an origin and a size, in logical pixels.
///
/// TouchKit's counterpart of `CGRect`. The *null* rectangle (``Rect/null``) stands for
/// "no rectangle", the result of intersecting two rectangles that do not meet; it is
/// distinct from an empty rectangle, which has a position but no area.
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a standardized rectangle).
    public var origin: Point
    /// The width and height (may be negative before standardizing).
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting rectangles that do not meet.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// Whether the rectangle has no area (or is null).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether every number of the rectangle is finite: its origin, its size and its
    /// edges (``minX``, ``maxX``, ``minY``, ``maxY``, which overflow to infinity when
    /// the origin and size are near `Double`'s limits). ``Rect/null`` is not finite.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }

    /// The width, always positive or zero.
    public var width: Double { abs(size.width) }
    /// The height, always positive or zero.
    public var height: Double { abs(size.height) }
    /// The smallest x coordinate.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The smallest y coordinate.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y coordinate.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a positive width and height.
    public var standardized: Rect {
        if isNull { return self }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle with integer coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down)
        let y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// Whether a point lies inside the rectangle (the maximum edges excluded, as in CoreGraphics).
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies wholly inside this one.
    public func contains(_ rect: Rect) -> Bool {
        if rect.isNull || isNull { return false }
        return rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ rect: Rect) -> Bool {
        let i = intersection(rect)
        return !i.isNull && !i.isEmpty
    }

    /// The area both rectangles cover, or ``Rect/null`` when they do not meet.
    public func intersection(_ rect: Rect) -> Rect {
        if isNull || rect.isNull { return .null }
        let x0 = max(minX, rect.minX)
        let y0 = max(minY, rect.minY)
        let x1 = min(maxX, rect.maxX)
        let y1 = min(maxY, rect.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both; the null rectangle is ignored.
    public func union(_ rect: Rect) -> Rect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX)
        let y0 = min(minY, rect.minY)
        return Rect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.width - 2 * dx
        let h = s.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.minX + dx, y: s.minY + dy, width: w, height: h)
    }

    /// The rectangle moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The bounding box of the rectangle's four corners after a transform.
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        if t.isIdentity { return self }
        let corners = [
            Point(x: minX, y: minY).applying(t), Point(x: maxX, y: minY).applying(t),
            Point(x: minX, y: maxY).applying(t), Point(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// A textual form such as `(0.0, 0.0, 100.0, 50.0)`.
    public var description: String {
        isNull ? "null" : "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
