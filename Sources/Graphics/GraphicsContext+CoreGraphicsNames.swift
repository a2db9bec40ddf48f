extension GraphicsContext {
    // CoreGraphics spells graphics-state changes as `set...` methods; TouchKit keeps one
    // implementation, the properties (``lineWidth``, ``fillColor``...), and these methods
    // are their aliases, so drawing code from `CGContext` ports line by line. Path building,
    // painting, `saveGState()`/`restoreGState()`, `translateBy`, `scaleBy`, `rotate(by:)`
    // and `clip(to:)` already carry CoreGraphics' names.

    /// Sets the width of stroked lines: `CGContext.setLineWidth(_:)`, the same as
    /// assigning ``lineWidth``.
    ///
    /// - Parameter width: The width in user-space units.
    public func setLineWidth(_ width: Double) {
        lineWidth = width
    }

    /// Sets how open line ends are drawn: `CGContext.setLineCap(_:)`, the same as
    /// assigning ``lineCap``.
    ///
    /// - Parameter cap: The line cap.
    public func setLineCap(_ cap: LineCap) {
        lineCap = cap
    }

    /// Sets how corners are drawn: `CGContext.setLineJoin(_:)`, the same as assigning
    /// ``lineJoin``.
    ///
    /// - Parameter join: The line join.
    public func setLineJoin(_ join: LineJoin) {
        lineJoin = join
    }

    /// Sets the miter limit: `CGContext.setMiterLimit(_:)`, the same as assigning
    /// ``miterLimit``.
    ///
    /// - Parameter limit: The ratio of miter length to line width.
    public func setMiterLimit(_ limit: Double) {
        miterLimit = limit
    }

    /// Sets the colour strokes paint with: `CGContext.setStrokeColor(_:)`, the same as
    /// assigning ``strokeColor``.
    ///
    /// - Parameter color: The stroke colour.
    public func setStrokeColor(_ color: Color) {
        strokeColor = color
    }

    /// Sets the colour fills paint with: `CGContext.setFillColor(_:)`, the same as
    /// assigning ``fillColor``.
    ///
    /// - Parameter color: The fill colour.
    public func setFillColor(_ color: Color) {
        fillColor = color
    }

    /// Sets how drawing combines with what is there: `CGContext.setBlendMode(_:)`, the
    /// same as assigning ``blendMode``.
    ///
    /// - Parameter mode: The blend mode.
    public func setBlendMode(_ mode: BlendMode) {
        blendMode = mode
    }

    /// Turns antialiasing on or off: `CGContext.setShouldAntialias(_:)`, the same as
    /// assigning ``shouldAntialias``.
    ///
    /// - Parameter shouldAntialias: Whether edges are antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        self.shouldAntialias = shouldAntialias
    }

    /// Adds rectangles to the path: `CGContext.addRects(_:)`.
    ///
    /// - Parameter rects: The rectangles, each added as a closed subpath.
    public func addRects(_ rects: [Rect]) {
        for rect in rects { addRect(rect) }
    }

    /// Fills several rectangles with ``fillColor``: `CGContext.fill(_:)` with an array.
    ///
    /// - Parameter rects: The areas to fill; the current path is replaced and consumed.
    public func fill(_ rects: [Rect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the rectangle's outline with a given line width:
    /// `CGContext.stroke(_:width:)`. The line width is left as it was.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - width: The line width for this stroke only.
    public func stroke(_ rect: Rect, width: Double) {
        let previous = lineWidth
        lineWidth = width
        stroke(rect)
        lineWidth = previous
    }

    /// Strokes a series of line segments: `CGContext.strokeLineSegments(between:)`.
    ///
    /// - Parameter points: Pairs of points; each pair is one segment, an odd last point is
    ///   ignored. The current path is replaced and consumed.
    public func strokeLineSegments(between points: [Point]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// The current transformation matrix: `CGContext.ctm`, the same as
    /// ``currentTransform``.
    public var ctm: AffineTransform { currentTransform }
}
