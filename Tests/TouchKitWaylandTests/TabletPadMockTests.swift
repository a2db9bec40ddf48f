import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// A tablet pad's buttons, rings and strips through the real Wayland backend, from
/// TouchKitTesting's ``MockCompositor`` (tablet-v2, which no headless compositor
/// injects): SPEC P74, P75.
@MainActor
@Suite("Tablet pads through the mock compositor and the real backend (SPEC P74, P75)", .serialized)
struct TabletPadMockTests {
    /// A view that can be the first responder.
    final class FocusView: View {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// What the actions ran: their title, value and mode.
    @MainActor
    final class Log {
        var runs: [(title: String, value: Double?, mode: Int, finger: Bool)] = []
        func action(_ element: TabletPadElement, mode: Int? = nil, _ title: String) -> TabletPadAction {
            TabletPadAction(element, mode: mode, title: title) { [weak self] event in
                self?.runs.append((title, event.value, event.mode, event.isFinger))
            }
        }
    }

    @Test("P74, P75: pad buttons, rings and strips run the focused window's actions in the group's mode, with feedback")
    func p74PadActions() throws {
        let canvas = FocusView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let log = Log()
        let canvasPad = TabletPadInteraction(actions: [
            log.action(.button(0), "Brush"), log.action(.strip(0), "Brush size"),
        ])
        let scene = try MockScene { window in
            window.addSubview(canvas)
            window.addInteraction(
                TabletPadInteraction(actions: [
                    log.action(.button(0), "Undo"), log.action(.ring(0), mode: 0, "Zoom"),
                    log.action(.ring(0), mode: 1, "Rotate"),
                ]))
            canvas.addInteraction(canvasPad)
        }
        defer { scene.close() }
        let compositor = scene.compositor
        let pad = compositor.addTabletPad(buttons: 3, rings: 1, strips: 1, modes: 2)
        try scene.settle()

        // Before the pad enters a window nothing runs.
        compositor.padButton(pad, 0, pressed: true, time: 5)
        try scene.settle()
        #expect(log.runs.isEmpty)

        // Enter, and the mode_switch after it: the feedback of mode 0, from the window
        // (no first responder), with the switch's serial.
        compositor.padEnter(pad, mode: 0, time: 10)
        try scene.settle()
        let firstSwitch = Int64(compositor.latestSerial)
        var buttonFeedback = compositor.requests(named: "zwp_tablet_pad_v2.set_feedback")
        #expect(buttonFeedback.map(\.strings) == [["Undo"]] && buttonFeedback.map(\.integers) == [[0, firstSwitch]])
        var ringFeedback = compositor.requests(named: "zwp_tablet_pad_ring_v2.set_feedback")
        #expect(ringFeedback.map(\.strings) == [["Zoom"]] && ringFeedback.map(\.integers) == [[firstSwitch]])
        #expect(compositor.requests(named: "zwp_tablet_pad_strip_v2.set_feedback").isEmpty)

        // A press runs, a release does not; an unmapped button does nothing.
        compositor.padButton(pad, 0, pressed: true, time: 20)
        compositor.padButton(pad, 0, pressed: false, time: 30)
        compositor.padButton(pad, 1, pressed: true, time: 40)
        // The ring: each frame's angle, then its stop.
        compositor.padRing(pad, 0, angle: 90, time: 50)
        compositor.padRing(pad, 0, angle: 135.5, time: 60)
        compositor.padRing(pad, 0, angle: nil, time: 70)
        try scene.settle()
        #expect(log.runs.map(\.title) == ["Undo", "Zoom", "Zoom", "Zoom"], "\(log.runs)")
        #expect(log.runs.map(\.value) == [nil, 90, 135.5, nil], "\(log.runs)")
        #expect(log.runs.dropFirst().allSatisfy { $0.finger && $0.mode == 0 })

        // Mode 1: the ring rotates, and its feedback follows with the new serial.
        compositor.padModeSwitch(pad, mode: 1, time: 80)
        try scene.settle()
        let secondSwitch = Int64(compositor.latestSerial)
        ringFeedback = compositor.requests(named: "zwp_tablet_pad_ring_v2.set_feedback")
        #expect(ringFeedback.last?.strings == ["Rotate"] && ringFeedback.last?.integers == [secondSwitch])
        compositor.padRing(pad, 0, angle: 10, finger: false, time: 90)
        try scene.settle()
        #expect(log.runs.last.map { $0.title == "Rotate" && $0.value == 10 && $0.mode == 1 && !$0.finger } == true)

        // The canvas as first responder: its button 0 and strip win over the window's.
        #expect(canvas.becomeFirstResponder())
        compositor.padButton(pad, 0, pressed: true, time: 100)
        compositor.padStrip(pad, 0, position: 65535, time: 110)
        try scene.settle()
        #expect(log.runs.suffix(2).map(\.title) == ["Brush", "Brush size"], "\(log.runs)")
        #expect(log.runs.last?.value == 1)
        compositor.padModeSwitch(pad, mode: 1, time: 120)
        try scene.settle()
        buttonFeedback = compositor.requests(named: "zwp_tablet_pad_v2.set_feedback")
        #expect(buttonFeedback.last?.strings == ["Brush"], "\(buttonFeedback)")
        #expect(compositor.requests(named: "zwp_tablet_pad_strip_v2.set_feedback").last?.strings == ["Brush size"])

        // A disabled interaction is passed over: the window's Undo again.
        canvasPad.isEnabled = false
        compositor.padButton(pad, 0, pressed: true, time: 130)
        // After leave nothing runs.
        compositor.padLeave(pad)
        compositor.padButton(pad, 0, pressed: true, time: 140)
        try scene.settle()
        #expect(log.runs.last?.title == "Undo")
        #expect(log.runs.count == 8, "\(log.runs.map(\.title))")

        // Removed: the client destroys the pad and its parts.
        compositor.removePad(pad)
        try scene.settle()
        #expect(compositor.requests(named: "zwp_tablet_pad_v2.destroy").count == 1)
        #expect(compositor.requests(named: "zwp_tablet_pad_ring_v2.destroy").count == 1)
        #expect(compositor.requests(named: "zwp_tablet_pad_group_v2.destroy").count == 1)
    }
}
