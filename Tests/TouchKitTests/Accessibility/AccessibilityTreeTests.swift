import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// SPEC A1-A9, A13: the accessibility tree TouchKit reads from the views, with no bus.
@MainActor
@Suite("Accessibility tree (SPEC A1-A9, A13)")
struct AccessibilityTreeTests {
    /// A host with a button, a label, a slider and a switch laid out in two rows.
    static func form() -> (WindowTestHost, Button, Label, Slider, Switch) {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let label = Label(frame: Rect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Volume"
        let slider = Slider(frame: Rect(x: 20, y: 60, width: 200, height: 40))
        slider.value = 0.5
        let toggle = Switch(frame: Rect(x: 240, y: 20, width: 51, height: 31))
        let button = Button(frame: Rect(x: 20, y: 120, width: 120, height: 44), title: "Pay")
        for view in [button, toggle, slider, label] { host.window.addSubview(view) }
        return (host, button, label, slider, toggle)
    }

    @Test("A1: controls and labels are elements by default, plain views are not; an element's subviews are not exposed")
    func defaultsOfIsAccessibilityElement() {
        let (host, button, label, slider, toggle) = Self.form()
        #expect(button.isAccessibilityElement && label.isAccessibilityElement)
        #expect(slider.isAccessibilityElement && toggle.isAccessibilityElement)
        let plain = View(frame: Rect(x: 0, y: 200, width: 50, height: 50))
        #expect(!plain.isAccessibilityElement)
        let inner = Label(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inner.text = "inside a button"
        button.addSubview(inner)
        host.window.addSubview(plain)
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.contains(.view(button)) && tree.children(of: .view(button)).isEmpty)
        #expect(!tree.contains(.view(inner)), "an element is a leaf")
        #expect(!tree.contains(.view(plain)), "a view with no elements is not exposed")
    }

    @Test("A1: hidden views, views with alpha 0 and views inside accessibilityElementsHidden are not exposed")
    func hiddenViewsAreAbsent() {
        let (host, button, label, slider, toggle) = Self.form()
        button.isHidden = true
        label.alpha = 0
        let box = View(frame: Rect(x: 0, y: 200, width: 300, height: 100))
        box.addSubview(toggle)
        host.window.addSubview(box)
        box.accessibilityElementsHidden = true
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.nodes == [.view(slider)])
        box.accessibilityElementsHidden = false
        label.alpha = 0.5
        button.isHidden = false
        #expect(AccessibilityTree(window: host.window).nodes.count == 4)
    }

