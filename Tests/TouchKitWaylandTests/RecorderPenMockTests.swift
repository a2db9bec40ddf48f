import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// `TOUCHKIT_RECORD` writes a pen and a touchpad pinch from the mock compositor as pen
/// and touchpad lines that read back (SPEC P73).
@MainActor
@Suite("Recording the pen and the touchpad through the mock compositor (SPEC P73)", .serialized)
struct RecorderPenMockTests {

    @Test("P73: TOUCHKIT_RECORD writes a pen's hover, stroke and leave, its button and a touchpad pinch")
    func p73RecorderWritesPenAndTouchpad() throws {
        let path = NSTemporaryDirectory() + "touchkit-p73-\(UInt32.random(in: 0...UInt32.max)).touches"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scene = try MockScene(options: WaylandLaunchOptions(recordPath: path), seat: 1) {  // a pointer
            $0.addSubview(View(frame: $0.bounds))
        }
        defer { scene.close() }
        let compositor = scene.compositor
        let pen = compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt, .distance])
        try scene.settle()
        compositor.proximityIn(pen)
        compositor.toolMotion(pen, x: 40, y: 50)
        compositor.toolDistance(pen, 32768)
        compositor.toolFrame(pen, time: 100)
        compositor.toolButton(pen, code: 0x14b, pressed: true)
        compositor.toolFrame(pen, time: 108)
        try scene.settle()
        compositor.penStroke(pen, through: [(40, 50, 0.5), (80, 50, 1)], tilt: (30, 0), time: 200)
        compositor.pointerEnter(x: 160, y: 120)
        compositor.touchpadBegin(.pinch, fingers: 2, time: 300)
        compositor.touchpadPinchUpdate(scale: 1.5, rotation: 5, time: 316)
        compositor.touchpadEnd(.pinch, time: 332)
        try scene.settle()
        scene.backend.connection.recorder?.flush()

        let recording = try TouchRecording(contentsOf: path)
        let pens = recording.pointerEvents.compactMap { event -> TouchRecording.PenFrame? in
            if case .pen(let frame) = event.kind { return frame }
            return nil
        }
        #expect(pens.first?.phase == .hover && pens.first.map { abs($0.distance - 0.5) < 0.001 } == true, "\(pens)")
        #expect(pens.map(\.phase).contains(.down) && pens.map(\.phase).contains(.up), "\(pens.map(\.phase))")
        #expect(pens.last?.phase == .leave, "\(pens.map(\.phase))")
        #expect(pens.contains { $0.phase == .move && $0.pressure == 1 && $0.tiltX == 30 }, "\(pens)")
        #expect(
            recording.pointerEvents.contains { $0.kind == .penButton(tool: 0, code: 0x14b, pressed: true) }
                || recording.pointerEvents.contains {
                    if case .penButton(_, 0x14b, true) = $0.kind { return true }
                    return false
                })
        let steps = recording.pointerEvents.compactMap { event -> TouchRecording.TouchpadStep? in
            if case .touchpad(let step) = event.kind { return step }
            return nil
        }
        #expect(
            steps == [
                TouchRecording.TouchpadStep(kind: .pinch, phase: .begin(fingers: 2)),
                TouchRecording.TouchpadStep(kind: .pinch, phase: .update(dx: 0, dy: 0, scale: 1.5, rotation: 5)),
                TouchRecording.TouchpadStep(kind: .pinch, phase: .end(cancelled: false)),
            ], "\(steps)")
    }

    /// A view that keeps the phase of each pen touch call.
    final class PhaseView: View {
        var phases: [TouchPhase] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append(.began) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { phases.append(.moved) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append(.ended) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append(.cancelled) }
    }

    @Test("P73, F5: a pen touching and lifting within one frame is recorded down then up; the view hears began, ended")
    func p73DownAndUpInOneFrame() throws {
        let path = NSTemporaryDirectory() + "touchkit-p73-tap-\(UInt32.random(in: 0...UInt32.max)).touches"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let view = PhaseView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let scene = try MockScene(options: WaylandLaunchOptions(recordPath: path)) { $0.addSubview(view) }
        defer { scene.close() }
        let compositor = scene.compositor
        let pen = compositor.addTabletTool(.pen, capabilities: [.pressure])
        try scene.settle()
        compositor.proximityIn(pen)
        compositor.toolMotion(pen, x: 60, y: 70)
        compositor.toolFrame(pen, time: 100)
        compositor.toolDown(pen)
        compositor.toolPressure(pen, 30000)
        compositor.toolUp(pen)
        compositor.toolFrame(pen, time: 108)  // down and up in one frame
        compositor.toolMotion(pen, x: 61, y: 70)
        compositor.toolFrame(pen, time: 116)
        compositor.proximityOut(pen)
        compositor.toolFrame(pen, time: 124)
        try scene.settle()
        scene.backend.connection.recorder?.flush()

        #expect(view.phases == [.began, .ended], "\(view.phases)")
        let recording = try TouchRecording(contentsOf: path)
        let pens = recording.pointerEvents.compactMap { event -> (Double, TouchRecording.PenFrame)? in
            if case .pen(let frame) = event.kind { return (event.time, frame) }
            return nil
        }
        #expect(pens.map(\.1.phase) == [.hover, .down, .up, .hover, .leave], "\(pens.map(\.1.phase))")
        #expect(pens.count == 5 && pens[1].0 == pens[2].0, "the down and the up share the frame's time")
        #expect(pens.count == 5 && pens[1].1.x == 60 && pens[2].1.y == 70)
    }
}
