import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// The pen through the real Wayland backend, from TouchKitTesting's ``MockCompositor``
/// (tablet-v2, which no headless compositor injects): SPEC P40-P47 end to end.
@MainActor
@Suite("Pen through the mock compositor and the real backend (SPEC P40-P47)", .serialized)
struct PenMockCompositorTests {
    /// A view that keeps each pencil touch call with its force and altitude.
    final class PenView: View {
        var calls: [(phase: TouchPhase, type: TouchType, force: Double, altitude: Double, eraser: Bool, at: Point)] =
            []
        private func record(_ phase: TouchPhase, _ touches: Set<Touch>) {
            for touch in touches {
                calls.append(
                    (phase, touch.type, touch.force, touch.altitudeAngle, touch.isEraser, touch.location(in: self)))
            }
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(.began, touches) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(.moved, touches) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(.ended, touches) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record(.cancelled, touches) }
    }

    /// A mock compositor, the backend on it, and a shown, configured window with one pen view.
    static func scene() throws -> (MockScene, PenView) {
        let view = PenView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let scene = try MockScene { $0.addSubview(view) }
        return (scene, view)
    }

    @Test("P40, P41, P42: a pen stroke from the mock compositor reaches the view as one .pencil touch")
    func p40PenStroke() throws {
        let (scene, view) = try Self.scene()
        defer { scene.close() }
        #expect(scene.compositor.received.contains { $0.description == "zwp_tablet_manager_v2.get_tablet_seat" })
        let pen = scene.compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt])
        try scene.settle()
        scene.compositor.penStroke(
            pen, through: [(20, 30, 0.25), (60, 30, 0.5), (100, 40, 1)], tilt: (45, 0))
        try scene.settle()
        let calls = view.calls
        // The two moves arrive in one read, so they reach the view as one touchesMoved (T3).
        #expect(calls.map { $0.phase } == [.began, .moved, .ended], "\(calls.map { $0.phase })")
        #expect(calls.allSatisfy { $0.type == .pencil && !$0.eraser })
        #expect(calls.first?.at == Point(x: 20, y: 30))
        #expect(abs((calls.first?.force ?? 0) - 1) < 0.001)
        #expect(calls.dropLast().last?.force == 4)
        #expect(abs((calls.first?.altitude ?? 0) - Double.pi / 4) < 0.01)
        #expect(scene.app.activeTouchCount == 0)
    }

    @Test("P44, P45: the eraser end is a pencil touch marked isEraser; proximity out mid-stroke cancels")
    func p44EraserAndP45Cancel() throws {
        let (scene, view) = try Self.scene()
        defer { scene.close() }
        let eraser = scene.compositor.addTabletTool(.eraser, capabilities: [.pressure])
        try scene.settle()
        scene.compositor.proximityIn(eraser)
        scene.compositor.toolMotion(eraser, x: 50, y: 50)
        scene.compositor.toolDown(eraser)
        scene.compositor.toolPressure(eraser, 30000)
        scene.compositor.toolFrame(eraser, time: 100)
        scene.compositor.toolMotion(eraser, x: 70, y: 50)
        scene.compositor.toolFrame(eraser, time: 110)
        scene.compositor.proximityOut(eraser)
        scene.compositor.toolFrame(eraser, time: 120)
        try scene.settle()
        let calls = view.calls
        #expect(calls.map { $0.phase } == [.began, .moved, .cancelled], "\(calls.map { $0.phase })")
        #expect(calls.allSatisfy { $0.type == .pencil && $0.eraser })
        #expect(scene.app.activeTouchCount == 0)
    }

    @Test("P47: an unknown tool type, pressure above 65535, tilt past 90 and events after removal are survived")
    func p47BadInputThroughTheBackend() throws {
        let (scene, view) = try Self.scene()
        defer { scene.close() }
        let odd = scene.compositor.addTabletTool(rawType: 0x999, capabilities: [.pressure, .tilt])
        try scene.settle()
        scene.compositor.proximityIn(odd)
        scene.compositor.toolMotion(odd, x: 10, y: 10)
        scene.compositor.toolPressure(odd, 900_000)
        scene.compositor.toolTilt(odd, x: 400, y: -400)
        scene.compositor.toolDown(odd)
        scene.compositor.toolFrame(odd, time: 10)
        try scene.settle()
        scene.compositor.removeTool(odd)
        try scene.settle()
        scene.compositor.toolMotion(odd, x: 30, y: 10)
        scene.compositor.toolFrame(odd, time: 20)
        try scene.settle()
        let calls = view.calls
        #expect(calls.map { $0.phase } == [.began, .cancelled], "\(calls.map { $0.phase })")
        #expect(calls.first?.force == 4, "pressure clamped to the maximum")
        #expect(calls.first.map { $0.altitude < 0.01 } == true, "tilt clamped to lying flat")
        #expect(scene.compositor.received.contains { $0.description == "zwp_tablet_tool_v2.destroy" })
        let seat = try #require(scene.backend.connection.seats.values.first)
        #expect(seat.builder.faultCount >= 3)
        #expect(scene.app.activeTouchCount == 0)
    }
}
