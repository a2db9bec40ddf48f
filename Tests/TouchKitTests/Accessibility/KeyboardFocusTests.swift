import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// SPEC A7, A14-A16: keyboard focus in the in-process host.
@MainActor
@Suite("Keyboard focus (SPEC A7, A14-A16)")
struct KeyboardFocusTests {
    static func key(_ keysym: UInt32, code: UInt32, _ modifiers: KeyModifierFlags = []) -> Key {
        Key(keyCode: code, keysym: keysym, characters: "", charactersIgnoringModifiers: "", modifierFlags: modifiers)
    }
    static let tab = key(0xff09, code: 23)
    static let shiftTab = key(0xff09, code: 23, .shift)
    static let isoLeftTab = key(0xfe20, code: 23, .shift)
    static let space = key(0x20, code: 65)
    static let enter = key(0xff0d, code: 36)
    static let right = key(0xff53, code: 114)
    static let left = key(0xff51, code: 113)

    static func press(_ host: WindowTestHost, _ key: Key) {
        host.application.handleKey(key, phase: .began, timestamp: 1)
        host.application.handleKey(key, phase: .ended, timestamp: 1.05)
    }

    /// A window with, in reading order: a label, a switch, a slider, a disabled button
    /// and a button.
    static func form() -> (WindowTestHost, Switch, Slider, Button, Button) {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let label = Label(frame: Rect(x: 20, y: 10, width: 100, height: 20))
        label.text = "Settings"
        let toggle = Switch(frame: Rect(x: 20, y: 40, width: 51, height: 31))
        let slider = Slider(frame: Rect(x: 20, y: 90, width: 200, height: 40))
        let off = Button(frame: Rect(x: 20, y: 150, width: 100, height: 40), title: "Off")
        off.isEnabled = false
        let save = Button(frame: Rect(x: 20, y: 200, width: 100, height: 40), title: "Save")
        for view in [save, off, slider, toggle, label] { host.window.addSubview(view) }
        return (host, toggle, slider, off, save)
    }

    @Test("A14: Tab and Shift+Tab move through the enabled controls in reading order and wrap around")
    func tabOrder() {
        let (host, toggle, slider, _, save) = Self.form()
        var visited: [AccessibilityNode?] = []
        for _ in 0..<4 {
            Self.press(host, Self.tab)
            visited.append(host.window.focusedAccessibilityNode)
        }
        #expect(visited == [.view(toggle), .view(slider), .view(save), .view(toggle)])
        Self.press(host, Self.shiftTab)
        #expect(host.window.focusedAccessibilityNode == .view(save))
        Self.press(host, Self.isoLeftTab)
        #expect(host.window.focusedAccessibilityNode == .view(slider))
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.info[.view(slider)]?.states.contains(.focused) == true)
    }

    @Test("A14: focus leaves an element that is hidden; Tab focuses nothing where nothing is focusable")
    func focusLeavesHiddenElements() {
        let (host, toggle, _, _, _) = Self.form()
        Self.press(host, Self.tab)
        #expect(host.window.focusedAccessibilityNode == .view(toggle))
        toggle.isHidden = true
        Self.press(host, Self.space)
        #expect(host.window.focusedAccessibilityNode == nil && !toggle.isOn)
        let empty = WindowTestHost(size: Size(width: 100, height: 100))
        Self.press(empty, Self.tab)
        #expect(empty.window.focusedAccessibilityNode == nil)
    }

    @Test("A15: the focus ring surrounds the focused element, over the content, outside touches and the tree")
    func focusRing() throws {
        let (host, toggle, _, _, _) = Self.form()
        Self.press(host, Self.tab)
        let ring = try #require(host.window.subviews.last as? FocusRing)
        let pad = FocusRing.outset + FocusRing.lineWidth
        #expect(ring.frame == toggle.frame.insetBy(dx: -pad, dy: -pad))
        #expect(!ring.isUserInteractionEnabled)
        #expect(!AccessibilityTree(window: host.window).contains(.view(ring)))
        host.tap(0, 40, 55)
        #expect(toggle.isOn, "a tap through the ring reaches the switch")
    }

    @Test("A16: Space and Return activate the focused control through its target-action; arrows adjust a slider")
    func keysOnTheFocusedElement() {
        let (host, _, slider, _, save) = Self.form()
        let target = Responder()
        var saved = 0
        target.addActionHandler(for: "save") { _, _ in saved += 1 }
        save.addTarget(target, action: "save", for: .touchUpInside)
        host.window.focusAccessibilityNode(.view(save))
        Self.press(host, Self.space)
        Self.press(host, Self.enter)
        #expect(saved == 2)
        host.window.focusAccessibilityNode(.view(slider))
        slider.value = 0.5
        Self.press(host, Self.right)
        #expect(abs(slider.value - 0.6) < 1e-9)
        Self.press(host, Self.left)
        Self.press(host, Self.left)
        #expect(abs(slider.value - 0.4) < 1e-9)
    }

    @Test("A16: with a first responder the keys go to it, not to the focus system")
    func firstResponderKeepsItsKeys() {
        let (host, _, _, _, save) = Self.form()
        final class Field: View {
            var began: [UInt32] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
                began += presses.map(\.key.keysym)
            }
        }
        let field = Field(frame: Rect(x: 200, y: 200, width: 100, height: 30))
        host.window.addSubview(field)
        var saved = 0
        save.addAction(for: .touchUpInside) { _ in saved += 1 }
        host.window.focusAccessibilityNode(.view(save))
        #expect(field.becomeFirstResponder())
        Self.press(host, Self.tab)
        Self.press(host, Self.space)
        #expect(field.began == [0xff09, 0x20] && saved == 0)
        #expect(host.window.focusedAccessibilityNode == .view(save))
    }

    @Test("A7: .screenChanged moves keyboard focus to its argument, or to the first focusable element")
    func screenChanged() {
        let (host, toggle, slider, _, save) = Self.form()
        Self.press(host, Self.tab)
        Self.press(host, Self.tab)
        #expect(host.window.focusedAccessibilityNode == .view(slider))
        Accessibility.post(notification: .screenChanged, argument: save)
        #expect(host.window.focusedAccessibilityNode == .view(save))
        host.window.makeKeyAndVisible()
        Accessibility.post(notification: .screenChanged, argument: nil)
        #expect(host.window.focusedAccessibilityNode == .view(toggle))
        Accessibility.post(notification: .layoutChanged, argument: nil)
        #expect(
            host.window.focusedAccessibilityNode == .view(toggle), "a layout change keeps focus that is still exposed")
    }
}
