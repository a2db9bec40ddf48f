import DBus
import Dispatch
import TouchKit

/// The AT-SPI bridge (SPEC A10-A13): exports an application's accessibility tree on
/// the accessibility bus so that screen readers (Orca) and tools (Accerciser) read and
/// operate it, as GTK 4 and Qt do.
///
/// It answers calls from the main queue (the Wayland loop drains it between input
/// frames) and reads the tree only when asked. Events are sent only while a client has
/// registered a listener for them; until then the bridge is not
/// `Accessibility.observer` and the touch path does nothing for it (SPEC A12).
@MainActor
public final class AccessibilityBridge {
    /// The environment variable that turns the bridge off when `0` **(choice, SPEC A10)**.
    nonisolated public static let disableVariable = "TOUCHKIT_ACCESSIBILITY"
    /// How long the start may wait for the accessibility bus's address, in seconds.
    nonisolated public static let startTimeout = 1.0

    /// The application exported.
    public let application: Application
    let client: DBusClient
    var paths = ObjectPaths()
    /// The registry's desktop (the root's parent), from `Embed`'s reply.
    var desktop: (name: String, path: String) = ("", ATSPI.nullPath)
    /// The application id the registry set.
    var applicationID: Int32 = 0
    /// Listeners per bus name, from `GetRegisteredEvents` and the registry's signals.
    var listeners: [String: Set<String>] = [:]
    var embedSerial: UInt32?
    var eventsSerial: UInt32?
    /// The trees last read, per window, to compare (only while listening).
    var lastTrees: [ObjectIdentifier: AccessibilityTree] = [:]
    var refreshScheduled = false
    /// How many events were sent (for tests and the benchmark note).
    public internal(set) var sentEvents = 0
    /// How many times the bridge read a tree for events (not for calls): 0 while no
    /// client listens, whatever the app does (SPEC A12).
    public internal(set) var eventTreeReadings = 0
    private var source: (any DispatchSourceRead)?

    /// The application's name as exported (the root's `Name`): the program's name by
    /// default.
    public var applicationName: String =
        CommandLine.arguments.first.map {
            String($0.split(separator: "/").last ?? Substring($0))
        } ?? "TouchKit"

    /// Whether the registry answered `Embed`.
    public private(set) var isRegistered = false

    /// Connects to the accessibility bus at `address` and registers `application` with
    /// the registry (SPEC A10). Replies arrive through ``handleMessages(timeout:)``.
    ///
    /// - Throws: `DBusFailure` when the bus cannot be reached.
    public init(application: Application, accessibilityBusAddress address: String) throws(DBusFailure) {
        self.application = application
        client = try DBusClient(address: address)
        try client.addMatch("type='signal',interface='\(ATSPI.registry)',member='EventListenerRegistered'")
        try client.addMatch("type='signal',interface='\(ATSPI.registry)',member='EventListenerDeregistered'")
        embedSerial = try client.send(
            ATSPI.registryName, ATSPI.rootPath, ATSPI.socket, "Embed",
            [.structure([.string(client.uniqueName), .objectPath(ATSPI.rootPath)])])
        eventsSerial = try client.send(ATSPI.registryName, ATSPI.registryPath, ATSPI.registry, "GetRegisteredEvents")
    }

    /// The accessibility bus's address, asked of the session bus at `sessionBusAddress`
    /// (`org.a11y.Bus.GetAddress`, which starts at-spi-bus-launcher when needed), waiting
    /// at most `timeout` seconds.
    ///
    /// - Throws: `DBusFailure` when there is no session bus or no accessibility bus.
    nonisolated public static func accessibilityBusAddress(
        sessionBus sessionBusAddress: String, timeout: Double = startTimeout
    )
        throws(DBusFailure) -> String
    {
        let session = try DBusClient(address: sessionBusAddress)
        defer { session.close() }
        let reply = try session.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", timeout: timeout)
        guard let address = reply.first?.stringValue, !address.isEmpty else {
            throw DBusFailure(call: "org.a11y.Bus.GetAddress", message: "no address in the reply")
        }
        return address
    }

