import Testing
import TouchKit

/// `BezierPath`, UIKit's `UIBezierPath` (issue 16, section 6).
@MainActor
@Suite("BezierPath")
struct BezierPathTests {
    @Test("contains(_:) follows the shape and the fill rule")
    func containsFollowsShape() {
        let circle = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(Point(x: 50, y: 50)))
        #expect(!circle.contains(Point(x: 3, y: 3)), "a corner of the box is outside the circle")
        let ring = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        ring.append(BezierPath(rect: Rect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(Point(x: 50, y: 50)), "non-zero winding: same direction fills the hole")
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(Point(x: 50, y: 50)), "even-odd: the hole is empty")
        #expect(ring.contains(Point(x: 10, y: 10)))
        #expect(!BezierPath().contains(.zero))
    }

    @Test("bounds, currentPoint and isEmpty")
    func measuring() {
        let path = BezierPath()
        #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
        path.move(to: Point(x: 10, y: 20))
        path.addLine(to: Point(x: 50, y: 20))
        path.addQuadCurve(to: Point(x: 50, y: 60), controlPoint: Point(x: 70, y: 40))
        #expect(path.currentPoint == Point(x: 50, y: 60))
        let box = path.bounds
        #expect(box.minX == 10 && box.minY == 20 && box.maxY == 60)
        #expect(box.maxX > 50 && box.maxX < 70, "the curve bulges, the control point is not included")
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("arcs and rounded rectangles")
    func arcsAndRoundedRects() {
        let half = BezierPath(
            arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        half.close()
        #expect(half.contains(Point(x: 50, y: 70)), "clockwise from 0 to pi on screen is the lower half")
        #expect(!half.contains(Point(x: 50, y: 30)))
        let rounded = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)
        #expect(!rounded.contains(Point(x: 2, y: 2)))
        #expect(rounded.contains(Point(x: 50, y: 2)))
    }

    /// Draws as ported UIKit code does: colours set on the context, style on the path.
    final class PathView: View {
        override func draw(_ rect: Rect) {
            Color.red.setFill()
            BezierPath(rect: Rect(x: 0, y: 0, width: 20, height: 20)).fill()
            let line = BezierPath()
            line.move(to: Point(x: 30, y: 0))
            line.addLine(to: Point(x: 30, y: 40))
            line.lineWidth = 6
            Color.blue.setStroke()
            line.stroke()
        }
    }

    @Test("fill() and stroke() paint into the view with the path's line width")
    func drawing() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        window.addSubview(PathView(frame: window.bounds))
        let image = try window.snapshot()
        #expect(image.color(x: 10, y: 10) == .red)
        #expect(image.color(x: 28, y: 20) == .blue, "6 wide: 27...33")
        #expect(image.color(x: 34, y: 20) == .white)
        // Outside draw(_:) nothing happens and nothing crashes.
        BezierPath(rect: .zero).stroke()
    }
}
