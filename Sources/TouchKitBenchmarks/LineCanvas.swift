import Foundation
import TouchKit
import TouchKitTesting

/// A model of TouchTracker's canvas for the rendering benchmark: finished lines in a
/// view that caches its drawing (or not, to compare), and the line a finger is
/// drawing in a plain view over it. Only what a frame costs matters here; touch
/// handling is left out.
@MainActor
final class LineCanvas {
    /// The finished lines; `draw(_:)` strokes only those meeting its rectangle.
    final class FinishedLines: View {
        var lines: [(from: Point, to: Point, box: Rect)] = []

        /// Adds a line: strokes it over the cached drawing (or, uncached, repaints its area).
        func add(from: Point, to: Point) {
            let box = LineCanvas.box(from, to)
            lines.append((from, to, box))
            appendToCachedDrawing(in: box) { context in
                context.strokeColor = .black
                context.lineWidth = LineCanvas.lineWidth
                context.beginPath()
                context.move(to: from)
                context.addLine(to: to)
                context.strokePath()
            }
        }

        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.strokeColor = .black
            context.lineWidth = LineCanvas.lineWidth
            context.beginPath()
            for line in lines where line.box.intersects(rect) {
                context.move(to: line.from)
                context.addLine(to: line.to)
            }
            context.strokePath()
        }
    }

    /// The line in progress, from its begin point to the finger.
    final class LineInProgress: View {
        var line: (from: Point, to: Point)? {
            didSet {
                if let old = oldValue { setNeedsDisplay(LineCanvas.box(old.from, old.to)) }
                if let line { setNeedsDisplay(LineCanvas.box(line.from, line.to)) }
            }
        }

        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current, let line else { return }
            context.strokeColor = Color(red: 0.9, green: 0.1, blue: 0.1)
            context.lineWidth = LineCanvas.lineWidth
            context.beginPath()
            context.move(to: line.from)
            context.addLine(to: line.to)
            context.strokePath()
        }
    }

    static let lineWidth = 2.0
    static let size = Size(width: 1024, height: 640)

    let window: Window
    let finished: FinishedLines
    let inProgress: LineInProgress
    /// The two buffers a backend would attach in turn, 1024 x 640 at scale 1.
    private var target: DoubleBufferedTarget
    private var step = 0

    /// The buffer drawn last.
    var buffer: ImageSurface { target.buffer }

    /// A canvas holding `lineCount` random finished lines (the same ones for the same
    /// count: the generator is seeded). Its first frame is not drawn yet.
    init(lineCount: Int, cached: Bool) throws {
        window = Window(frame: Rect(origin: .zero, size: Self.size))
        window.backgroundColor = .white
        target = try DoubleBufferedTarget(window: window)
        finished = FinishedLines(frame: window.bounds)
        finished.cachesDrawing = cached
        inProgress = LineInProgress(frame: window.bounds)
        window.addSubview(finished)
        window.addSubview(inProgress)
        var random = SeededRandom(seed: 42)
        finished.lines.reserveCapacity(lineCount)
        for _ in 0..<lineCount {
            let from = Point(x: random.unit() * Self.size.width, y: random.unit() * Self.size.height)
            let to = Point(x: from.x + (random.unit() - 0.5) * 160, y: from.y + (random.unit() - 0.5) * 160)
            finished.lines.append((from, to, Self.box(from, to)))
        }
        inProgress.line = (Point(x: 500, y: 320), Point(x: 500, y: 320))
    }

    /// The finger moves one step round a circle: the line in progress changes.
    func moveFinger() {
        step += 1
        let angle = Double(step) * 0.15
        let begin = Point(x: 500, y: 320)
        inProgress.line = (begin, Point(x: begin.x + 90 * cos(angle), y: begin.y + 90 * sin(angle)))
    }

    /// The finger lifts (its line joins the finished ones) and lands again where it began.
    func finishLine() {
        guard let line = inProgress.line else { return }
        finished.add(from: line.from, to: line.to)
        inProgress.line = (line.from, line.from)
    }

    /// What a backend does between the frame callback and the commit (see
    /// ``DoubleBufferedTarget/frame(wholeWindow:)``).
    func frame(wholeWindow: Bool = false) {
        target.frame(wholeWindow: wholeWindow)
    }

    /// A line's bounding box, grown by the line width.
    static func box(_ a: Point, _ b: Point) -> Rect {
        Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -lineWidth, dy: -lineWidth)
    }
}

extension SeededRandom {
    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
