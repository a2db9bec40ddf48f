import Foundation
import TouchKit

/// A model of the MinimalDots example (`examples/MinimalDots`), the app `make bench` sets
/// beside the GTK4 and Qt6 peers: a white window whose root view, white too, draws one
/// 30 px red dot per finger and repaints the areas the dots left and entered.
///
/// Its frame is the toolkit's floor for drawing: the renderer's own passes over the
/// damaged areas (clearing, backgrounds) weigh as much as the dots do.
@MainActor
final class DotsCanvas {
    /// MinimalDots' view, fed positions instead of touches.
    final class DotsView: View {
        static let diameter = 30.0
        static let dotColor = Color(red: 0.85, green: 0.2, blue: 0.2)

        var dots: [Point] = [] {
            didSet {
                for old in oldValue { setNeedsDisplay(Self.area(around: old)) }
                for new in dots { setNeedsDisplay(Self.area(around: new)) }
            }
        }

        /// The dot's square, one point larger on each side for its antialiased edge.
        static func area(around center: Point) -> Rect {
            let half = diameter / 2 + 1
            return Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
        }

        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.fillColor = Self.dotColor
            let radius = Self.diameter / 2
            for center in dots {
                context.fillEllipse(
                    in: Rect(x: center.x - radius, y: center.y - radius, width: Self.diameter, height: Self.diameter))
            }
        }
    }

    let window: Window
    let view: DotsView
    private var target: DoubleBufferedTarget
    let fingers: Int
    private var step = 0

    /// The buffer drawn last.
    var buffer: ImageSurface { target.buffer }

    /// A 1024 x 640 window with `fingers` dots, as MinimalDots fills the kiosk output.
    init(fingers: Int) throws {
        window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        window.backgroundColor = .white
        view = DotsView(frame: window.bounds)
        view.backgroundColor = .white
        window.addSubview(view)
        target = try DoubleBufferedTarget(window: window)
        self.fingers = fingers
        moveFingers()
    }

    /// Every finger moves one step round its own circle, as the client benchmark's stroke does.
    func moveFingers() {
        step += 1
        view.dots = (0..<fingers).map { finger in
            let center = Point(x: 100 + Double(finger % 5) * 200, y: 150 + Double(finger / 5) * 300)
            let angle = Double(step) * 0.08 + Double(finger)
            return Point(x: center.x + 80 * cos(angle), y: center.y + 80 * sin(angle))
        }
    }

    /// What the host does between the frame callback and the commit.
    func frame() { target.frame() }

    /// `--count N --only dots`: `count` frames with 2 fingers (``countedTwoFingers(_:count:)``),
    /// then with 10 (``countedTenFingers(_:count:)``), each in a function of its own for
    /// instruction counts under `valgrind --tool=callgrind`, which repeat where wall-clock
    /// time on a shared machine does not.
    static func runCounted(count: Int) throws {
        let two = try DotsCanvas(fingers: 2)
        two.frame()
        countedTwoFingers(two, count: count)
        let ten = try DotsCanvas(fingers: 10)
        ten.frame()
        countedTenFingers(ten, count: count)
        print("counted \(count) frames of MinimalDots' drawing with 2 and then 10 fingers")
    }

    /// `count` frames of a 2-finger canvas (unoptimized and checking the
    /// finger count, like the next one, so that the optimizer does not merge the two: each
    /// keeps its own inclusive count).
    @inline(never) @_optimize(none)
    static func countedTwoFingers(_ canvas: DotsCanvas, count: Int) {
        precondition(canvas.fingers == 2)
        for _ in 0..<count { canvas.advance() }
    }

    /// `count` frames of a 10-finger canvas.
    @inline(never) @_optimize(none)
    static func countedTenFingers(_ canvas: DotsCanvas, count: Int) {
        precondition(canvas.fingers == 10)
        for _ in 0..<count { canvas.advance() }
    }

    /// One frame: the fingers move, the frame is drawn.
    func advance() {
        moveFingers()
        frame()
    }
}
