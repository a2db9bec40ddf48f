import Foundation
import Wayland

extension HeadlessSession {
    /// Dispatches the connection until `condition` holds or `deadline` passes.
    ///
    /// Uses the `prepareRead`/`poll`/`readEvents`/`dispatchPending` pattern on the
    /// connection's file descriptor, with a poll timeout of at most 50 ms so that a
    /// dead Weston or app is noticed; it never spins.
    ///
    /// - Parameters:
    ///   - deadline: When to give up.
    ///   - app: An app whose exit ends the wait with ``SessionError/appExited(executable:pid:status:stderrTail:)``.
    ///   - cleanExitEndsWait: Whether the app ending with status 0 (it closed its last
    ///     window) answers the wait instead: it has read all it was sent and has nothing
    ///     more to draw. A crash is reported either way.
    ///   - condition: Checked after every dispatch.
    /// - Returns: `true` if the condition holds (or the app exited cleanly, when that
    ///   ends the wait), `false` at the deadline.
    /// - Throws: ``SessionError`` if Weston exits, the connection breaks or the app exits.
    @discardableResult
    public func dispatch(
        until deadline: Date, watching app: AppProcess? = nil, cleanExitEndsWait: Bool = false,
        _ condition: () -> Bool = { false }
    ) throws(SessionError) -> Bool {
        guard !isStopped else { throw .stopped }
        while true {
            if condition() { return true }
            if let app, app.isCrashing, let exit = app.exitReport() { throw .appCrashed(exit) }
            if let app, !app.isRunning {
                if cleanExitEndsWait && app.exitStatus == 0 { return true }
                throw .appExited(
                    executable: app.executable, pid: app.pid, status: app.exitStatus ?? -1,
                    stderrTail: app.stderrTail())
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            do {
                while !display.prepareRead() { try display.dispatchPending() }
            } catch {
                throw connectionError(error)
            }
            if condition() {
                display.cancelRead()
                return true
            }
            let flushed: Bool
            do {
                flushed = try display.flush()
            } catch {
                display.cancelRead()
                throw connectionError(error)
            }
            var pollfd = pollfd(
                fd: display.fileDescriptor, events: Int16(POLLIN) | (flushed ? 0 : Int16(POLLOUT)), revents: 0)
            let timeout = Int32(min(50, max(0, (remaining * 1000).rounded(.up))))
            let ready = poll(&pollfd, 1, timeout)
            do {
                if ready > 0 && pollfd.revents & Int16(POLLIN | POLLERR | POLLHUP) != 0 {
                    try display.readEvents()
                } else {
                    display.cancelRead()
                }
                try display.dispatchPending()
            } catch {
                throw connectionError(error)
            }
            if !weston.isRunning {
                throw .westonExited(status: weston.terminationStatus, logTail: westonLogTail())
            }
        }
    }

    /// Dispatches events for a while (for example to let an app redraw).
    ///
    /// - Parameter seconds: How long.
    /// - Throws: ``SessionError`` if Weston exits or the connection breaks.
    public func dispatch(for seconds: Double) throws(SessionError) {
        try dispatch(until: Date().addingTimeInterval(seconds))
    }

    func connectionError(_ error: WaylandError) -> SessionError {
        if !weston.isRunning {
            return .westonExited(status: weston.terminationStatus, logTail: westonLogTail())
        }
        return .connection(reason: "\(error)", logTail: westonLogTail())
    }

    /// Sends `sync` for `toplevel` (0 = all) and waits for its `sync_done`.
    ///
    /// - Parameters:
    ///   - toplevel: The toplevel whose app must have read its socket, or `nil` for all.
    ///   - timeout: Seconds to wait.
    /// - Throws: ``SessionError/timeout(what:seconds:)`` and connection errors;
    ///   ``SessionError/appCrashed(_:)`` when the toplevel's app (launched into this
    ///   session) crashes meanwhile. An app that exits with status 0 meanwhile (it closed
    ///   its last window) ends the wait: it read what it was sent.
    public func sync(_ toplevel: Toplevel? = nil, timeout: Double = HeadlessSession.defaultTimeout) throws(SessionError)
    {
        guard !isStopped else { throw .stopped }
        let serial = takeSerial()
        manager.sync(toplevel: toplevel?.handle ?? 0, serial: serial)
        let done = try dispatch(
            until: Date().addingTimeInterval(timeout), watching: toplevel.flatMap(app(of:)), cleanExitEndsWait: true
        ) { lastSyncDone >= serial }
        if !done { throw .timeout(what: "sync \(serial)", seconds: timeout) }
    }

    func takeSerial() -> UInt32 {
        defer { nextSerial &+= 1 }
        return nextSerial
    }
}
