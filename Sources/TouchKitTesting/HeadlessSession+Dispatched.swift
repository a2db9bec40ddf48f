import Foundation

extension HeadlessSession {
    /// Waits until the app that owns `toplevel` has read *and dispatched* everything
    /// sent to it.
    ///
    /// `sync` (``sync(_:timeout:)``) proves only that the app read its socket: the
    /// events may still sit in libwayland's queue, and an app stopped then loses them.
    /// An app has dispatched everything once its socket is drained and its main thread
    /// sleeps waiting for new events (in `poll`, `ppoll`, `select`, `pselect6`,
    /// `epoll_wait` or `epoll_pwait`, as `/proc/<pid>/task/<pid>/syscall` shows); a
    /// Wayland event loop only sleeps after dispatching what it read (a TouchKit app
    /// also delivers its W4 touches, draws and flushes first). A TouchKit app that sleeps
    /// until the deadline of a late draw (SPEC D12) still has a frame due: its
    /// `TOUCHKIT_PACING_FILE` says `1` until that frame is committed
    /// (`isIdle(pid:pacingFile:)`). All must hold in three samples in a row, about a
    /// millisecond apart.
    ///
    /// An app that never sleeps (a busy loop) or whose `/proc` entry cannot be read is
    /// waited for until `timeout` at most, after one sync; the result says so.
    /// - Parameters:
    ///   - toplevel: The target window; its `pid` is the app's.
    ///   - timeout: Seconds to wait at most: only an app that never gets there waits that long.
    /// - Returns: Whether the app was seen idle with nothing unread.
    /// - Throws: ``SessionError`` from ``sync(_:timeout:)`` (a stopped session, a lost connection).
    @discardableResult
    public func waitUntilDispatched(_ toplevel: Toplevel, timeout: Double = 30) throws(SessionError) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var streak = 0
        while true {
            try sync(toplevel, timeout: timeout)
            switch Self.isIdle(pid: toplevel.pid, pacingFile: app(of: toplevel)?.pacingPath) {
            case .some(true):
                streak += 1
                if streak >= 3 { return true }
            case .some(false):
                streak = 0
            case .none:
                return false  // the process is gone or /proc is not readable: nothing to wait for
            }
            if Date() >= deadline { return false }
            usleep(1_000)
        }
    }

    /// Whether `pid` sleeps waiting for events with no late frame due: its main thread
    /// waits (``isWaitingForEvents(pid:)``) and its pacing file, if any, does not say `1`
    /// (SPEC D12: the app sleeps until the deadline of a late draw). `nil` when the
    /// process is gone or its `/proc` entry cannot be read.
    /// - Parameters:
    ///   - pid: The process.
    ///   - pacingFile: Its `TOUCHKIT_PACING_FILE`; a missing or empty file is no frame due.
    nonisolated static func isIdle(pid: Int32, pacingFile: String?) -> Bool? {
        guard let waiting = isWaitingForEvents(pid: pid) else { return nil }
        return waiting && !isLateFrameDue(pacingFile: pacingFile)
    }

    /// Whether the pacing file says a late frame is due (its first byte is `1`).
    /// - Parameter pacingFile: The file, or `nil`.
    public nonisolated static func isLateFrameDue(pacingFile: String?) -> Bool {
        guard let pacingFile, let text = FileText.read(pacingFile) else { return false }
        return text.first == "1"
    }

    /// The system calls a Wayland event loop sleeps in.
    #if arch(x86_64)
        // poll select epoll_wait pselect6 ppoll epoll_pwait epoll_pwait2
        nonisolated static let waitingSyscalls: Set<Int> = [7, 23, 232, 270, 271, 281, 441]
    #elseif arch(arm64)
        // epoll_pwait pselect6 ppoll epoll_pwait2
        nonisolated static let waitingSyscalls: Set<Int> = [22, 72, 73, 441]
    #else
        nonisolated static let waitingSyscalls: Set<Int> = []
    #endif

    /// Whether the main thread of `pid` sleeps in a system call that waits for events;
    /// `nil` when the process is gone (or a zombie) or its `/proc` entry cannot be read.
    /// - Parameter pid: The process.
    nonisolated static func isWaitingForEvents(pid: Int32) -> Bool? {
        // An app that has exited but is not reaped yet (a zombie) has nothing to dispatch.
        if let stat = FileText.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")"),
            stat.distance(from: close, to: stat.endIndex) > 2, "ZX".contains(stat[stat.index(close, offsetBy: 2)])
        {
            return nil
        }
        guard let text = FileText.read("/proc/\(pid)/task/\(pid)/syscall"),
            let first = text.split(separator: " ").first
        else { return nil }
        // "running", or the number of the call it is blocked in, then its arguments.
        guard let number = Int(first.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
        guard waitingSyscalls.contains(number) else { return false }
        guard let stat = FileText.read("/proc/\(pid)/task/\(pid)/stat"),
            let close = stat.lastIndex(of: ")"), stat.distance(from: close, to: stat.endIndex) > 2
        else { return nil }
        return stat[stat.index(close, offsetBy: 2)] == "S"
    }
}
