import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import Sketchbook
@testable import TouchKitWayland

/// The Sketchbook example's canvas, fed a pen through the mock compositor and the real
/// backend (SPEC P40-P46): strokes follow pressure and tilt, the eraser erases.
@MainActor
@Suite("Sketchbook: pen strokes replayed through the mock compositor", .serialized)
struct SketchbookMockCompositorTests {
    /// The canvas filling a 400x300 window on the mock compositor.
    private static func scene() throws -> (MockScene, SketchView) {
        let sketch = SketchView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let scene = try MockScene(size: Size(width: 400, height: 300)) { $0.addSubview(sketch) }
        return (scene, sketch)
    }

    @Test("P40, P41, P42, P44: a pen stroke draws one stroke whose width follows pressure; the eraser erases it")
    func penDrawsAndEraserErases() throws {
        let (scene, sketch) = try Self.scene()
        defer { scene.close() }
        let compositor = scene.compositor
        let pen = compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt])
        let eraser = compositor.addTabletTool(.eraser, capabilities: [.pressure])
        try scene.settle()

        compositor.penStroke(pen, through: [(50, 50, 0.1), (100, 50, 0.5), (150, 50, 1)], tilt: (0, 0))
        try scene.settle()
        #expect(sketch.strokes.count == 1)
        let widths = sketch.strokes.first?.samples.map(\.width) ?? []
        #expect(widths.count == 3 && widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
        #expect(sketch.strokes.first?.samples.allSatisfy { $0.shade == 0 } == true, "upright: black")

        compositor.penStroke(pen, through: [(50, 150, 0.5), (150, 150, 0.5)], tilt: (60, 0), time: 2000)
        try scene.settle()
        #expect(sketch.strokes.count == 2)
        #expect((sketch.strokes.last?.samples.first?.shade ?? 0) > 0.3, "a tilted pen shades lighter")

        compositor.penStroke(eraser, through: [(100, 52, 0.5)], time: 3000)
        try scene.settle()
        #expect(sketch.strokes.count == 1, "the eraser took the first stroke")
        #expect(scene.app.activeTouchCount == 0)
    }

    @Test("P71: a pen hovering with its distance shows Sketchbook's preview; touching hides it, lifting shows it again")
    func p71HoverPreview() throws {
        let (scene, sketch) = try Self.scene()
        defer { scene.close() }
        let compositor = scene.compositor
        let pen = compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt, .distance])
        try scene.settle()

        compositor.proximityIn(pen)
        compositor.toolMotion(pen, x: 120, y: 80)
        compositor.toolDistance(pen, 32768)
        compositor.toolFrame(pen, time: 100)
        try scene.settle()
        let preview = try #require(sketch.hoverPreview)
        #expect(preview.point == Point(x: 120, y: 80))
        #expect(abs(preview.height - 0.5) < 0.001)

        compositor.toolButton(pen, code: 0x14b, pressed: true)  // survived on the way (P72)
        compositor.toolDown(pen)
        compositor.toolDistance(pen, 0)
        compositor.toolPressure(pen, 30000)
        compositor.toolFrame(pen, time: 116)
        try scene.settle()
        #expect(sketch.hoverPreview == nil, "a pen touching draws and shows no preview")
        compositor.toolMotion(pen, x: 160, y: 80)
        compositor.toolFrame(pen, time: 132)
        compositor.toolUp(pen)
        compositor.toolFrame(pen, time: 148)
        try scene.settle()
        #expect(sketch.strokes.count == 1)
        #expect(sketch.hoverPreview != nil, "lifted and still near: the preview again")
        compositor.proximityOut(pen)
        compositor.toolFrame(pen, time: 164)
        try scene.settle()
        #expect(sketch.hoverPreview == nil)
        #expect(scene.app.activeTouchCount == 0)
    }
}
