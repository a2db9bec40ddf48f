import TouchKit

/// The provisional end of a line drawn under a moving finger or pen (SPEC T9): where
/// `predictedTouches(for:)` says the touch will be next, drawn lighter ahead of the real
/// line and replaced with every event.
///
/// The tail is never part of the finished line: a lift or a cancel predicts nothing
/// (``update(for:in:placing:)`` then leaves it empty), and an app drops it
/// (``removeAll()``) when it keeps the line. TouchTracker's lines (a finger) and
/// Sketchbook's strokes (the pen, the mouse) each keep one.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
///     for touch in touches {
///         line.end = touch.location(in: self)
///         line.predicted.update(for: touch, in: event) { $0.location(in: self) }
///     }
/// }
/// ```
public struct PredictedTail: Equatable, Sendable {
    /// How opaque a tail is drawn against its line's colour (a choice: 0.4).
    public static let opacity = 0.4

    /// The predicted points, in the order they are expected, in the coordinates the
    /// placing function of ``update(for:in:placing:)`` gave; empty when nothing is
    /// predicted.
    public private(set) var points: [Point] = []

    /// An empty tail.
    public init() {}

    /// Whether nothing is predicted.
    public var isEmpty: Bool { points.isEmpty }

    /// Replaces the tail with what `event` predicts for `touch`, each predicted touch
    /// placed by `place` (its location in the line's coordinates). Call it in every
    /// `touchesMoved(_:with:)`, after adding the real samples: the prediction of the last
    /// event is then gone, replaced by the real segment and a new prediction ahead of it.
    /// The tail is empty when the event predicts nothing (the touch lifted or was
    /// cancelled, has too few samples yet, or is not in the event).
    @MainActor
    public mutating func update(for touch: Touch, in event: Event?, placing place: (Touch) -> Point) {
        points = event?.predictedTouches(for: touch)?.map(place) ?? []
    }

    /// Drops the tail: the line is finished, or thrown away.
    public mutating func removeAll() {
        points.removeAll()
    }

    /// The box round the tail drawn from `start`, stroked `width` wide with round caps;
    /// `nil` when the tail is empty.
    public func bounds(from start: Point, width: Double) -> Rect? {
        guard !points.isEmpty else { return nil }
        let all = [start] + points
        let xs = all.map(\.x)
        let ys = all.map(\.y)
        let minX = xs.min() ?? start.x
        let minY = ys.min() ?? start.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
            .insetBy(dx: -width, dy: -width)
    }

    /// Strokes the tail from `start`, the line's latest real point, through its points,
    /// each placed by `place` (the tail's coordinates to the context's), in `color` at
    /// ``opacity``. The context's line width and cap are the line's; its stroke colour is
    /// left as it was.
    public func stroke(
        from start: Point, in context: GraphicsContext, color: Color, placing place: (Point) -> Point = { $0 }
    ) {
        guard !points.isEmpty else { return }
        let previous = context.strokeColor
        context.strokeColor = color.withAlpha(Self.opacity)
        context.beginPath()
        context.move(to: start)
        for point in points { context.addLine(to: place(point)) }
        context.strokePath()
        context.strokeColor = previous
    }
}
