import DBus
import Graphics
import Testing
import TouchKit
import TouchKitAccessibility
import TouchKitTestHost

/// SPEC A10-A13: the AT-SPI bridge against at-spi2-core's bus launcher and registry on
/// a private session bus, read by a client as a screen reader reads it.
@MainActor
@Suite("AT-SPI bridge (SPEC A10-A13)", .serialized)
struct AccessibilityBridgeTests {
    static let root = "/org/a11y/atspi/accessible/root"
    static let accessible = "org.a11y.atspi.Accessible"

    /// A harness whose window holds a label, a switch, a slider and a button.
    static func form() throws -> (BridgeHarness, Label, Switch, Slider, Button) {
        let harness = try BridgeHarness()
        let label = Label(frame: Rect(x: 20, y: 10, width: 200, height: 20))
        label.text = "Ticket"
        let toggle = Switch(frame: Rect(x: 20, y: 40, width: 51, height: 31))
        toggle.accessibilityLabel = "Return journey"
        let slider = Slider(frame: Rect(x: 20, y: 90, width: 200, height: 40))
        slider.accessibilityLabel = "Passengers"
        slider.value = 0.5
        let button = Button(frame: Rect(x: 20, y: 150, width: 120, height: 44), title: "Buy")
        for view in [button, slider, toggle, label] { harness.host.window.addSubview(view) }
        return (harness, label, toggle, slider, button)
    }

    @Test("A10: the app registers with the registry: the desktop lists it, its root is an application with the window")
    func registration() throws {
        let (h, _, _, _, _) = try Self.form()
        defer { h.stop() }
        let desktop = try h.values(Self.root, Self.accessible, "GetChildren", destination: "org.a11y.atspi.Registry")
        let apps = (desktop.first?.arrayItems ?? []).compactMap { $0.structureFields?.first?.stringValue }
        #expect(apps.contains(h.bridge.busName), "the registry's desktop lists the app: \(apps)")
        #expect(try h.role(Self.root) == 75)
        #expect(try h.property(Self.root, "org.a11y.atspi.Application", "ToolkitName")?.stringValue == "TouchKit")
        let windows = try h.childPaths(Self.root)
        #expect(windows.count == 1)
        #expect(try h.role(windows[0]) == 23)
        #expect(try h.property(windows[0], Self.accessible, "Name")?.stringValue == "Kiosk")
        let parent = try h.property(windows[0], Self.accessible, "Parent")?.structureFields?.last?.stringValue
        #expect(parent == Self.root)
    }

    @Test("A10: with no session bus, or TOUCHKIT_ACCESSIBILITY=0, there is no bridge and the app runs on")
    func missingBus() {
        let application = WindowTestHost().application
        let missing = AccessibilityBridge.start(for: application) { name in
            name == "DBUS_SESSION_BUS_ADDRESS" ? "unix:path=/nonexistent/touchkit-no-bus" : nil
        }
        #expect(missing == nil)
        #expect(AccessibilityBridge.start(for: application) { _ in nil } == nil)
        let off = AccessibilityBridge.start(for: application) { name in name == "TOUCHKIT_ACCESSIBILITY" ? "0" : nil }
        #expect(off == nil)
        #expect(Accessibility.observer == nil)
    }

