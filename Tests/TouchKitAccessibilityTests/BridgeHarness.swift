import DBus
import Graphics
import Testing
import TouchKit
import TouchKitAccessibility
import TouchKitTestHost
import TouchKitTesting

/// An app in the in-process host exported by a bridge, and a client on the same
/// accessibility bus reading it as a screen reader would. Both run on the test's
/// thread: a call is sent, then the bridge and the client are pumped until the reply
/// (no wall-clock waits: a bounded number of turns).
@MainActor
final class BridgeHarness {
    let bus: PrivateAccessibilityBus
    let host: WindowTestHost
    let bridge: AccessibilityBridge
    let client: DBusClient
    /// Signals the client received from the bridge, in order.
    var signals: [DBusClient.Message] = []

    static let accessible = "org.a11y.atspi.Accessible"

    init(size: Size = Size(width: 400, height: 300)) throws {
        bus = try PrivateAccessibilityBus()
        host = WindowTestHost(size: size)
        host.window.title = "Kiosk"
        bridge = try AccessibilityBridge(
            application: host.application, accessibilityBusAddress: bus.accessibilityAddress)
        client = try DBusClient(address: bus.accessibilityAddress)
        try client.addMatch("type='signal',interface='org.a11y.atspi.Event.Object'")
        try client.addMatch("type='signal',interface='org.a11y.atspi.Event.Focus'")
        try pump(until: "the registry answered Embed") { self.bridge.isRegistered }
    }

    func stop() {
        bridge.close()
        client.close()
        bus.stop()
    }

    /// Turns the bridge and the client until `condition` holds (at most 2000 turns).
    func pump(until what: String, _ condition: () -> Bool) throws {
        for _ in 0..<2000 {
            if condition() { return }
            turn()
        }
        Issue.record("\(what) did not happen")
        throw CancellationError()
    }

    /// One turn: the bridge answers what arrived, the client reads.
    func turn() {
        bridge.handleMessages(timeout: 0.002)
        for message in client.takeMessages(timeout: 0.002) where message.kind == .signal {
            if message.sender == bridge.busName { signals.append(message) }
        }
    }

    /// Calls a method and returns the reply (or the error) message.
    func ask(
        _ destination: String? = nil, _ path: String, _ interface: String, _ method: String,
        _ arguments: [DBusValue] = []
    ) throws -> DBusClient.Message {
        let serial = try client.send(destination ?? bridge.busName, path, interface, method, arguments)
        for _ in 0..<2000 {
            bridge.handleMessages(timeout: 0.002)
            for message in client.takeMessages(timeout: 0.002) {
                if message.kind == .signal {
                    if message.sender == bridge.busName { signals.append(message) }
                } else if message.replySerial == serial {
                    return message
                }
            }
        }
        Issue.record("no reply to \(interface).\(method) on \(path)")
        throw CancellationError()
    }

    /// Calls a method and returns its reply's arguments, recording an error reply.
    func values(
        _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = [], destination: String? = nil
    ) throws -> [DBusValue] {
        let reply = try ask(destination, path, interface, method, arguments)
        #expect(reply.kind == .methodReturn, "\(interface).\(method) failed: \(reply.errorName) \(reply.arguments)")
        return reply.arguments
    }

    /// A property, unwrapped.
    func property(_ path: String, _ interface: String, _ name: String) throws -> DBusValue? {
        try values(path, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string(name)]).first?.unwrapped
    }

    /// The object paths of a node's children.
    func childPaths(_ path: String) throws -> [String] {
        let list = try values(path, Self.accessible, "GetChildren").first?.arrayItems ?? []
        return list.compactMap { $0.structureFields?.last?.stringValue }
    }

    /// The path of the first node below `path` (depth first) whose Name is `name`.
    func find(_ name: String, under path: String = "/org/a11y/atspi/accessible/root") throws -> String? {
        for child in try childPaths(path) {
            if try property(child, Self.accessible, "Name")?.stringValue == name { return child }
            if let found = try find(name, under: child) { return found }
        }
        return nil
    }

    /// The role number of a node.
    func role(_ path: String) throws -> Int? { try values(path, Self.accessible, "GetRole").first?.intValue }

    /// The AT-SPI state numbers a node has.
    func states(_ path: String) throws -> Set<Int> {
        let words = (try values(path, Self.accessible, "GetState").first?.arrayItems ?? []).compactMap(\.intValue)
        var states: Set<Int> = []
        for (index, word) in words.enumerated() {
            for bit in 0..<32 where word & (1 << bit) != 0 { states.insert(index * 32 + bit) }
        }
        return states
    }

    /// Registers the client as a listener of `event` with the registry, and waits until
    /// the bridge hears of it.
    func listen(_ event: String) throws {
        _ = try values(
            "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "RegisterEvent",
            [.string(event), .typedArray(element: "s", []), .string("")], destination: "org.a11y.atspi.Registry")
        try pump(until: "the bridge heard of the listener") { self.bridge.isAssistiveTechnologyListening }
    }

    /// The signals received named `member` with detail `detail` from `path` (any when nil).
    func signals(_ member: String, detail: String? = nil, from path: String? = nil) -> [DBusClient.Message] {
        signals.filter { message in
            message.member == member && (detail == nil || message.arguments.first?.stringValue == detail)
                && (path == nil || message.path == path)
        }
    }
}
