import Foundation
import TouchKit

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
    /// Two buffers a backend would attach in turn, 1024 x 640 at scale 1, each with the
    /// areas it missed while the other was on screen (as `WaylandWindowHost` keeps them).
    private var buffers: [(image: ImageSurface, context: GraphicsContext, stale: [Rect])] = []
    private var current = 0
    private var step = 0

    /// The buffer drawn last.
    var buffer: ImageSurface { buffers[current].image }

    /// A canvas holding `lineCount` random finished lines (the same ones for the same
    /// count: the generator is seeded). Its first frame is not drawn yet.
    init(lineCount: Int, cached: Bool) throws {
        window = Window(frame: Rect(origin: .zero, size: Self.size))
        window.backgroundColor = .white
        finished = FinishedLines(frame: window.bounds)
        finished.cachesDrawing = cached
        inProgress = LineInProgress(frame: window.bounds)
        window.addSubview(finished)
        window.addSubview(inProgress)
        var random = SplitMix64(seed: 42)
        finished.lines.reserveCapacity(lineCount)
        for _ in 0..<lineCount {
            let from = Point(x: random.unit() * Self.size.width, y: random.unit() * Self.size.height)
            let to = Point(x: from.x + (random.unit() - 0.5) * 160, y: from.y + (random.unit() - 0.5) * 160)
            finished.lines.append((from, to, Self.box(from, to)))
        }
        for _ in 0..<2 {
            let image = try ImageSurface(width: Int(Self.size.width), height: Int(Self.size.height))
            buffers.append((image, try GraphicsContext(surface: image), [window.bounds]))
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

    /// What a backend does between the frame callback and the commit: lay out, take
    /// the damage, take the other buffer, repaint the damage and what that buffer
    /// missed (or the whole window), flush.
    func frame(wholeWindow: Bool = false) {
        window.layoutIfNeeded()
        let damage = window.takeDamage()
        buffers[current].stale.append(contentsOf: damage)
        current = 1 - current
        let repaint = buffers[current].stale + damage
        buffers[current].stale.removeAll()
        WindowRenderer.render(window, into: buffers[current].context, areas: wholeWindow ? [window.bounds] : repaint)
        buffers[current].image.flush()
    }

    /// A line's bounding box, grown by the line width.
    static func box(_ a: Point, _ b: Point) -> Rect {
        Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -lineWidth, dy: -lineWidth)
    }
}

/// A small seeded generator, so that every run draws the same lines.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
