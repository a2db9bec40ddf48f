import Testing
import TouchKit
import TouchKitTestHost

/// A pen near the surface hovers (SPEC P71), and its buttons reach the event (P72).
@MainActor
@Suite("Pen hover and buttons (SPEC P71, P72)")
struct PenHoverTests {
    @MainActor
    final class Log {
        var entries: [(state: GestureRecognizer.State, at: Point, z: Double, altitude: Double)] = []
        var states: [GestureRecognizer.State] { entries.map(\.state) }
    }

    /// A card at (100, 100, 100, 100) with a hover recognizer noting states, locations in
    /// the card, heights and altitudes.
    private func scene() -> (WindowTestHost, View, HoverGestureRecognizer, Log) {
        let host = WindowTestHost()
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(card)
        let log = Log()
        let hover = HoverGestureRecognizer { r in
            let h = r as! HoverGestureRecognizer
            log.entries.append((h.state, h.location(in: card), h.zOffset, h.altitudeAngle))
        }
        card.addGestureRecognizer(hover)
        host.addPencil()
        return (host, card, hover, log)
    }

    @Test("P71: a hovering pen drives the hover recognizer with its height and tilt; touching down ends it")
    func p71PenHovers() {
        let (host, card, hover, log) = scene()
        host.pencilHover(1, 50, 50, distance: 0.5)
        #expect(log.entries.isEmpty, "outside the card")
        host.pencilHover(1, 120, 130, distance: 0.5, tilt: (45, 0))
        #expect(log.states == [.began])
        #expect(log.entries.last?.at == Point(x: 20, y: 30))
        #expect(abs((log.entries.last?.z ?? 0) - 0.5) < 0.001)
        #expect(abs((log.entries.last?.altitude ?? 0) - Double.pi / 4) < 0.001)
        #expect(abs(hover.azimuthAngle(in: card)) < 0.001, "the cap points along +x")
        host.pencilHover(1, 120, 130, distance: 0.25)
        #expect(log.states == [.began, .changed], "a change of height alone is a change")
        #expect(abs((log.entries.last?.z ?? 0) - 0.25) < 0.001)
        host.pencilDown(1, 125, 130)
        #expect(log.states == [.began, .changed, .ended], "touching is a touch, not a hover")
        host.pencilUp(1)
        #expect(log.states.last == .began, "lifting hovers again")
        host.pencilLeave(1)
        #expect(log.states.last == .ended)
        #expect(hover.state == .possible)
        #expect(host.application.activeTouchCount == 0)
    }

    @Test("P71: the pointer and the pen hover apart; a pen without distance is at zOffset 0, the pointer too")
    func p71PenAndPointerApart() {
        let (host, _, _, log) = scene()
        host.hover(150, 150)
        #expect(log.states == [.began])
        #expect(log.entries.last?.z == 0)
        #expect(log.entries.last?.altitude == Double.pi / 2)
        host.pencilHover(1, 160, 160)
        // The pen's hover does not end the pointer's; the same recognizer follows the latest.
        host.pencilLeave(1)
        host.hover(170, 170)
        #expect(log.states.contains(.changed))
        #expect(log.entries.last?.at == Point(x: 70, y: 70))
        host.pointerLeave()
        #expect(log.states.last == .ended)
    }

    @Test("P71: removing a hovering tool ends its hover")
    func p71RemovedToolEndsHover() {
        let (host, _, _, log) = scene()
        host.pencilHover(1, 150, 150, distance: 0.9)
        #expect(log.states == [.began])
        host.application.handle(host.builder.pencilToolRemoved(1))
        if let end = host.builder.pencilHover(1) { host.application.handleHover(end) }
        #expect(log.states == [.began, .ended])
    }

    /// A view noting the event's button mask at each touch call.
    final class MaskView: View {
        var masks: [(TouchPhase, Event.ButtonMask)] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            masks.append((.began, event?.buttonMask ?? []))
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            masks.append((.moved, event?.buttonMask ?? []))
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            masks.append((.ended, event?.buttonMask ?? []))
        }
    }

    @Test("P72: the pen's barrel buttons are in the event's button mask for its stroke, which still draws")
    func p72PenButtons() {
        let host = WindowTestHost()
        let view = MaskView(frame: host.window.bounds)
        host.window.addSubview(view)
        var panned = 0
        let pan = PanGestureRecognizer { r in if r.state == .began { panned += 1 } }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        host.addPencil()
        host.pencilHover(1, 20, 20)
        host.pencilButton(1, code: 0x14b, pressed: true)
        host.pencilDown(1, 20, 20)
        host.pencilMove(1, 60, 20)
        host.pencilButton(1, code: 0x14c, pressed: true)
        host.pencilMove(1, 90, 20)
        host.pencilUp(1)
        let masks = view.masks.map(\.1)
        #expect(masks.first == .secondary)
        #expect(masks.last == [.secondary, .button(3)])
        #expect(panned == 1, "buttonMaskRequired concerns only the pointer (P9)")
        host.pencilButton(1, code: 0x14b, pressed: false)
        host.pencilButton(1, code: 0x14c, pressed: false)
        host.pencilButton(1, code: 0x999, pressed: true)  // unknown: ignored
        view.masks.removeAll()
        host.pencilStroke(1, through: [Point(x: 10, y: 10), Point(x: 40, y: 10)])
        #expect(view.masks.allSatisfy { $0.1.isEmpty }, "\(view.masks)")
    }
}
