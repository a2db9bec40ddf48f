import TouchKit

/// The finished lines, in black, kept in a cached drawing (SPEC D5).
///
/// A new line asks for just the area it covers to be redrawn, so it is stroked into the
/// offscreen image once; every later frame composites that image, however many lines
/// it holds. `draw(_:)` strokes only the lines that meet the rectangle it is given.
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
        setNeedsDisplay(line.bounds)
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
