// MinimalDots: the client benchmark's TouchKit app, drawing what its GTK4 and Qt6 peers
// draw (benchmarks/peers/): a white window and one 30 px dot per finger, nothing else
// (no trail, no colours, no text). Set beside TouchDots in `make bench`, it separates
// what the toolkit costs from what TouchDots draws (docs/PERFORMANCE.md).
//
// Like the peers, it asks for 600 x 500 (weston-simple-touch's size). Unlike them, it
// repaints only the areas the dots left and entered (SPEC D2), TouchKit's ordinary way.
//
// `MINIMALDOTS_FRAME_MS=20` makes every frame with a dot take that long (a sleep in
// `draw`): the benchmark's slow-drawing case, where pacing must fall back to one commit
// per frame callback with no queue (SPEC D7).
import Glibc
import TouchKit
import TouchKitWayland

/// The canvas: one dot per finger, keyed by its `Touch`.
@MainActor
final class MinimalDotsView: View {
    /// The dots' diameter, in points.
    static let diameter = 30.0
    static let dotColor = Color(red: 0.85, green: 0.2, blue: 0.2)

    private var dots: [Touch: Point] = [:]
    /// How long each frame with a dot takes, in microseconds (`MINIMALDOTS_FRAME_MS`).
    private let frameDelay: UInt32 = {
        guard let ms = Double(ProcessEnvironment.value("MINIMALDOTS_FRAME_MS") ?? ""), ms.isFinite, ms > 0 else {
            return 0
        }
        return UInt32(min(ms, 1000) * 1000)
    }()

    override init(frame: Rect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = .white
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { place(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { place(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { remove(touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { remove(touches) }

    private func place(_ touches: Set<Touch>) {
        for touch in touches {
            if let old = dots[touch] { setNeedsDisplay(area(around: old)) }
            let point = touch.location(in: self)
            dots[touch] = point
            setNeedsDisplay(area(around: point))
        }
    }

    private func remove(_ touches: Set<Touch>) {
        for touch in touches {
            if let old = dots.removeValue(forKey: touch) { setNeedsDisplay(area(around: old)) }
        }
    }

    /// The dot's square, one point larger on each side for its antialiased edge.
    private func area(around center: Point) -> Rect {
        let half = Self.diameter / 2 + 1
        return Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        if frameDelay > 0 && !dots.isEmpty { usleep(frameDelay) }
        context.fillColor = Self.dotColor
        let radius = Self.diameter / 2
        for center in dots.values {
            context.fillEllipse(
                in: Rect(x: center.x - radius, y: center.y - radius, width: Self.diameter, height: Self.diameter))
        }
    }
}

/// The screen: its root view is the canvas.
@MainActor
final class MinimalDotsViewController: ViewController {
    override func loadView() {
        view = MinimalDotsView(frame: Rect(x: 0, y: 0, width: 600, height: 500))
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 500))
    window.title = "MinimalDots"
    window.backgroundColor = .white
    window.rootViewController = MinimalDotsViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
