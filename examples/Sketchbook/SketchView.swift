import ExampleSupport
import TouchKit

/// The canvas: the pen draws and erases in `touchesBegan`/`Moved`/`Ended`; two fingers
/// pan and pinch it through recognizers that take fingers only (`allowedTouchTypes`).
final class SketchView: View, GestureRecognizerDelegate {
    /// The finished strokes and those in progress, by the pen touching.
    var strokes: [Stroke] = []
    /// The strokes being drawn, by the touch drawing each.
    private(set) var inProgress: [Touch: Stroke] = [:]
    /// The canvas's offset and zoom: a canvas point p shows at `p * zoom + offset`.
    private(set) var offset = Point.zero
    private(set) var zoom = 1.0
    private var zoomAtStart = 1.0
    /// Where a hovering pen is and how high, in the view (SketchView+Hover.swift).
    var hoverPreview: (point: Point, height: Double)?
    /// How far around the eraser's tip strokes are erased, in canvas points.
    static let eraserRadius = 12.0

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.minimumNumberOfTouches = 2
        pan.allowedTouchTypes = [.direct]
        pan.addAction { [unowned self] recognizer in self.pan(recognizer as! PanGestureRecognizer) }
        let pinch = PinchGestureRecognizer(target: nil, action: nil)
        pinch.allowedTouchTypes = [.direct]
        pinch.addAction { [unowned self] recognizer in self.pinch(recognizer as! PinchGestureRecognizer) }
        for recognizer in [pan, pinch] as [GestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
        addStrokeMenu()  // SketchView+ContextMenu.swift
        addHoverPreview()  // SketchView+Hover.swift
    }

    // MARK: The pen

    /// Whether a touch draws: the pen (or its eraser) and the mouse; fingers move the canvas.
    private func draws(_ touch: Touch) -> Bool { touch.type == .pencil || touch.type == .pointer }

    private func canvasPoint(_ touch: Touch) -> Point {
        let p = touch.location(in: self)
        return Point(x: (p.x - offset.x) / zoom, y: (p.y - offset.y) / zoom)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches where draws(touch) {
            if touch.isEraser {
                erase(at: canvasPoint(touch))
            } else {
                inProgress[touch] = Stroke(samples: [sample(touch)])
            }
        }
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches where draws(touch) {
            // Every sample since the last call, not only the latest (T3): a pen moves
            // faster than the app draws.
            for sample in event?.coalescedTouches(for: touch) ?? [touch] {
                if touch.isEraser {
                    erase(at: canvasPoint(sample))
                } else {
                    inProgress[touch]?.samples.append(self.sample(sample))
                }
            }
            // The segment predicted ahead of the pen replaces the last one (T9).
            inProgress[touch]?.predicted.update(for: touch, in: event, placing: canvasPoint)
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            // A finished stroke is what the pen drew, with nothing predicted.
            guard var stroke = inProgress.removeValue(forKey: touch) else { continue }
            stroke.predicted.removeAll()
            strokes.append(stroke)
        }
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        // A stroke the pen did not finish (proximity out mid-stroke, P45) is dropped.
        for touch in touches { inProgress[touch] = nil }
        setNeedsDisplay()
    }

    private func sample(_ touch: Touch) -> Stroke.Sample {
        Stroke.Sample(point: canvasPoint(touch), width: Stroke.width(for: touch), shade: Stroke.shade(for: touch))
    }

    private func erase(at point: Point) {
        strokes.removeAll { $0.passes(near: point, radius: Self.eraserRadius) }
    }

    // MARK: Two fingers

    private func pan(_ recognizer: PanGestureRecognizer) {
        let moved = recognizer.translation(in: self)
        offset = Point(x: offset.x + moved.x, y: offset.y + moved.y)
        recognizer.setTranslation(.zero, in: self)
        setNeedsDisplay()
    }

    private func pinch(_ recognizer: PinchGestureRecognizer) {
        if recognizer.state == .began { zoomAtStart = zoom }
        let center = recognizer.location(in: self)
        let next = min(max(zoomAtStart * recognizer.scale, 0.25), 8)
        // Keep the canvas point under the fingers (or the pointer) where it is.
        let anchor = Point(x: (center.x - offset.x) / zoom, y: (center.y - offset.y) / zoom)
        zoom = next
        offset = Point(x: center.x - anchor.x * zoom, y: center.y - anchor.y * zoom)
        setNeedsDisplay()
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { true }

    // MARK: Drawing

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.lineCap = .round
        for stroke in strokes + Array(inProgress.values) { draw(stroke, in: context) }
        drawHoverPreview(in: context)
    }

    private func draw(_ stroke: Stroke, in context: GraphicsContext) {
        guard let first = stroke.samples.first else { return }
        func shown(_ p: Point) -> Point { Point(x: p.x * zoom + offset.x, y: p.y * zoom + offset.y) }
        if stroke.samples.count == 1 {
            context.fillColor = colour(of: stroke) ?? Color(white: first.shade)
            let c = shown(first.point)
            let r = first.width * zoom / 2
            context.fillEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            return
        }
        for (a, b) in zip(stroke.samples, stroke.samples.dropFirst()) {
            context.strokeColor = colour(of: stroke) ?? Color(white: b.shade)
            context.lineWidth = b.width * zoom
            context.beginPath()
            context.move(to: shown(a.point))
            context.addLine(to: shown(b.point))
            context.strokePath()
        }
        // Ahead of the last sample, at its width and shade (T9).
        if let last = stroke.samples.last {
            context.lineWidth = last.width * zoom
            stroke.predicted.stroke(
                from: shown(last.point), in: context, color: colour(of: stroke) ?? Color(white: last.shade),
                placing: shown)
        }
    }
}
