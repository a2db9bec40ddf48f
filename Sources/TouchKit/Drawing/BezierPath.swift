/// A path of lines, curves and arcs, with its own line style, that strokes and fills
/// itself into the current context.
///
/// The counterpart of `UIBezierPath`. Build the path with ``move(to:)``,
/// ``addLine(to:)``, ``addCurve(to:controlPoint1:controlPoint2:)``,
/// ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)`` or one of the shape
/// initializers, then call ``stroke()`` or ``fill()`` in ``View/draw(_:)``: they paint
/// with the current context's `GraphicsContext/strokeColor` and
/// `GraphicsContext/fillColor` (set them with `Color/setStroke()` and
/// `Color/setFill()`) and the path's own ``lineWidth``, caps and joins.
///
/// ```swift
/// override func draw(_ rect: Rect) {
///     let path = BezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 8)
///     path.lineWidth = 3
///     Color.blue.setStroke()
///     path.stroke()
/// }
/// ```
///
/// A path is a plain value holder, not tied to the main actor, so helper classes may keep
/// one; only ``stroke()`` and ``fill()``, which need the current context, run on the main
/// actor. Unlike UIKit's, a `BezierPath` is not `NSCoding`.
///
/// See also: `GraphicsContext`, ``GraphicsGetCurrentContext()``.
open class BezierPath {
    /// One step of the path.
    enum Element: Hashable {
        case move(Point)
        case line(Point)
        case curve(to: Point, control1: Point, control2: Point)
        case quadCurve(to: Point, control: Point)
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        case roundedRect(Rect, cornerRadius: Double)
        case ellipse(Rect)
        case close
    }

    /// The steps, in order.
    private(set) var elements: [Element] = []

    /// The width of the stroked line; 1 by default, as in UIKit.
    open var lineWidth: Double = 1
    /// How the open ends of the stroked line are drawn; `LineCap/butt` by default.
    open var lineCapStyle: LineCap = .butt
    /// How corners of the stroked line are drawn; `LineJoin/miter` by default.
    open var lineJoinStyle: LineJoin = .miter
    /// The miter limit of the stroked line; 10 by default.
    open var miterLimit: Double = 10
    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule instead of non-zero
    /// winding; `false` by default.
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public init() {}

    /// Creates a closed rectangular path.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(rect: Rect) {
        self.init()
        let r = rect.standardized
        move(to: r.origin)
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// Creates a closed elliptical path that fits a rectangle.
    ///
    /// - Parameter rect: The bounding rectangle; a square gives a circle.
    public convenience init(ovalIn rect: Rect) {
        self.init()
        elements.append(.ellipse(rect.standardized))
    }

    /// Creates a closed rectangle with rounded corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius of every corner, limited to half the shorter side.
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        elements.append(.roundedRect(rect.standardized, cornerRadius: cornerRadius))
    }

    /// Creates an open path holding one circular arc.
    ///
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: The direction on screen (y pointing down), as in UIKit.
    public convenience init(
        arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: - Building

    /// Starts a new subpath at a point.
    ///
    /// - Parameter point: The first point of the subpath.
    open func move(to point: Point) {
        elements.append(.move(point))
    }

    /// Adds a straight line from the current point.
    ///
    /// - Parameter point: The end of the line.
    open func addLine(to point: Point) {
        elements.append(.line(point))
    }

    /// Adds a cubic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - endPoint: Where the curve ends.
    ///   - controlPoint1: The control point pulling the start.
    ///   - controlPoint2: The control point pulling the end.
    open func addCurve(to endPoint: Point, controlPoint1: Point, controlPoint2: Point) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds a quadratic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - endPoint: Where the curve ends.
    ///   - controlPoint: The control point.
    open func addQuadCurve(to endPoint: Point, controlPoint: Point) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Adds a circular arc; a line joins the current point, if any, to its start.
    ///
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: The direction on screen (y pointing down), as in UIKit.
    open func addArc(
        withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() {
        elements.append(.close)
    }

    /// Empties the path; the line style is kept.
    open func removeAllPoints() {
        elements.removeAll()
    }

    /// Adds another path's steps after the receiver's.
    ///
    /// - Parameter path: The path to append; its line style is ignored.
    open func append(_ path: BezierPath) {
        elements.append(contentsOf: path.elements)
    }

    // MARK: - Reading

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The bounding box of the path's points and curves, control points excluded (as
    /// CoreGraphics' `boundingBoxOfPath`); `Rect/null` for an empty path.
    public var bounds: Rect {
        guard !isEmpty else { return .null }
        return withScratchContext { $0.pathBoundingBox } ?? .null
    }

    /// The end of the last step, or `Point/zero` for an empty path (as UIKit).
    public var currentPoint: Point {
        withScratchContext { $0.currentPoint ?? .zero } ?? .zero
    }

    /// Whether filling the path would paint a point, with the path's fill rule.
    ///
    /// Open subpaths count as closed, as when filling.
    ///
    /// - Parameter point: The point, in the path's coordinates.
    /// - Returns: Whether the point is inside.
    public func contains(_ point: Point) -> Bool {
        withScratchContext { $0.pathContains(point, using: fillRule) } ?? false
    }

    // MARK: - Drawing

    /// Adds the path's steps to a context's current path, without painting.
    ///
    /// - Parameter context: The context whose path grows.
    public func addPath(to context: GraphicsContext) {
        for element in elements {
            switch element {
            case .move(let p): context.move(to: p)
            case .line(let p): context.addLine(to: p)
            case .curve(let end, let c1, let c2): context.addCurve(to: end, control1: c1, control2: c2)
            case .quadCurve(let end, let control): context.addQuadCurve(to: end, control: control)
            case .arc(let center, let radius, let start, let end, let clockwise):
                context.addArc(
                    center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .roundedRect(let rect, let radius): context.addRoundedRect(rect, cornerRadius: radius)
            case .ellipse(let rect): context.addEllipse(in: rect)
            case .close: context.closePath()
            }
        }
    }

    /// Strokes the path into the current context with its stroke colour and the path's
    /// line style; does nothing outside ``View/draw(_:)``.
    @MainActor
    open func stroke() {
        guard let context = GraphicsContext.current else { return }
        context.withSavedState {
            context.lineWidth = lineWidth
            context.lineCap = lineCapStyle
            context.lineJoin = lineJoinStyle
            context.miterLimit = miterLimit
            context.beginPath()
            addPath(to: context)
            context.strokePath()
        }
    }

    /// Fills the path into the current context with its fill colour and the path's fill
    /// rule; does nothing outside ``View/draw(_:)``.
    @MainActor
    open func fill() {
        guard let context = GraphicsContext.current else { return }
        context.beginPath()
        addPath(to: context)
        context.fillPath(using: fillRule)
    }

    private var fillRule: FillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Runs `body` with the path built on a 1x1 offscreen context (for measuring only).
    private func withScratchContext<Result>(_ body: (GraphicsContext) -> Result) -> Result? {
        guard let surface = try? ImageSurface(width: 1, height: 1),
            let context = try? GraphicsContext(surface: surface)
        else { return nil }
        context.lineWidth = lineWidth
        addPath(to: context)
        return body(context)
    }
}
