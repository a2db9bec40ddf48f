internal import CCairo

extension GraphicsContext {
    /// Discards the current path and starts an empty one.
    public func beginPath() {
        cairo_new_path(cr)
    }

    /// Starts a new subpath at a point.
    ///
    /// - Parameter point: The first point of the subpath.
    public func move(to point: Point) {
        cairo_move_to(cr, point.x, point.y)
    }

    /// Adds a straight line from the current point.
    ///
    /// Without a current point this behaves as ``move(to:)``.
    ///
    /// - Parameter point: The end of the line, which becomes the current point.
    public func addLine(to point: Point) {
        cairo_line_to(cr, point.x, point.y)
    }

    /// Adds a polyline through the points: a move to the first, lines to the rest.
    ///
    /// - Parameter points: The points in order; nothing is added for an empty array.
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
    }

    /// Adds a cubic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends; it becomes the current point.
    ///   - control1: The control point pulling the start of the curve.
    ///   - control2: The control point pulling the end of the curve.
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// Adds a quadratic Bézier curve from the current point.
    ///
    /// Without a current point the curve starts at `control`.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends; it becomes the current point.
    ///   - control: The control point.
    public func addQuadCurve(to end: Point, control: Point) {
        let start = currentPoint ?? control
        // Degree elevation: the cubic's controls are 2/3 of the way to the quadratic's.
        let c1 = Point(
            x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = Point(
            x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        if currentPoint == nil {
            move(to: start)
        }
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Adds a circular arc.
    ///
    /// If there is a current point, a straight line joins it to the start of the arc.
    /// Angles are in radians from the positive x axis; as in UIKit, with y pointing down,
    /// `clockwise: true` goes the way a clock's hands do on screen (increasing angle).
    ///
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: The direction on screen; `true` by default.
    public func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool = true
    ) {
        if clockwise {
            cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle)
        }
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameter rect: The rectangle; nothing is added for the null rectangle.
    public func addRect(_ rect: Rect) {
        guard !rect.isNull else { return }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Adds a rectangle with rounded corners as a closed subpath.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; nothing is added for the null rectangle.
    ///   - cornerRadius: The radius of each corner, limited to half the shorter side;
    ///     0 gives a plain rectangle.
    public func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        guard !rect.isNull else { return }
        let r = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else {
            addRect(rect)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Adds the ellipse that fits a rectangle as a closed subpath.
    ///
    /// - Parameter rect: The bounding rectangle; nothing is added when it is empty.
    public func addEllipse(in rect: Rect) {
        guard !rect.isEmpty else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)  // The path keeps its shape; only the transform is restored.
    }

    /// Closes the current subpath with a straight line back to its first point.
    public func closePath() {
        cairo_close_path(cr)
    }

    /// The current point of the path, or `nil` when the path is empty.
    public var currentPoint: Point? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return Point(x: x, y: y)
    }

    /// Whether the current path has no segments (not even a move).
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cr)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The bounding box of the current path (control points excluded), ignoring line width.
    public var pathBoundingBox: Rect {
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether a point lies in the area that filling the current path would paint.
    ///
    /// The clip is ignored; useful for hit testing shapes.
    ///
    /// - Parameters:
    ///   - point: The point, in the current user space.
    ///   - rule: The fill rule; non-zero winding by default.
    public func pathContains(_ point: Point, using rule: FillRule = .winding) -> Bool {
        let previous = cairo_get_fill_rule(cr)
        cairo_set_fill_rule(cr, rule.cairo)
        defer { cairo_set_fill_rule(cr, previous) }
        return cairo_in_fill(cr, point.x, point.y) != 0
    }

    /// Whether a point lies in the area that stroking the current path would paint, with
    /// the current line width, caps and joins.
    ///
    /// - Parameter point: The point, in the current user space.
    public func strokeContains(_ point: Point) -> Bool {
        cairo_in_stroke(cr, point.x, point.y) != 0
    }
}
