import Testing
import TouchKit

/// SPEC G25 with S9: the velocity a pan reports at the lift after the finger held still.
///
/// A compositor sends no motion while a finger rests, so the lift's timestamp is the
/// only news that the finger stopped: the estimator must count it.
@MainActor
@Suite("Pan release velocity after a still finger (SPEC G25, S9)")
struct PanReleaseVelocityTests {
    @Test("G25, S9: a finger that drags, rests with no motion events, then lifts reports no velocity at the lift")
    func g25StillFingerLiftsWithoutMotion() {
        let h = TestHost(size: Size(width: 600, height: 400))
        let v = h.add("v", Rect(x: 0, y: 0, width: 600, height: 400))
        let pan = PanGestureRecognizer()
        var endVelocity: Point?
        pan.addAction { r in if r.state == .ended { endVelocity = (r as! PanGestureRecognizer).velocity(in: nil) } }
        v.addGestureRecognizer(pan)
        h.down(0, 100, 100)
        h.frame(advance: 10)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 5, ms: 10, lift: false)
        // The finger rests 200 ms: no motion event, as on Wayland; then it lifts.
        h.time += 200
        h.up(0)
        h.frame()
        #expect(
            endVelocity == .zero,
            "the finger rested 200 ms before lifting: no fling, got \(String(describing: endVelocity))")
    }
}
