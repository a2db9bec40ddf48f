import TouchKit

/// A straight line from where a finger touched to where it is (or lifted).
struct Line {
    var begin: Point
    var end: Point

    /// The width lines are stroked with, in points.
    static let width = 4.0

    /// The area the stroked line covers, round caps included.
    var bounds: Rect {
        Rect(
            x: min(begin.x, end.x), y: min(begin.y, end.y),
            width: abs(end.x - begin.x), height: abs(end.y - begin.y)
        ).insetBy(dx: -Line.width, dy: -Line.width)
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
        }
    }
}
