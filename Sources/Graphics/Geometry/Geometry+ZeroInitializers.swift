// CoreGraphics' geometry types have an initializer with no arguments that gives zero;
// ported code writes `var start = CGPoint()`, which becomes `Point()`.

extension Point {
    /// Creates the point at (0, 0), like `CGPoint()`.
    public init() {
        self.init(x: 0, y: 0)
    }
}

extension Size {
    /// Creates the size with zero width and height, like `CGSize()`.
    public init() {
        self.init(width: 0, height: 0)
    }
}

extension Rect {
    /// Creates the rectangle at the origin with zero size, like `CGRect()`.
    public init() {
        self.init(x: 0, y: 0, width: 0, height: 0)
    }
}
