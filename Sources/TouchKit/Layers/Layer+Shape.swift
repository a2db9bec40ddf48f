extension Layer {
    /// Adds the layer's shape for `bounds` to `context`'s path: the rectangle with the
    /// ``maskedCorners`` rounded by `radius`, limited to half the shorter side (SPEC C2).
    internal func addShape(_ bounds: Rect, radius: Double, to context: GraphicsContext) {
        Self.addShape(bounds, radius: radius, corners: maskedCorners, to: context)
    }

    /// Adds a rectangle with some corners rounded to `context`'s path.
    internal static func addShape(_ rect: Rect, radius: Double, corners: CornerMask, to context: GraphicsContext) {
        let r = radius.isFinite ? min(max(radius, 0), rect.width / 2, rect.height / 2) : 0
        guard r > 0, !corners.isEmpty else {
            context.addRect(rect)
            return
        }
        if corners == .all {
            context.addRoundedRect(rect, cornerRadius: r)
            return
        }
        let half = Double.pi / 2
        func cornerRadius(_ corner: CornerMask) -> Double { corners.contains(corner) ? r : 0 }
        let topLeft = cornerRadius(.layerMinXMinYCorner)
        let topRight = cornerRadius(.layerMaxXMinYCorner)
        let bottomRight = cornerRadius(.layerMaxXMaxYCorner)
        let bottomLeft = cornerRadius(.layerMinXMaxYCorner)
        context.move(to: Point(x: rect.minX + topLeft, y: rect.minY))
        context.addLine(to: Point(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            context.addArc(
                center: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight,
                startAngle: -half, endAngle: 0)
        }
        context.addLine(to: Point(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            context.addArc(
                center: Point(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight,
                startAngle: 0, endAngle: half)
        }
        context.addLine(to: Point(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            context.addArc(
                center: Point(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
                startAngle: half, endAngle: 2 * half)
        }
        context.addLine(to: Point(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            context.addArc(
                center: Point(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft,
                startAngle: 2 * half, endAngle: 3 * half)
        }
        context.closePath()
    }
}
