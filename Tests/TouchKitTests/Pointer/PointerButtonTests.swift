import Testing
import TouchKit
import TouchKitTesting

/// Notes the event's buttons at each touch call.
@MainActor
final class ButtonView: View {
    var calls: [(TouchPhase, Event.ButtonMask)] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        calls.append((.began, event?.buttonMask ?? []))
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        calls.append((.moved, event?.buttonMask ?? []))
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        calls.append((.ended, event?.buttonMask ?? []))
    }
}

/// Every pointer button makes the pointer's touch, with `Event.buttonMask`, and
/// recognizers require buttons (SPEC P8, P9).
@MainActor
@Suite("Pointer buttons (SPEC P8, P9)")
struct PointerButtonTests {
    @Test("P8: button masks are UIKit's: button(1) is primary, button(2) secondary")
    func masks() {
        #expect(Event.ButtonMask.button(1) == .primary)
        #expect(Event.ButtonMask.button(2) == .secondary)
        #expect(Event.ButtonMask.button(3).rawValue == 4)
        #expect(Event.ButtonMask.button(0).isEmpty && Event.ButtonMask.button(64).isEmpty)
    }

    @Test("P8: a secondary click is the pointer's touch, and event.buttonMask tells it, to the end")
    func secondaryClick() {
        let h = TestHost()
        let view = ButtonView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(view)
        h.click(.secondary, 50, 50)
        #expect(view.calls.map(\.0) == [.began, .ended])
        #expect(view.calls.allSatisfy { $0.1 == .secondary })
        view.calls = []
        h.click(.primary, 50, 50)
        #expect(view.calls.allSatisfy { $0.1 == .primary })
    }

    @Test("P8: buttons pressed during the touch join its mask; it ends when the last is up")
    func chord() {
        let h = TestHost()
        let view = ButtonView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(view)
        h.pointerDown(.primary, 50, 50)
        h.builder.pointerButton(.button(3), pressed: true, time: h.time)
        h.frame()
        h.pointerUp(.primary)
        #expect(view.calls.map(\.0) == [.began, .moved])
        h.pointerUp(.button(3))
        #expect(view.calls.map(\.0) == [.began, .moved, .ended])
        #expect(view.calls.last?.1 == [.primary, .button(3)])
        #expect(h.application.activeTouchCount == 0)
    }

    @Test("P8: a finger on the touchscreen has no buttons, and a secondary click presses no button control")
    func fingersAndControls() {
        let h = TestHost()
        let view = ButtonView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(view)
        h.tap(0, 50, 50)
        #expect(view.calls.allSatisfy { $0.1.isEmpty } && view.calls.count == 2)
        let button = Button(frame: Rect(x: 250, y: 0, width: 100, height: 40))
        var pressed = 0
        button.addAction(for: .touchUpInside) { _ in pressed += 1 }
        h.window.addSubview(button)
        h.click(.secondary, 300, 20)
        #expect(pressed == 0)
        h.click(.primary, 300, 20)
        #expect(pressed == 1)
    }

    @Test("P9: a tap requiring the secondary button fires on a right click only; the default tap on the primary only")
    func tapButtons() {
        let h = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(view)
        var secondary = 0
        var primary = 0
        let secondaryTap = TapGestureRecognizer { _ in secondary += 1 }
        secondaryTap.buttonMaskRequired = .secondary
        let primaryTap = TapGestureRecognizer { _ in primary += 1 }
        #expect(primaryTap.buttonMaskRequired == .primary)
        view.addGestureRecognizer(secondaryTap)
        view.addGestureRecognizer(primaryTap)
        h.click(.secondary, 50, 50)
        #expect(secondary == 1 && primary == 0)
        h.wait(1)
        h.click(.primary, 50, 50)
        #expect(secondary == 1 && primary == 1)
        h.wait(1)
        h.tap(0, 50, 50)  // a touchscreen finger: no buttons to require, one of the two fires
        #expect(primary + secondary == 3)
    }

    @Test("P9: long press and pan require the primary button by default")
    func longPressAndPan() {
        let h = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(view)
        var presses: [GestureRecognizer.State] = []
        var pans: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { r in presses.append(r.state) }
        let pan = PanGestureRecognizer { r in pans.append(r.state) }
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
        h.pointerDown(.secondary, 50, 50)
        h.wait(1)
        for x in stride(from: 60.0, through: 120, by: 20) { h.pointerMove(x, 50) }
        h.pointerUp(.secondary)
        #expect(presses.isEmpty && pans.isEmpty)
        press.buttonMaskRequired = .secondary
        h.pointerDown(.secondary, 50, 50)
        h.wait(1)
        h.pointerUp(.secondary)
        #expect(presses == [.began, .ended])
        pan.buttonMaskRequired = .secondary
        h.pointerDown(.secondary, 50, 50)
        for x in stride(from: 60.0, through: 120, by: 20) { h.pointerMove(x, 50) }
        h.pointerUp(.secondary)
        #expect(pans.first == .began && pans.last == .ended)
    }
}
