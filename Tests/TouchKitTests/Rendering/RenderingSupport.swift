import Testing
import TouchKit

/// Shared pieces of the rendering tests: a window with no backend, views that count
/// their drawing, and colour comparison.

/// A window of `size` with no host, for rendering into images.
@MainActor
func makeWindow(width: Double = 100, height: Double = 100) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    return window
}

/// A view filled with one colour that records every rectangle ``draw(_:)`` receives.
@MainActor
final class CountingView: View {
    var fill: Color
    private(set) var drawnRects: [Rect] = []

    init(frame: Rect, fill: Color) {
        self.fill = fill
        super.init(frame: frame)
    }

    override func draw(_ rect: Rect) {
        drawnRects.append(rect)
        guard let context = GraphicsContext.current else { return }
        context.fillColor = fill
        context.fill(bounds)
    }
}

/// A view with a solid background, added to `superview`.
@MainActor
@discardableResult
func addBox(_ frame: Rect, _ color: Color, to superview: View) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    superview.addSubview(view)
    return view
}

/// Whether two colours agree within `tolerance` per channel (8-bit rounding and
/// antialiasing differ by a little).
func isClose(_ color: Color, _ expected: Color, tolerance: Double = 0.02) -> Bool {
    abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
        && abs(color.blue - expected.blue) <= tolerance && abs(color.alpha - expected.alpha) <= tolerance
}

let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let yellow = Color(red: 1, green: 1, blue: 0)
