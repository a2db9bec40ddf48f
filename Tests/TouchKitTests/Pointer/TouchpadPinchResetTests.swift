import Testing
import TouchKit
import TouchKitTestHost

/// A touchpad pinch's scale and rotation after an action resets them (SPEC P48, G26, G27).
@MainActor
@Suite("Touchpad pinch with resetting actions (SPEC P48)")
struct TouchpadPinchResetTests {
    @Test("P48: an action that resets scale and rotation each time gets each step's change; their product is the pinch")
    func p48ResetsGetTheChangeSinceTheReset() {
        let host = WindowTestHost()
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(card)
        var scale = 1.0
        var angle = 0.0
        let pinch = PinchGestureRecognizer { r in
            let pinch = r as! PinchGestureRecognizer
            scale *= pinch.scale
            pinch.scale = 1
        }
        let rotation = RotationGestureRecognizer { r in
            let rotation = r as! RotationGestureRecognizer
            angle += rotation.rotation
            rotation.rotation = 0
        }
        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let together = Together()
        pinch.delegate = together
        rotation.delegate = together
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(rotation)
        host.touchpadPinch(at: Point(x: 150, y: 150), to: 2, rotation: 30, steps: 8)
        #expect(abs(scale - 2) < 0.001, "\(scale)")
        #expect(abs(angle - Double.pi / 6) < 0.001, "\(angle)")

        // An action that never resets reads the total, as before.
        var totals: [Double] = []
        let plain = PinchGestureRecognizer { r in totals.append((r as! PinchGestureRecognizer).scale) }
        card.removeGestureRecognizer(pinch)
        card.removeGestureRecognizer(rotation)
        card.addGestureRecognizer(plain)
        host.touchpadPinch(at: Point(x: 150, y: 150), to: 1.5, steps: 5)
        #expect(totals.last.map { abs($0 - 1.5) < 0.001 } == true, "\(totals)")
        withExtendedLifetime(together) {}
    }
}