    /// Starts the bridge for `application` as the Wayland backend does: unless
    /// `TOUCHKIT_ACCESSIBILITY=0`, asks the session bus for the accessibility bus,
    /// connects and registers, and watches the connection on the main queue. Without a
    /// session bus it returns `nil` silently; when the session bus or the accessibility
    /// bus cannot be reached the app runs on with one log line and `nil` (SPEC A10).
    public static func start(for application: Application, environment: (String) -> String?) -> AccessibilityBridge? {
        if environment(disableVariable) == "0" { return nil }
        // No session bus at all (most headless sessions): nothing to reach, nothing to say.
        guard let session = environment("DBUS_SESSION_BUS_ADDRESS"), !session.isEmpty else { return nil }
        do {
            let address = try accessibilityBusAddress(sessionBus: session)
            let bridge = try AccessibilityBridge(application: application, accessibilityBusAddress: address)
            bridge.watch()
            return bridge
        } catch {
            Self.log("accessibility: the AT-SPI bus is not available (\(error)); running without it")
            return nil
        }
    }

    /// The connection's unique name on the accessibility bus.
    public var busName: String { client.uniqueName }

    /// Stops: no more calls are answered and the observer is removed.
    public func close() {
        source?.cancel()
        source = nil
        if Accessibility.observer === self { Accessibility.observer = nil }
        client.close()
    }

    /// Watches the connection on the main queue.
    private func watch() {
        guard let fd = client.fileDescriptor else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.handleMessages() }
        }
        source.resume()
        self.source = source
        handleMessages()
    }

    /// Answers the calls and reads the replies and signals that arrived, waiting up to
    /// `timeout` seconds for the first. A call that fails gets a D-Bus error; nothing
    /// it asks can crash the app (SPEC A11).
    public func handleMessages(timeout: Double = 0) {
        let messages = client.takeMessages(timeout: timeout)
        guard !messages.isEmpty else { return }
        var trees = TreeCache()
        for message in messages {
            switch message.kind {
            case .methodCall:
                answer(message, trees: &trees)
            case .methodReturn where message.replySerial == embedSerial:
                embedSerial = nil
                isRegistered = true
                if let fields = message.arguments.first?.structureFields, fields.count == 2 {
                    desktop = (fields[0].stringValue ?? "", fields[1].stringValue ?? ATSPI.nullPath)
                }
            case .error where message.replySerial == embedSerial:
                embedSerial = nil
                Self.log("accessibility: the AT-SPI registry refused the app (\(message.errorName))")
            case .methodReturn where message.replySerial == eventsSerial:
                eventsSerial = nil
                for entry in message.arguments.first?.arrayItems ?? [] {
                    guard let fields = entry.structureFields, fields.count == 2, let name = fields[0].stringValue,
                        let event = fields[1].stringValue
                    else { continue }
                    listeners[name, default: []].insert(event)
                }
                listenersDidChange()
            case .signal where message.interface == ATSPI.registry:
                guard message.arguments.count >= 2, let name = message.arguments[0].stringValue,
                    let event = message.arguments[1].stringValue
                else { continue }
                if message.member == "EventListenerRegistered" {
                    listeners[name, default: []].insert(event)
                } else if message.member == "EventListenerDeregistered" {
                    listeners[name]?.remove(event)
                    if listeners[name]?.isEmpty == true { listeners[name] = nil }
                }
                listenersDidChange()
            default:
                continue
            }
        }
    }

    /// The trees read while answering one batch of calls, one per window.
    struct TreeCache {
        private var trees: [ObjectIdentifier: AccessibilityTree] = [:]

        @MainActor
        mutating func tree(of window: Window) -> AccessibilityTree {
            if let tree = trees[ObjectIdentifier(window)] { return tree }
            let tree = AccessibilityTree(window: window)
            trees[ObjectIdentifier(window)] = tree
            return tree
        }

        mutating func forget() { trees.removeAll() }
    }
}

extension AccessibilityBridge {
    /// Logs one line about the bridge.
    nonisolated static func log(_ message: String) {
        TouchKitLog.logger.notice("\(message)")
    }
}
