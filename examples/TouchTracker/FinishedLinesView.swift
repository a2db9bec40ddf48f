import TouchKit

/// The finished lines, in black, kept in a cached drawing (SPEC D5).
///
/// A new line is stroked over the offscreen image once (`appendToCachedDrawing`), so
/// finishing a line costs the same with 10 or 100,000 lines on the canvas, and every
/// frame composites that image. `draw(_:)`, which redraws the image when it must,
/// strokes only the lines that meet the rectangle it is given.
@MainActor
final class FinishedLinesView: View {
    static let color = Color.black
    private(set) var lines: [Line] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        cachesDrawing = true
        isUserInteractionEnabled = false
    }

    /// Adds a finished line.
    func add(_ line: Line) {
        lines.append(line)
        appendToCachedDrawing(in: line.bounds) { context in
            context.stroke([line], meeting: line.bounds, color: Self.color)
        }
    }

    /// Removes every line.
    func removeAll() {
        lines.removeAll()
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        GraphicsContext.current?.stroke(lines, meeting: rect, color: Self.color)
    }
}
