internal import CCairo

extension GraphicsContext {
    /// The rectangle whose edges are the whole device pixels nearest to `rect`'s, under
    /// the current transform and the surface's scale: filling it covers whole pixels,
    /// so its edges are crisp at any scale (no half-covered, blurred row or column).
    ///
    /// Meant for rectangles that are not rotated on the device; under a rotation the
    /// corners are snapped one by one and the result is their bounding box.
    /// - Parameter rect: A rectangle in user space.
    /// - Returns: The snapped rectangle, in user space.
    public func pixelSnapped(_ rect: Rect) -> Rect {
        func snap(_ point: Point) -> Point {
            var x = point.x
            var y = point.y
            cairo_user_to_device(cr, &x, &y)
            x = x.rounded()
            y = y.rounded()
            cairo_device_to_user(cr, &x, &y)
            return Point(x: x, y: y)
        }
        let a = snap(Point(x: rect.minX, y: rect.minY))
        let b = snap(Point(x: rect.maxX, y: rect.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
