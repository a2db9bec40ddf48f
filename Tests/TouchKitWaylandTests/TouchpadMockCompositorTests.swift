import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Touchpad gestures through the real Wayland backend, from TouchKitTesting's
/// ``MockCompositor`` (zwp_pointer_gestures_v1, which no headless compositor injects):
/// SPEC P48-P53 end to end.
@MainActor
@Suite("Touchpad gestures through the mock compositor and the real backend (SPEC P48-P53)", .serialized)
struct TouchpadMockCompositorTests {

    @Test("P48, P53: a touchpad pinch from the mock compositor drives a pinch recognizer about the pointer")
    func p48PinchThroughTheBackend() throws {
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        var steps: [(GestureRecognizer.State, Double, Point)] = []
        let pinch = PinchGestureRecognizer { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            steps.append((pinch.state, pinch.scale, pinch.location(in: view)))
        }
        let scene = try MockScene(seat: 1) {  // a pointer
            $0.addSubview(view)
            view.addGestureRecognizer(pinch)
        }
        defer { scene.close() }
        let compositor = scene.compositor
        let requests = compositor.received.map(\.description)
        #expect(requests.contains("zwp_pointer_gestures_v1.get_pinch_gesture"))
        #expect(requests.contains("zwp_pointer_gestures_v1.get_hold_gesture"))

        // An end with nothing begun is survived (P53).
        compositor.touchpadEnd(.pinch, time: 5)
        compositor.pointerEnter(x: 150, y: 130)
        compositor.touchpadBegin(.pinch, fingers: 2, time: 10)
        compositor.touchpadPinchUpdate(scale: 1.5, time: 20)
        compositor.touchpadPinchUpdate(scale: 2, rotation: 10, time: 30)
        compositor.touchpadEnd(.pinch, time: 40)
        try scene.settle()
        #expect(steps.map { $0.0 } == [.began, .changed, .changed, .ended], "\(steps.map { $0.0 })")
        #expect(steps.last.map { abs($0.1 - 2) < 0.01 } == true, "\(steps.map { $0.1 })")
        #expect(steps.allSatisfy { $0.2 == Point(x: 50, y: 30) }, "\(steps.map { $0.2 })")
        #expect(pinch.state == .possible)
    }
}
