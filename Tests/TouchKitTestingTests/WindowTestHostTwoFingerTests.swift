import Testing
import TouchKit
import TouchKitTesting

/// WindowTestHost's two-finger helpers drive the built-in pinch and rotation
/// recognizers (SPEC G26, G27) without a compositor.
@MainActor
@Suite("WindowTestHost: pinch and rotate")
struct WindowTestHostTwoFingerTests {
    @Test("G26: pinch spreads two fingers from 100 to 200 points: the pinch's scale ends at 2")
    func pinch() {
        let host = WindowTestHost()
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = []
        pinch.addAction { recognizer in scales.append((recognizer as! PinchGestureRecognizer).scale) }
        host.window.addGestureRecognizer(pinch)
        host.pinch(center: Point(x: 200, y: 150), from: 100, to: 200)
        #expect(pinch.state == .possible, "reset after it ended")
        #expect(abs((scales.last ?? 0) - 2) < 0.05, "\(scales)")
    }

    @Test("G27: rotate turns two fingers by a quarter turn: the rotation ends near pi/2")
    func rotate() {
        let host = WindowTestHost()
        let rotation = RotationGestureRecognizer()
        var angles: [Double] = []
        rotation.addAction { recognizer in angles.append((recognizer as! RotationGestureRecognizer).rotation) }
        host.window.addGestureRecognizer(rotation)
        host.rotate(center: Point(x: 200, y: 150), radius: 60, by: .pi / 2)
        #expect(abs((angles.last ?? 0) - .pi / 2) < 0.05, "\(angles)")
    }
}
