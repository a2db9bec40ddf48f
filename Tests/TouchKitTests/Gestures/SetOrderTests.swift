import Testing
import TouchKit
import TouchKitTesting

/// Issue D5: which touch is "the first" never depends on a `Set`'s order: recognizers
/// pick by identifier, so the same input gives the same outcome every time (G29, G17).
@MainActor
@Suite("Set order is never observable (SPEC G17, G29)")
struct SetOrderTests {
    /// Two fingers land in one frame, `edge` at the left edge and `other` in the middle,
    /// and move right together; the edge pan's state after the move.
    private func edgePanOutcome(edge: Int32, other: Int32) -> GestureRecognizer.State {
        let h = TestHost(size: Size(width: 400, height: 400))
        var states: [GestureRecognizer.State] = []
        let pan = ScreenEdgePanGestureRecognizer { states.append($0.state) }
        pan.edges = .left
        h.window.addGestureRecognizer(pan)
        // Allocation history differs from run to run, and with it the sets' order.
        let padding = (0..<Int(edge + 3 * other) % 7).map { _ in View() }
        h.down(edge, 5, 200)
        h.down(other, 200, 200)
        h.step()
        h.move(edge, 60, 200)
        h.move(other, 255, 200)
        h.step()
        let outcome = states.first ?? pan.state
        h.up(edge)
        h.up(other)
        h.step()
        _ = padding
        return outcome
    }

    /// A finger and a pen with the same number land in one frame, one at the left edge;
    /// the edge pan's state after they move right together.
    private func sharedNumberOutcome(fingerAtEdge: Bool, padding count: Int) -> GestureRecognizer.State {
        let h = TestHost(size: Size(width: 400, height: 400))
        var states: [GestureRecognizer.State] = []
        let pan = ScreenEdgePanGestureRecognizer { states.append($0.state) }
        pan.edges = .left
        h.window.addGestureRecognizer(pan)
        let padding = (0..<count).map { _ in View() }
        let finger = TouchPoint.ID(1)
        let pen = TouchPoint.ID(1, type: .pencil)
        let id = h.window.windowID
        func frame(_ phase: TouchPhase, dx: Double, time: Double) -> TouchFrame {
            TouchFrame(
                timestamp: time,
                points: [
                    TouchPoint(
                        id: finger, window: id, phase: phase, location: Point(x: (fingerAtEdge ? 5 : 200) + dx, y: 200),
                        timestamp: time),
                    TouchPoint(
                        id: pen, window: id, phase: phase, location: Point(x: (fingerAtEdge ? 200 : 5) + dx, y: 200),
                        timestamp: time),
                ])
        }
        h.application.handle(frame(.began, dx: 0, time: 1))
        h.application.handle(frame(.moved, dx: 55, time: 1.016))
        let outcome = states.first ?? pan.state
        h.application.handle(frame(.ended, dx: 55, time: 1.032))
        _ = padding
        return outcome
    }

    @Test("G17: a finger and a pen with one number: the finger is the first touch, whatever the set's order")
    func fingerBeforePenOfTheSameNumber() {
        var fingerAtEdge: [GestureRecognizer.State] = []
        var penAtEdge: [GestureRecognizer.State] = []
        for round in 0..<64 {
            fingerAtEdge.append(sharedNumberOutcome(fingerAtEdge: true, padding: round % 7))
            penAtEdge.append(sharedNumberOutcome(fingerAtEdge: false, padding: round % 5))
        }
        #expect(fingerAtEdge.allSatisfy { $0 == .began }, "\(fingerAtEdge)")
        #expect(penAtEdge.allSatisfy { $0 != .began }, "\(penAtEdge)")
    }

    @Test("G29, G17 (defect 5): the edge pan follows the touch with the lowest identifier, the same way every time")
    func edgePanPicksByIdentifier() {
        var lowAtEdge: [GestureRecognizer.State] = []
        var highAtEdge: [GestureRecognizer.State] = []
        for _ in 0..<64 {
            lowAtEdge.append(edgePanOutcome(edge: 0, other: 1))
            highAtEdge.append(edgePanOutcome(edge: 5, other: 2))
        }
        #expect(lowAtEdge.allSatisfy { $0 == .began }, "\(lowAtEdge)")
        #expect(highAtEdge.allSatisfy { $0 != .began }, "\(highAtEdge)")
    }
}
