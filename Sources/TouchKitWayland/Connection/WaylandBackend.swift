import Glibc
import TouchKit
import TouchKitAccessibility
internal import Wayland

/// TouchKit's Wayland backend: a connection to a compositor that shows an application's
/// windows, each in an `xdg_toplevel`, and feeds it the seats' touches, pointer and keys.
///
/// Most apps never name it: `Application.run(displayName:)` creates one and
/// exits with one line when that fails. Create it yourself to handle a missing
/// compositor in your own way:
///
/// ```swift
/// do {
///     let backend = try WaylandBackend(application: .shared)
///     backend.run()
/// } catch BackendError.noCompositor(let socket, _) {
///     print("start a Wayland session first (tried \(socket))")
/// }
/// ```
///
/// The initializer connects and binds the globals, each at a version TouchKit can use:
/// a compositor offering an interface older than that fails with
/// ``BackendError/globalTooOld(interface:offered:minimum:)`` naming it.
@MainActor
public final class WaylandBackend: ApplicationBackend, FrameTickDriver {
    let connection: WaylandConnection
    private var hosts: [WaylandWindowHost] = []
    /// The popups shown (menus, SPEC P60).
    private var popupHosts: [WaylandPopupHost] = []
    private weak var application: Application?
    /// Follows the desktop's colour scheme (SPEC M3); `nil` without a portal.
    private var appearance: AppearancePortal?
    /// Exports the accessibility tree to screen readers (SPEC A10); `nil` without a bus.
    private var accessibility: AccessibilityBridge?

    /// Connects to the compositor and binds its globals; shows nothing yet.
    ///
    /// - Parameters:
    ///   - application: The application whose windows the backend shows.
    ///   - displayName: A socket name or path; `WAYLAND_DISPLAY` (or `wayland-0`) when `nil`.
    ///   - options: What the backend is launched with; by default the `TOUCHKIT_*`
    ///     environment, read here once (``WaylandLaunchOptions``).
    /// - Throws: ``BackendError/noCompositor(socket:reason:)`` when nothing listens at the
    ///   socket, ``BackendError/missingGlobal(_:)`` or
    ///   ``BackendError/globalTooOld(interface:offered:minimum:)`` when the compositor
    ///   lacks what TouchKit needs.
    public init(
        application: Application = .shared, displayName: String? = nil,
        options: WaylandLaunchOptions = WaylandLaunchOptions(environment: ProcessEnvironment.variables)
    ) throws(BackendError) {
        connection = try WaylandConnection(name: displayName, application: application, options: options)
        self.application = application
    }

    /// Shows the application's windows and runs the event loop on the main thread. It
    /// does not return: the process ends when the last window closes (unless the
    /// delegate says otherwise) or the compositor goes away.
    ///
    /// Standard output is made line-buffered when it is not a terminal, so that what the
    /// app prints reaches a log file (`touchkit replay` keeps one) even when the app is
    /// ended by a signal, which discards a block buffer.
    public func run() -> Never {
        StandardOutput.lineBufferUnlessTerminal()
        guard let application else {
            TouchKitLog.error("the application of this Wayland backend no longer exists")
            exit(1)
        }
        // The application refers to its backend weakly; the loop never returns, and
        // this keeps the backend alive for as long as it runs.
        application.backend = self
        application.frameTicker.driver = self
        appearance = AppearancePortal.follow(application, options: connection.options)
        let options = connection.options
        accessibility = AccessibilityBridge.start(for: application) { name in
            switch name {
            case AccessibilityBridge.disableVariable: options.accessibility ? nil : "0"
            case "DBUS_SESSION_BUS_ADDRESS": options.sessionBusAddress
            default: nil
            }
        }
        application.delegate?.applicationDidFinishLaunching(application)
        withExtendedLifetime(self) { connection.loop.run(connection) }
    }

    /// Shows a window the application added (`ApplicationBackend`).
    public func application(_ application: Application, didAdd window: Window) {
        guard !hosts.contains(where: { $0.window === window }) else { return }
        if let popup = window as? PopupWindow {
            show(popup)
            return
        }
        do {
            hosts.append(try WaylandWindowHost(window: window, connection: connection, backend: self))
        } catch {
            TouchKitLog.error("cannot show window \(window.title): \(error)")
        }
    }

    /// Animations or scroll motion wait for a frame: every window asks for one
    /// (`FrameTickDriver`).
    public func frameTickerNeedsFrame(_ ticker: FrameTicker) {
        for host in hosts { host.frameTickerNeedsFrame() }
    }

    /// Shows a popup over its parent's surface; one whose parent is not shown is
    /// dismissed at once (SPEC P67).
    private func show(_ popup: PopupWindow) {
        guard !popupHosts.contains(where: { $0.window === popup }) else { return }
        guard let parent = hosts.first(where: { $0.window === popup.parentWindow }) else {
            TouchKitLog.error("a popup's parent window is not shown; the popup is dismissed")
            popup.dismiss()
            return
        }
        do {
            popupHosts.append(
                try WaylandPopupHost(
                    window: popup, parent: parent.xdgSurface, parentScale: parent.scale,
                    parentGeometryOrigin: parent.clientDecoration?.layout.windowGeometry.origin ?? .zero,
                    connection: connection, backend: self))
        } catch {
            TouchKitLog.error("cannot show a popup: \(error)")
            popup.dismiss()
        }
    }

    func popupHostDidClose(_ host: WaylandPopupHost) {
        popupHosts.removeAll { $0 === host }
    }

    func hostDidClose(_ host: WaylandWindowHost, application: Application?) {
        hosts.removeAll { $0 === host }
        connection.flush()
        guard hosts.isEmpty, let application else { return }
        let terminate = application.delegate?.applicationShouldTerminateAfterLastWindowClosed(application) ?? true
        if terminate { exit(0) }
    }
}