    @Test("A2: elements are in reading order, top to bottom then left to right, through plain containers")
    func readingOrder() {
        let (host, button, label, slider, toggle) = Self.form()
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.children(of: tree.root) == [.view(label), .view(toggle), .view(slider), .view(button)])
        // A plain container passes its elements through, sorted with their cousins.
        let row = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.window.addSubview(row)
        let early = Button(frame: Rect(x: 300, y: 5, width: 50, height: 10), title: "Help")
        row.addSubview(early)
        #expect(AccessibilityTree(window: host.window).nodes.first == .view(early))
    }

    @Test("A2: accessibilityElements fixes the children and their order; grouping and scroll views stay one node")
    func containers() {
        let (host, button, label, slider, toggle) = Self.form()
        let group = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.window.addSubview(group)
        for view in [button, label, slider, toggle] { group.addSubview(view) }
        group.accessibilityElements = [button, label]
        var tree = AccessibilityTree(window: host.window)
        #expect(tree.children(of: tree.root) == [.view(group)])
        #expect(tree.children(of: .view(group)) == [.view(button), .view(label)])
        #expect(tree.info[.view(group)]?.role == .panel)
        group.accessibilityElements = nil
        group.shouldGroupAccessibilityChildren = true
        tree = AccessibilityTree(window: host.window)
        #expect(tree.children(of: .view(group)).count == 4)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.window.addSubview(scroll)
        scroll.addSubview(button)
        tree = AccessibilityTree(window: host.window)
        #expect(tree.info[.view(scroll)]?.role == .scrollPane)
        #expect(tree.children(of: .view(scroll)) == [.view(button)])
    }

    @Test("A2: a modal view hides its siblings")
    func modalHidesSiblings() {
        let (host, _, _, _, _) = Self.form()
        let sheet = View(frame: Rect(x: 0, y: 150, width: 400, height: 150))
        let ok = Button(frame: Rect(x: 10, y: 10, width: 80, height: 40), title: "OK")
        sheet.addSubview(ok)
        host.window.addSubview(sheet)
        sheet.accessibilityViewIsModal = true
        #expect(AccessibilityTree(window: host.window).nodes == [.view(ok)])
    }

    @Test("A3: label, hint, value, identifier and a frame in window coordinates; set values win; subclasses override")
    func attributes() {
        let (host, button, _, _, _) = Self.form()
        let box = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        host.window.addSubview(box)
        box.addSubview(button)
        button.frame = Rect(x: 10, y: 20, width: 50, height: 30)
        button.accessibilityHint = "Charges the card"
        button.accessibilityIdentifier = "pay"
        #expect(button.accessibilityFrame == Rect(x: 110, y: 120, width: 50, height: 30))
        button.accessibilityLabel = "Pay now"
        let info = AccessibilityTree(window: host.window).info[.view(button)]
        #expect(info?.name == "Pay now" && info?.description == "Charges the card" && info?.identifier == "pay")
        #expect(info?.frame == Rect(x: 110, y: 120, width: 50, height: 30))
        final class Gauge: View {
            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
            override var accessibilityLabel: String? {
                get { "Fuel" }
                set {}
            }
            override var accessibilityValue: String? {
                get { "3/4" }
                set {}
            }
        }
        let gauge = Gauge(frame: Rect(x: 0, y: 250, width: 40, height: 40))
        host.window.addSubview(gauge)
        let gaugeInfo = AccessibilityTree(window: host.window).info[.view(gauge)]
        #expect(gaugeInfo?.name == "Fuel" && gaugeInfo?.value == "3/4" && gaugeInfo?.role == .label)
    }

    @Test("A4: a Button is a button named by its title, a Label static text, a Slider a percentage, a Switch on or off")
    func builtInDefaults() {
        let (_, button, label, slider, toggle) = Self.form()
        #expect(button.accessibilityLabel == "Pay" && button.accessibilityTraits == .button)
        #expect(label.accessibilityLabel == "Volume" && label.accessibilityTraits == .staticText)
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "50%")
        slider.value = 0.333
        #expect(slider.accessibilityValue == "33%")
        #expect(toggle.accessibilityTraits == .button && toggle.accessibilityValue == "off")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "on")
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    }

    @Test("A5: AccessibilityElements of a drawn view are its children, framed from the container's space")
    func drawnElements() {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let chart = View(frame: Rect(x: 50, y: 40, width: 200, height: 100))
        host.window.addSubview(chart)
        let bars = (0..<3).map { index -> AccessibilityElement in
            let bar = AccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = "Bar \(index + 1)"
            bar.accessibilityValue = "\(index * 10)"
            bar.accessibilityFrameInContainerSpace = Rect(x: Double(index) * 60, y: 0, width: 50, height: 100)
            return bar
        }
        chart.accessibilityElements = bars
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.children(of: .view(chart)) == bars.map { .element($0) })
        #expect(tree.info[.element(bars[1])]?.frame == Rect(x: 110, y: 40, width: 50, height: 100))
        #expect(tree.info[.element(bars[2])]?.name == "Bar 3" && tree.info[.element(bars[2])]?.role == .panel)
        #expect(tree.parents[.element(bars[0])] == .view(chart))
    }

    @Test("A6: activate fires a Button's target-action, toggles a Switch; increment moves a Slider a tenth")
    func actions() {
        let (_, button, _, slider, toggle) = Self.form()
        let target = Responder()
        var fired = 0
        target.addActionHandler(for: "pay") { _, _ in fired += 1 }
        button.addTarget(target, action: "pay", for: .touchUpInside)
        #expect(button.accessibilityActivate())
        #expect(fired == 1)
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        #expect(toggle.accessibilityActivate() && toggle.isOn && changes == 1)
        slider.addAction(for: .valueChanged) { _ in changes += 1 }
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 1e-9 && changes == 2)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.4) < 1e-9 && changes == 4)
        #expect(!View().accessibilityActivate())
        button.isEnabled = false
        #expect(!button.accessibilityActivate() && fired == 1, "a disabled button does nothing")
    }

    @Test("A6: custom actions follow the built-in ones and run their handlers")
    func customActions() {
        let (host, button, _, _, _) = Self.form()
        var ran: [String] = []
        button.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Split") { _ in
                ran.append("split")
                return true
            }
        ]
        let info = AccessibilityTree(window: host.window).info[.view(button)]
        #expect(info?.actions == ["activate", "Split"])
        #expect(
            AccessibilityNode.view(button).customActions.first?.actionHandler?(button.accessibilityCustomActions![0])
                == true)
        #expect(ran == ["split"])
    }

    @Test("A8: roles follow the traits")
    func roles() {
        let (host, button, label, slider, toggle) = Self.form()
        let link = View(frame: Rect(x: 0, y: 250, width: 30, height: 20))
        link.isAccessibilityElement = true
        link.accessibilityTraits = .link
        let heading = Label(frame: Rect(x: 50, y: 250, width: 30, height: 20))
        heading.text = "Title"
        heading.accessibilityTraits = .header
        let picture = View(frame: Rect(x: 100, y: 250, width: 30, height: 20))
        picture.isAccessibilityElement = true
        picture.accessibilityTraits = .image
        for view in [link, heading, picture] { host.window.addSubview(view) }
        let tree = AccessibilityTree(window: host.window)
        let roles = [button, label, slider, toggle, link, heading, picture].map { tree.info[.view($0)]?.role }
        #expect(roles == [.pushButton, .label, .slider, .toggleButton, .link, .heading, .image])
        #expect(tree.info[tree.root]?.role == .frame)
    }

    @Test("A9: states: sensitive unless not enabled, focusable controls, checked switches, selected, active window")
    func states() {
        let (host, button, label, slider, toggle) = Self.form()
        toggle.isOn = true
        button.isEnabled = false
        let tree = AccessibilityTree(window: host.window)
        let labelStates = tree.info[.view(label)]?.states ?? []
        #expect(labelStates == [.visible, .showing, .enabled, .sensitive])
        #expect(tree.info[.view(button)]?.states.contains(.sensitive) == false)
        #expect(tree.info[.view(button)]?.states.contains(.focusable) == false, "a disabled control takes no focus")
        #expect(tree.info[.view(toggle)]?.states.isSuperset(of: [.checkable, .checked, .focusable]) == true)
        #expect(tree.info[.view(slider)]?.states.contains(.horizontal) == true)
        #expect(tree.info[.view(slider)]?.numericValue?.current == 0.5)
        #expect(tree.info[tree.root]?.states.contains(.active) == true)
    }

    @Test("A13: strings lose NUL, keep repaired UTF-8 and are cut at 65536 bytes on a character boundary")
    func safeStrings() {
        #expect(AccessibilityTree.safe("a\u{0}b") == "ab")
        let broken = String(decoding: [0x41, 0xFF, 0xFE, 0x42] as [UInt8], as: UTF8.self)
        #expect(AccessibilityTree.safe(broken) == "A\u{FFFD}\u{FFFD}B")
        let huge = String(repeating: "é", count: 40_000)  // 80000 bytes
        let cut = AccessibilityTree.safe(huge)
        #expect(cut.utf8.count == 65536 && cut.allSatisfy { $0 == "é" })
        let (host, button, _, _, _) = Self.form()
        button.accessibilityLabel = String(repeating: "x", count: 1_000_000)
        #expect(AccessibilityTree(window: host.window).info[.view(button)]?.name.utf8.count == 65536)
    }
}
