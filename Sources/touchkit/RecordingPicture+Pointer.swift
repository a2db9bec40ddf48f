import Foundation
import TouchKit
import TouchKitRecording

/// The pointer, pen and touchpad lines in a picture (SPEC P73): pen strokes whose width
/// follows pressure (dark grey, the eraser pink), a hovering pen's track as dots, and
/// each scroll as an arrow from where the pointer was, pointing the way the content
/// moves towards, as long as the scroll (clamped to 12-80 pixels).
extension RecordingPicture {
    /// A pen's stroke width in pixels for a pressure from 0 to 1.
    static func penWidth(pressure: Double) -> Double { 1 + 9 * min(max(pressure.isFinite ? pressure : 0, 0), 1) }

    /// The strokes of the recording's pens: each from `down` to `up` or `leave`, its
    /// points with their pressures, and whether an eraser drew it.
    var penStrokes: [(points: [(point: Point, pressure: Double)], isEraser: Bool)] {
        var done: [(points: [(point: Point, pressure: Double)], isEraser: Bool)] = []
        var open: [Int32: (points: [(point: Point, pressure: Double)], isEraser: Bool)] = [:]
        for event in recording.pointerEvents {
            guard case .pen(let frame) = event.kind else { continue }
            let sample = (point: Point(x: frame.x, y: frame.y), pressure: frame.pressure)
            switch frame.phase {
            case .down:
                if let unfinished = open.removeValue(forKey: frame.tool) { done.append(unfinished) }
                open[frame.tool] = ([sample], frame.isEraser)
            case .move:
                open[frame.tool]?.points.append(sample)
            case .up, .leave:
                if let stroke = open.removeValue(forKey: frame.tool) { done.append(stroke) }
            case .hover:
                break
            }
        }
        return done + open.values
    }

    /// Draws the pen strokes, hover dots and scroll arrows.
    func drawPointerLines(_ context: GraphicsContext, map: (Point) -> Point) {
        context.lineCap = .round
        for stroke in penStrokes {
            context.strokeColor = stroke.isEraser ? Color(red: 0.95, green: 0.45, blue: 0.6) : Color(white: 0.2)
            for (a, b) in zip(stroke.points, stroke.points.dropFirst()) {
                context.lineWidth = Self.penWidth(pressure: b.pressure)
                context.beginPath()
                context.move(to: map(a.point))
                context.addLine(to: map(b.point))
                context.strokePath()
            }
            if stroke.points.count == 1, let only = stroke.points.first {
                let c = map(only.point)
                let r = Self.penWidth(pressure: only.pressure) / 2
                context.fillColor = context.strokeColor
                context.fillEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            }
        }
        var pointer = Point.zero
        for event in recording.pointerEvents {
            switch event.kind {
            case .hover(let x, let y):
                pointer = Point(x: x, y: y)
            case .pen(let frame) where frame.phase == .hover:
                let c = map(Point(x: frame.x, y: frame.y))
                context.fillColor = Color(white: 0.5, alpha: 0.6)
                context.fillEllipse(in: Rect(x: c.x - 1.5, y: c.y - 1.5, width: 3, height: 3))
            case .axis(_, let delta, _):
                drawArrow(from: map(pointer), delta: delta, context)
            default:
                break
            }
        }
    }

    /// An arrow from `start` along `delta` (a scroll's axis lengths), 12 to 80 pixels long.
    private func drawArrow(from start: Point, delta: Point, _ context: GraphicsContext) {
        let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
        guard length > 0, length.isFinite else { return }
        let unit = Point(x: delta.x / length, y: delta.y / length)
        let shown = min(max(length * 2, 12), 80)
        let end = Point(x: start.x + unit.x * shown, y: start.y + unit.y * shown)
        context.strokeColor = Color(red: 0.1, green: 0.45, blue: 0.9)
        context.lineWidth = 2
        context.beginPath()
        context.move(to: start)
        context.addLine(to: end)
        let back = Point(x: -unit.x * 8, y: -unit.y * 8)
        let side = Point(x: -unit.y * 5, y: unit.x * 5)
        context.move(to: Point(x: end.x + back.x + side.x, y: end.y + back.y + side.y))
        context.addLine(to: end)
        context.addLine(to: Point(x: end.x + back.x - side.x, y: end.y + back.y - side.y))
        context.strokePath()
    }
}
