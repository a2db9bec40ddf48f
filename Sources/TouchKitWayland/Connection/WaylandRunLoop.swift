import Foundation
import TouchKit
internal import Wayland

/// The event loop: the main dispatch queue, with a read source on the compositor's
/// socket.
///
/// One thread (the main thread) owns the display. Compositor events are read and
/// dispatched from a `DispatchSource` on the main queue, so `Task { @MainActor in }`,
/// `async`/`await`, timers and delayed work run between them: the loop never starves
/// the main queue. After each read, touch changes whose `frame` never came are
/// delivered (SPEC W4) and requests are flushed.
@MainActor
enum WaylandRunLoop {
    private static var readSource: DispatchSourceRead?
    static var connection: WaylandConnection?

    /// Starts reading the compositor's socket on the main queue.
    static func start(_ connection: WaylandConnection) {
        self.connection = connection
        let source = DispatchSource.makeReadSource(
            fileDescriptor: connection.display.fileDescriptor, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { readAndDispatch() }
        }
        readSource = source
        source.resume()
        readAndDispatch()
    }

    /// Reads what the compositor sent, dispatches it, delivers pending touch changes
    /// and flushes.
    static func readAndDispatch() {
        guard let connection else { return }
        let display = connection.display
        do {
            while !display.prepareRead() { _ = try display.dispatchPending() }
            var pollfd = Glibc.pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&pollfd, 1, 0) > 0 {
                try display.readEvents()
            } else {
                display.cancelRead()
            }
            _ = try display.dispatchPending()
        } catch {
            fail(error)
        }
        for seat in connection.seats.values { seat.flushPendingTouches() }
        connection.flush()
    }

    /// Ends the application after the compositor went away or faulted: one line, status 1.
    static func fail(_ error: any Error) -> Never {
        TouchKitLog.error("the compositor connection ended: \(error)")
        exit(1)
    }
}

extension Application {
    /// Connects to the Wayland compositor, shows the application's windows and runs
    /// the event loop. It does not return: the process ends when the last window
    /// closes (unless the delegate says otherwise) or the compositor goes away.
    ///
    /// With no compositor at the socket tried it prints one line naming the socket and
    /// exits with status 1.
    ///
    /// - Parameter displayName: A socket name or path; `WAYLAND_DISPLAY` when `nil`.
    public func run(displayName: String? = nil) -> Never {
        let connection: WaylandConnection
        do {
            connection = try WaylandConnection(name: displayName, application: self)
        } catch {
            TouchKitLog.error("\(error)")
            exit(1)
        }
        let backend = WaylandBackend(connection: connection)
        WaylandBackend.current = backend
        self.backend = backend
        delegate?.applicationDidFinishLaunching(self)
        WaylandRunLoop.start(connection)
        dispatchMain()
    }
}