    @Test("A11: roles, names, states and values of every control, read over D-Bus")
    func controlsRead() throws {
        let (h, _, toggle, _, _) = try Self.form()
        defer { h.stop() }
        toggle.isOn = true
        let window = try #require(try h.childPaths(Self.root).first)
        let children = try h.childPaths(window)
        let names = try children.map { try h.property($0, Self.accessible, "Name")?.stringValue }
        #expect(names == ["Ticket", "Return journey", "Passengers", "Buy"], "reading order")
        let roles = try children.map { try h.role($0) }
        #expect(roles == [29, 62, 51, 43])
        #expect(try h.states(children[1]).isSuperset(of: [4, 8, 11, 24, 25, 30, 41]), "a switch that is on is checked")
        #expect(try h.states(children[0]).contains(11) == false, "a label takes no focus")
        #expect(try h.property(children[2], "org.a11y.atspi.Value", "CurrentValue") == .double(0.5))
        #expect(try h.property(children[2], "org.a11y.atspi.Value", "MaximumValue") == .double(1))
        #expect(
            try h.values(children[0], "org.a11y.atspi.Text", "GetText", [.int32(0), .int32(-1)]).first
                == .string("Ticket"))
        let extents = try h.values(children[3], "org.a11y.atspi.Component", "GetExtents", [.uint32(1)]).first
        #expect(extents == .structure([.int32(20), .int32(150), .int32(120), .int32(44)]))
        let interfaces = try h.values(children[2], Self.accessible, "GetInterfaces").first?.arrayItems ?? []
        #expect(interfaces.contains(.string("org.a11y.atspi.Value")))
        #expect(try h.values(children[1], Self.accessible, "GetIndexInParent").first == .int32(1))
    }

    @Test("A11: hidden views are absent; the tree follows views added and removed")
    func hiddenAndChangedTree() throws {
        let (h, label, _, _, button) = try Self.form()
        defer { h.stop() }
        let window = try #require(try h.childPaths(Self.root).first)
        label.isHidden = true
        #expect(try h.childPaths(window).count == 3)
        let extra = Button(frame: Rect(x: 200, y: 250, width: 80, height: 30), title: "Help")
        h.host.window.addSubview(extra)
        #expect(try h.find("Help") != nil)
        button.removeFromSuperview()
        #expect(try h.find("Buy") == nil)
        #expect(try h.childPaths(window).count == 3)
    }

    @Test("A11, A6: Action activates a Button (its target fires) and adjusts a Slider; Value sets it")
    func actions() throws {
        let (h, _, toggle, slider, button) = try Self.form()
        defer { h.stop() }
        let target = Responder()
        var bought = 0
        target.addActionHandler(for: "buy") { _, _ in bought += 1 }
        button.addTarget(target, action: "buy", for: .touchUpInside)
        let buy = try #require(try h.find("Buy"))
        #expect(try h.values(buy, "org.a11y.atspi.Action", "GetName", [.int32(0)]).first == .string("activate"))
        #expect(try h.values(buy, "org.a11y.atspi.Action", "DoAction", [.int32(0)]).first == .bool(true))
        #expect(bought == 1)
        let passengers = try #require(try h.find("Passengers"))
        #expect(try h.property(passengers, "org.a11y.atspi.Action", "NActions") == .int32(2))
        _ = try h.values(passengers, "org.a11y.atspi.Action", "DoAction", [.int32(0)])
        #expect(abs(slider.value - 0.6) < 1e-9)
        _ = try h.values(
            passengers, "org.freedesktop.DBus.Properties", "Set",
            [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(0.25))])
        #expect(slider.value == 0.25)
        let journey = try #require(try h.find("Return journey"))
        _ = try h.values(journey, "org.a11y.atspi.Action", "DoAction", [.int32(0)])
        #expect(toggle.isOn)
    }

    @Test("A11: calls on objects that are gone, unknown methods and bad indices get D-Bus errors")
    func errors() throws {
        let (h, _, _, _, button) = try Self.form()
        defer { h.stop() }
        let buy = try #require(try h.find("Buy"))
        button.removeFromSuperview()
        let gone = try h.ask(nil, buy, Self.accessible, "GetRole")
        #expect(gone.kind == .error && gone.errorName == "org.freedesktop.DBus.Error.UnknownObject")
        let never = try h.ask(nil, "/org/a11y/atspi/accessible/999999", Self.accessible, "GetRole")
        #expect(never.errorName == "org.freedesktop.DBus.Error.UnknownObject")
        let window = try #require(try h.childPaths(Self.root).first)
        let index = try h.ask(nil, window, Self.accessible, "GetChildAtIndex", [.int32(99)])
        #expect(index.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
        let method = try h.ask(nil, window, Self.accessible, "Explode")
        #expect(method.errorName == "org.freedesktop.DBus.Error.UnknownMethod")
        let value = try h.ask(
            nil, window, "org.freedesktop.DBus.Properties", "Set",
            [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(.nan))])
        #expect(value.kind == .error)
        #expect(try h.role(window) == 23, "the bridge still answers")
    }

    @Test("A12: no events and no observer without a listener; with one, focus, value and children changes arrive")
    func events() throws {
        let (h, _, _, slider, _) = try Self.form()
        defer { h.stop() }
        #expect(Accessibility.observer == nil && !Accessibility.isVoiceOverRunning)
        slider.value = 0.9
        h.host.window.moveAccessibilityFocus(forward: true)
        h.host.drag(from: Point(x: 40, y: 110), to: Point(x: 200, y: 110))  // touches move the slider
        h.host.tap(0, 80, 172)  // and press the button
        h.bridge.refresh()
        for _ in 0..<20 { h.turn() }
        #expect(h.bridge.sentEvents == 0 && h.signals.isEmpty)
        #expect(h.bridge.eventTreeReadings == 0, "no listener: the touches cost the bridge nothing")
        slider.value = 0.5
        try h.listen("object:")
        try h.listen("focus:")
        #expect(Accessibility.observer === h.bridge)
        let passengers = try #require(try h.find("Passengers"))
        h.host.window.focusAccessibilityNode(.view(slider))
        try h.pump(until: "a focus event") { !h.signals("Focus", from: passengers).isEmpty }
        #expect(h.signals("StateChanged", detail: "focused", from: passengers).last?.arguments[1] == .int32(1))
        slider.accessibilityIncrement()
        h.bridge.refresh()
        try h.pump(until: "a value event") {
            !h.signals("PropertyChange", detail: "accessible-value", from: passengers).isEmpty
        }
        let window = try #require(try h.childPaths(Self.root).first)
        h.host.window.addSubview(Button(frame: Rect(x: 0, y: 260, width: 50, height: 30), title: "New"))
        h.bridge.refresh()
        try h.pump(until: "a children-changed event") {
            !h.signals("ChildrenChanged", detail: "add", from: window).isEmpty
        }
        let sent = h.bridge.sentEvents
        h.bridge.refresh()
        #expect(h.bridge.sentEvents == sent, "nothing changed, nothing sent")
    }

    @Test("A13: a huge label, one with NUL and one from broken UTF-8 arrive safely")
    func unsafeStrings() throws {
        let (h, label, _, _, button) = try Self.form()
        defer { h.stop() }
        button.accessibilityLabel = String(repeating: "ß", count: 300_000)
        label.text = "Gate\u{0}7"
        let window = try #require(try h.childPaths(Self.root).first)
        let children = try h.childPaths(window)
        let huge = try h.property(children[3], Self.accessible, "Name")?.stringValue
        #expect(huge?.utf8.count == AccessibilityTree.maximumStringBytes)
        #expect(try h.property(children[0], Self.accessible, "Name")?.stringValue == "Gate7")
        label.text = String(decoding: [0x47, 0xC3, 0x28] as [UInt8], as: UTF8.self)
        #expect(try h.property(children[0], Self.accessible, "Name")?.stringValue == "G\u{FFFD}(")
    }
}
