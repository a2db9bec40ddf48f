import Glibc
import Synchronization
import TouchKit

/// Flushes the `TOUCHKIT_RECORD` recorders when the process ends, so no recorded
/// event is lost: at `exit()` (which is how the app ends after its last window
/// closes), and on SIGTERM and SIGINT.
///
/// A signal's handler only writes the signal's number to a pipe; a thread of its own
/// reads it, flushes the recorders (each holds a lock while it writes, so a busy main
/// thread neither delays nor tears the flush), restores the signal's default action and
/// raises it again, so the process ends exactly as it would have without recording
/// (status 128 + the signal). The signals are caught, never ignored, so programs the app
/// starts get the default dispositions back at `exec`. Handlers are installed only once
/// a recorder exists: an app that does not record keeps its dispositions untouched.
enum RecorderRegistry {
    /// The recorders to flush.
    private static let recorders = Mutex<[TouchRecorder]>([])
    /// The pipe's write end, for the signal handler (written once, before any handler runs).
    nonisolated(unsafe) private static var signalPipe: Int32 = -1
    /// The pipe's read end, for the thread that waits on it (written once, before it starts).
    nonisolated(unsafe) private static var signalPipeReadEnd: Int32 = -1

    /// The signals after which the recorders are flushed.
    static let signals: [Int32] = [SIGTERM, SIGINT]

    /// Keeps `recorder` and flushes it when the process ends.
    /// - Parameter recorder: A recorder that lives until the process ends.
    static func keepUntilExit(_ recorder: TouchRecorder) {
        let first = recorders.withLock {
            $0.append(recorder)
            return $0.count == 1
        }
        guard first else { return }
        atexit { RecorderRegistry.flushAll() }
        installSignalHandlers()
    }

    /// Writes out every kept recorder's pending lines.
    static func flushAll() {
        let all = recorders.withLock { $0 }
        for recorder in all { recorder.flush() }
    }

    private static func installSignalHandlers() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            TouchKitLog.error("cannot watch SIGTERM/SIGINT for the recording: \(PosixFile.describe(errno))")
            return
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        signalPipe = fds[1]
        signalPipeReadEnd = fds[0]
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { _ in
                RecorderRegistry.waitForSignal()
                return nil
            }, nil)
        guard created == 0 else {
            TouchKitLog.error("cannot watch SIGTERM/SIGINT for the recording: \(PosixFile.describe(created))")
            return
        }
        pthread_detach(thread)
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var value = number
                _ = write(RecorderRegistry.signalPipe, &value, MemoryLayout<Int32>.size)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// The signal thread: waits for a signal's number on the pipe, flushes the recorders,
    /// restores the signal's default action and raises it again.
    private static func waitForSignal() {
        var number: Int32 = 0
        while true {
            let count = read(signalPipeReadEnd, &number, MemoryLayout<Int32>.size)
            if count == MemoryLayout<Int32>.size { break }
            if count < 0 && errno == EINTR { continue }
            return
        }
        RecorderRegistry.flushAll()
        signal(number, SIG_DFL)
        raise(number)
    }
}
