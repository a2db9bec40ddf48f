import DBus
import Dispatch
import TouchKit

/// Follows the desktop's colour scheme through the freedesktop Settings portal
/// (SPEC M3): reads `org.freedesktop.appearance` `color-scheme` at start and sets the
/// application's ``Application/userInterfaceStyle``, then follows the portal's
/// `SettingChanged` signal for as long as the app runs.
///
/// The session bus's socket is watched on the main dispatch queue, which the Wayland
/// event loop drains, so a change of scheme redraws the windows at the next frame with
/// no thread of its own. Without a session bus or a portal the application stays light
/// (a missing portal is not an error: most headless sessions have none).
@MainActor
final class AppearancePortal {
    nonisolated static let service = "org.freedesktop.portal.Desktop"
    nonisolated static let path = "/org/freedesktop/portal/desktop"
    nonisolated static let interface = "org.freedesktop.portal.Settings"
    nonisolated static let namespace = "org.freedesktop.appearance"
    nonisolated static let key = "color-scheme"
    /// How long the first read may block the start of the app, in seconds: a portal
    /// that answers later still applies its answer when it comes **(choice)**.
    static let startTimeout = 0.5

    private let client: DBusClient
    private let application: Application
    private var source: (any DispatchSourceRead)?
    /// The serial of the `Read` sent when `ReadOne` is unknown (portal version 1).
    private var fallbackSerial: UInt32?

    /// The style a `color-scheme` value asks for: 1 is dark, 2 light, 0 (no
    /// preference) light, as GTK and Qt read it; `nil` for anything else.
    static func style(colorScheme value: DBusValue) -> UserInterfaceStyle? {
        switch value.unwrapped.intValue {
        case 1: .dark
        case 0, 2: .light
        default: nil
        }
    }

    /// Connects to the bus at `address`, reads the scheme into `application` and starts
    /// following it; `nil` when the bus cannot be reached.
    init?(address: String, application: Application) {
        guard let client = try? DBusClient(address: address) else { return nil }
        self.client = client
        self.application = application
        let rule =
            "type='signal',interface='\(Self.interface)',member='SettingChanged',arg0='\(Self.namespace)',arg1='\(Self.key)'"
        try? client.addMatch(rule)
        readAtStart()
        watch()
    }

    /// The first read, blocking for at most ``startTimeout``: `ReadOne`, or `Read` on a
    /// portal that has no `ReadOne` yet.
    private func readAtStart() {
        do {
            let reply = try client.call(
                Self.service, Self.path, Self.interface, "ReadOne", [.string(Self.namespace), .string(Self.key)],
                timeout: Self.startTimeout)
            apply(reply.first)
        } catch {
            if error.message.contains("UnknownMethod") {
                fallbackSerial = try? client.send(
                    Self.service, Self.path, Self.interface, "Read", [.string(Self.namespace), .string(Self.key)])
            }
        }
    }

    /// Watches the bus socket on the main queue.
    private func watch() {
        guard let fd = client.fileDescriptor else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.handleMessages() }
        }
        source.resume()
        self.source = source
        // Signals that arrived during the first read are already queued.
        handleMessages()
    }

    /// Applies the signals and replies that arrived, waiting up to `timeout` seconds
    /// for the first.
    func handleMessages(timeout: Double = 0) {
        for message in client.takeMessages(timeout: timeout) {
            switch message.kind {
            case .signal where message.member == "SettingChanged" && message.arguments.count == 3:
                guard message.arguments[0].stringValue == Self.namespace, message.arguments[1].stringValue == Self.key
                else { continue }
                apply(message.arguments[2])
            case .methodReturn where message.replySerial == fallbackSerial:
                apply(message.arguments.first)
            default:
                continue
            }
        }
    }

    private func apply(_ value: DBusValue?) {
        guard let value, let style = Self.style(colorScheme: value) else { return }
        application.userInterfaceStyle = style
    }

    /// Starts following the desktop for `application`: the style the launch options fix
    /// (`TOUCHKIT_APPEARANCE`) when they do, else the Settings portal on their session
    /// bus; `nil` when neither applies.
    static func follow(_ application: Application, options: WaylandLaunchOptions) -> AppearancePortal? {
        if let style = options.appearance {
            application.userInterfaceStyle = style
            return nil
        }
        guard let address = options.sessionBusAddress else { return nil }
        return AppearancePortal(address: address, application: application)
    }
}
