import Glibc
import TouchKit

extension Application {
    /// Connects to the Wayland compositor, shows the application's windows and runs
    /// the event loop. It does not return: the process ends when the last window
    /// closes (unless the delegate says otherwise) or the compositor goes away.
    ///
    /// With no compositor at the socket tried (or one that lacks what TouchKit needs)
    /// it prints one line naming the socket (or the interface) and exits with status 1.
    /// To handle that case yourself, create a ``WaylandBackend`` and call its
    /// ``WaylandBackend/run()``.
    ///
    /// - Parameter displayName: A socket name or path; `WAYLAND_DISPLAY` when `nil`.
    public func run(displayName: String? = nil) -> Never {
        let backend: WaylandBackend
        do {
            backend = try WaylandBackend(application: self, displayName: displayName)
        } catch {
            TouchKitLog.error("\(error)")
            exit(1)
        }
        backend.run()
    }
}
