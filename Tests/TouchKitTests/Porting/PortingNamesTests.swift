// This file imports Foundation next to TouchKit on purpose, as ported UIKit code does:
// it proves that the ported names (`AffineTransform` among them) stay unambiguous.
import Foundation
import Testing
import TouchKit

/// The UIKit spellings ported code expects (issue 16, section 6).
@MainActor
@Suite("Porting: UIKit names")
struct PortingNamesTests {
    /// The seeds' hit-test idiom: `if hitView == self`.
    final class SelfHitView: View {
        func isHit(at point: Point) -> Bool {
            let hitView = hitTest(point, with: nil)
            return hitView == self
        }
    }

    @Test("Views and responders compare with == by identity")
    func respondersEquatableByIdentity() {
        let a = SelfHitView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.addSubview(child)
        #expect(a.isHit(at: Point(x: 30, y: 30)))
        #expect(!a.isHit(at: Point(x: 5, y: 5)), "the child is hit, not self")
        let twin = View(frame: child.frame)
        #expect(child != twin, "same geometry, different objects")
        #expect(child == a.subviews.first)
        let responder: Responder = a
        #expect(responder == a)
    }

    @Test("Point(), Size() and Rect() are zero, like CGPoint(), CGSize(), CGRect()")
    func zeroInitializers() {
        #expect(Point() == .zero)
        #expect(Size() == .zero)
        #expect(Rect() == .zero)
        var start = Point()
        start.x += 3
        #expect(start == Point(x: 3, y: 0))
    }

    @Test("Touch.Phase and Touch.TouchType are the top-level types")
    func nestedTouchNames() {
        let phase: Touch.Phase = .moved
        let plain: TouchPhase = phase
        #expect(plain == .moved)
        let kind: Touch.TouchType = .direct
        #expect(kind == TouchType.direct)
    }

    /// A view that overrides `frame` to keep a layout flag, as ported code does.
    final class FrameWatchingView: View {
        var frameSets = 0
        override var frame: Rect {
            get { super.frame }
            set {
                frameSets += 1
                super.frame = newValue
            }
        }
        var boundsChanges = 0
        override var bounds: Rect {
            didSet { boundsChanges += 1 }
        }
        var centerChanges = 0
        override var center: Point {
            didSet { centerChanges += 1 }
        }
    }

    @Test("frame, bounds and center are open for overriding")
    func geometryIsOverridable() {
        let v = FrameWatchingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(v.frameSets == 1)
        #expect(v.centerChanges == 1 && v.boundsChanges == 1)
        #expect(v.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        v.center = Point(x: 0, y: 0)
        #expect(v.centerChanges == 2)
    }

    @Test("AffineTransform is TouchKit's in a file that imports Foundation too")
    func affineTransformWithFoundation() {
        let t = AffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 4, y: 6))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(v.transform.b > 0.99)
        let identity: AffineTransform = .identity
        #expect(identity.isIdentity)
    }

    /// A helper class with no actor annotation, as in ported code, holding geometry.
    final class Trail: @unchecked Sendable {
        var points: [Point] = []
        var box = Rect()
        func add(_ point: Point) {
            points.append(point)
            box = box.union(Rect(origin: point, size: Size()))
        }
    }

    /// Geometry helpers used from a nonisolated function.
    nonisolated static func farthest(_ points: [Point], from origin: Point) -> Double {
        points.map { $0.distance(to: origin) }.max() ?? 0
    }

    @Test("Geometry and colour values are Sendable and usable off the main actor")
    func geometryIsNonisolatedAndSendable() async {
        let trail = Trail()
        trail.add(Point(x: 3, y: 4))
        let points = trail.points
        let rect = Rect(x: 0, y: 0, width: 1, height: 1)
        let color = Color.red
        let transform = AffineTransform.identity
        // Sent to a detached task: compiles only because these types are Sendable.
        let result = await Task.detached {
            (Self.farthest(points, from: .zero), rect.insetBy(dx: 0.25, dy: 0.25), color.alpha, transform.isIdentity)
        }.value
        #expect(result.0 == 5)
        #expect(result.1 == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(result.2 == 1 && result.3)
    }

    /// A view that draws as ported UIKit code does.
    final class PortedDrawingView: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsGetCurrentContext() else { return }
            Color.red.setFill()
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            Color.blue.setStroke()
            context.setLineWidth(4)
            context.move(to: Point(x: 20, y: 0))
            context.addLine(to: Point(x: 20, y: 20))
            context.strokePath()
        }
    }

    @Test("GraphicsGetCurrentContext, Color.setFill and setStroke act on the view's context")
    func currentContextDrawing() throws {
        #expect(GraphicsGetCurrentContext() == nil, "no context outside draw(_:)")
        Color.green.setFill()  // Outside drawing: does nothing, does not crash.
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        window.backgroundColor = .white
        window.addSubview(PortedDrawingView(frame: Rect(x: 0, y: 0, width: 30, height: 30)))
        let image = try window.snapshot()
        #expect(image.color(x: 5, y: 5) == .red)
        let stroke = image.color(x: 20, y: 10)
        #expect(stroke.blue > 0.98 && stroke.red < 0.02)
        #expect(image.color(x: 25, y: 25) == .white)
    }
}
