import ExampleSupport
import TouchKit

/// A straight line from where a finger touched to where it is (or lifted), with, while
/// the finger moves, a predicted segment to where it is expected next (SPEC T9).
struct Line {
    var begin: Point
    var end: Point
    /// Where the finger is predicted to be at the next frame (`predictedTouches(for:)`);
    /// drawn lighter, and replaced by the real segment when the next touch comes.
    var predicted = PredictedTail()

    /// The width lines are stroked with, in points.
    static let width = 4.0

    /// The area the stroked line covers, round caps included.
    var bounds: Rect {
        let minX = min(begin.x, end.x)
        let minY = min(begin.y, end.y)
        let line = Rect(x: minX, y: minY, width: max(begin.x, end.x) - minX, height: max(begin.y, end.y) - minY)
            .insetBy(dx: -Line.width, dy: -Line.width)
        return predicted.bounds(from: end, width: Line.width).map { line.union($0) } ?? line
    }

    /// The line's length in points.
    var length: Double {
        ((end.x - begin.x) * (end.x - begin.x) + (end.y - begin.y) * (end.y - begin.y)).squareRoot()
    }
}

extension GraphicsContext {
    /// Strokes the lines among `lines` that meet `rect`, in `color`.
    @MainActor
    func stroke(_ lines: some Sequence<Line>, meeting rect: Rect, color: Color) {
        strokeColor = color
        lineWidth = Line.width
        lineCap = .round
        for line in lines where line.bounds.intersects(rect) {
            beginPath()
            move(to: line.begin)
            addLine(to: line.end)
            strokePath()
            line.predicted.stroke(from: line.end, in: self, color: color)
        }
    }
}
