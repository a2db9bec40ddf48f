import Foundation
import TouchKit
internal import Wayland

/// Gives each TouchKit window an `xdg_toplevel`, and ends the app after the last one closes.
@MainActor
final class WaylandBackend: ApplicationBackend, FrameTickDriver {
    /// Keeps the running backend alive: the application refers to it weakly.
    static var current: WaylandBackend?
    let connection: WaylandConnection
    private var hosts: [WaylandWindowHost] = []

    init(connection: WaylandConnection) {
        self.connection = connection
    }

    func application(_ application: Application, didAdd window: Window) {
        guard !hosts.contains(where: { $0.window === window }) else { return }
        do {
            hosts.append(try WaylandWindowHost(window: window, connection: connection, backend: self))
        } catch {
            TouchKitLog.error("cannot show window \(window.title): \(error)")
        }
    }

    /// Animations or scroll motion wait for a frame: every window asks for one.
    func frameTickerNeedsFrame(_ ticker: FrameTicker) {
        for host in hosts { host.frameTickerNeedsFrame() }
    }

    func hostDidClose(_ host: WaylandWindowHost, application: Application?) {
        hosts.removeAll { $0 === host }
        connection.flush()
        guard hosts.isEmpty, let application else { return }
        let terminate = application.delegate?.applicationShouldTerminateAfterLastWindowClosed(application) ?? true
        if terminate { exit(0) }
    }
}
