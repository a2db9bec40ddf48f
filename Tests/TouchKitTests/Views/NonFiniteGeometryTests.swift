import Foundation
import Graphics
import Testing
import TouchKit

/// Non-finite geometry (NaN or infinity in a view's frame, center, bounds or transform)
/// never crashes and never costs the rest of the window: such a view is skipped in
/// damage, drawing and hit-testing, and logged once naming its type (SPEC F5, D2, H1).
@MainActor
@Suite("Non-finite geometry (SPEC D2, H1)", .serialized)
struct NonFiniteGeometryTests {
    /// The view given bad geometry; its type name is what the log line must name.
    final class OddGeometryView: View {}

    /// One way of making a view's geometry non-finite.
    enum Breakage: String, CaseIterable, Sendable {
        case frameOrigin, frameSize, center, boundsSize, boundsOrigin, transformNaN, transformInfinite

        @MainActor
        func apply(to view: View) {
            switch self {
            case .frameOrigin: view.frame.origin.x = .nan
            case .frameSize: view.frame.size.height = .infinity
            case .center: view.center = Point(x: .infinity, y: 10)
            case .boundsSize: view.bounds.size.width = .nan
            case .boundsOrigin: view.bounds.origin.y = -.infinity
            case .transformNaN: view.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            case .transformInfinite: view.transform = AffineTransform(scaleX: .infinity, y: .infinity)
            }
        }
    }

    /// A 200x200 window with a grid of 25 small good views and the odd view (with a
    /// subview) among them, over four of them (neither first nor last).
    @MainActor
    final class Scene {
        let app = Application(clock: ManualClock())
        let window: Window
        let good: [View]
        let odd = OddGeometryView(frame: Rect(x: 10, y: 10, width: 50, height: 50))

        init() {
            window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: app)
            window.backgroundColor = .white
            var views: [View] = []
            for row in 0..<5 {
                for column in 0..<5 {
                    let v = View(
                        frame: Rect(x: Double(column) * 40 + 5, y: Double(row) * 40 + 5, width: 30, height: 30))
                    v.backgroundColor = .blue
                    views.append(v)
                }
            }
            good = views
            for v in views.prefix(12) { window.addSubview(v) }
            window.addSubview(odd)
            odd.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            for v in views.dropFirst(12) { window.addSubview(v) }
            _ = window.takeDamage()
        }
    }

    @Test(
        "D2: the rest of the damage is kept, finite, and the odd view's is skipped (3 areas, and 25 that merge)",
        arguments: Breakage.allCases, [3, 25])
    func damageKeepsTheRest(_ breakage: Breakage, goodCount: Int) {
        let scene = Scene()
        breakage.apply(to: scene.odd)
        scene.odd.setNeedsDisplay()
        scene.odd.subviews[0].setNeedsDisplay()
        let good = scene.good.prefix(goodCount)
        for v in good { v.setNeedsDisplay() }
        let damage = scene.window.takeDamage()
        #expect(!damage.isEmpty)
        for rect in damage {
            #expect(rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite, "\(rect)")
        }
        for v in good {
            #expect(damage.contains { $0.contains(v.frame) }, "\(v.frame) lost from \(damage)")
        }
    }

    @Test("H1: hit-testing skips the odd view and finds the views beside and under it", arguments: Breakage.allCases)
    func hitTestingSkipsIt(_ breakage: Breakage) {
        let scene = Scene()
        breakage.apply(to: scene.odd)
        for v in scene.good {
            let centre = Point(x: v.frame.midX, y: v.frame.midY)
            #expect(scene.window.hitTest(centre, with: nil) === v, "\(breakage) at \(centre)")
        }
        #expect(scene.window.hitTest(Point(x: 37, y: 37), with: nil) === scene.window)
    }

    @Test(
        "D2: drawing skips the odd view, draws everything else, and logs once naming its type",
        arguments: Breakage.allCases)
    func drawingSkipsIt(_ breakage: Breakage) throws {
        let scene = Scene()
        breakage.apply(to: scene.odd)
        scene.odd.backgroundColor = .red
        let image = try scene.window.snapshot()
        for v in scene.good {
            let pixel = image.pixel(x: Int(v.frame.midX), y: Int(v.frame.midY))
            #expect(pixel & 0x00FF_FFFF == 0x0000_00FF, "\(breakage): \(String(pixel, radix: 16)) at \(v.frame)")
        }
        _ = try scene.window.snapshot()
        let lines = TouchKitLog.onceMessages(containing: "OddGeometryView")
        #expect(lines.count == 1, "\(lines)")
    }

    @Test("F5: a touch that moves to a non-finite place is traced with null, and the trace stays JSON")
    func traceWritesNull() throws {
        let path = NSTemporaryDirectory() + "touchkit-nan-trace-\(getpid()).jsonl"
        try? FileManager.default.removeItem(atPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scene = Scene()
        scene.app.trace = TouchTrace(path: path)
        var seat = TouchFrameBuilder()
        seat.down(id: 0, window: scene.window.windowID, location: Point(x: 20, y: 20), time: 1)
        scene.app.handle(seat.frame())
        seat.motion(id: 0, location: Point(x: .nan, y: .infinity), time: 2)
        scene.app.handle(seat.frame())
        seat.up(id: 0, time: 3)
        scene.app.handle(seat.frame())
        scene.app.trace = nil
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
        let moves = lines.filter { $0.contains("touchesMoved") }
        #expect(!moves.isEmpty)
        #expect(moves.allSatisfy { $0.contains("\"x\":null,\"y\":null") }, "\(moves)")
    }
}
