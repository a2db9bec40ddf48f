import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchInspector
@testable import TouchKitWayland

/// TouchInspector shows every device, fed through the mock compositor and the real
/// backend: a hovering pen with its height, a pen stroke's pressure and tilt on its
/// card, and a touchpad pinch (SPEC P41, P42, P48, P71).
@MainActor
@Suite("TouchInspector's devices through the mock compositor", .serialized)
struct TouchInspectorDevicesMockTests {

    @Test("P71, P41, P48: the inspector shows a hovering pen's height, a pen's force and tilt, a touchpad pinch")
    func p71InspectorShowsEveryDevice() throws {
        let inspector = InspectorView(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        let scene = try MockScene(size: Size(width: 1024, height: 640), seat: 1) {  // a pointer
            $0.addSubview(inspector)
        }
        defer { scene.close() }
        let compositor = scene.compositor
        var penLines: [String] = []
        scene.app.touchDeliveryObserver = { _, _, touches in
            for touch in touches where touch.type == .pencil { penLines.append(TouchCard.shape(of: touch)) }
        }
        let pen = compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt, .distance])
        try scene.settle()

        compositor.proximityIn(pen)
        compositor.toolMotion(pen, x: 300, y: 200)
        compositor.toolDistance(pen, 16384)
        compositor.toolFrame(pen, time: 10)
        try scene.settle()
        #expect(inspector.deviceStatus.hasPrefix("pen hover (300, 200)  z 0.25"), "\(inspector.deviceStatus)")

        compositor.penStroke(pen, through: [(300, 200, 0.25), (340, 200, 0.5)], tilt: (45, 0), time: 100)
        try scene.settle()
        #expect(penLines.contains { $0.hasPrefix("force 1.00  alt 45°") }, "\(penLines)")

        compositor.pointerEnter(x: 500, y: 300)
        compositor.touchpadBegin(.pinch, fingers: 2, time: 200)
        compositor.touchpadPinchUpdate(scale: 1.5, time: 216)
        try scene.settle()
        #expect(inspector.deviceStatus.hasPrefix("touchpad pinch"), "\(inspector.deviceStatus)")
        #expect(inspector.deviceStatus.hasSuffix("scale 1.50"), "\(inspector.deviceStatus)")
        compositor.touchpadEnd(.pinch, time: 232)
        try scene.settle()
        #expect(scene.app.activeTouchCount == 0)
    }
}
