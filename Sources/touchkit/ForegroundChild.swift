import Foundation
import TouchKitTesting

#if canImport(Glibc)
    import Glibc
#endif

/// How a child process ended.
enum ChildStatus: CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// The status a shell would report: the exit status, or 128 + the signal.
    var exitCode: Int32 {
        switch self {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        }
    }

    /// `exited with status 2` or `was ended by signal 15 (Terminated)`.
    var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "was ended by signal \(signal) (\(String(cString: strsignal(signal))))"
        }
    }
}

/// The child being waited for, for the signal handler (which cannot capture).
nonisolated(unsafe) private var foregroundChildPID: pid_t = 0

/// Runs a program in the foreground, as a shell would, and waits for it.
enum ForegroundChild {
    /// Starts `arguments[0]` (searched on `PATH` unless it contains `/`) with the given
    /// environment, standard input/output/error shared with this process, no signal
    /// blocked and default signal dispositions (TouchKitTesting's `ChildProcess`, the
    /// package's one spawner). While it runs, SIGINT, SIGTERM and SIGHUP sent to this
    /// process are passed on to it.
    /// - Parameters:
    ///   - arguments: The program and its arguments.
    ///   - environment: Its complete environment.
    /// - Returns: How it ended.
    /// - Throws: `SessionError.launchFailed` when it cannot be started.
    static func run(_ arguments: [String], environment: [String: String]) throws(SessionError) -> ChildStatus {
        let child = try ChildProcess(
            path: arguments[0], arguments: Array(arguments.dropFirst()), environment: environment,
            streams: .inherited, diesWithParent: false)
        foregroundChildPID = child.pid
        let previous = [SIGINT, SIGTERM, SIGHUP].map { signal in
            (
                signal,
                Glibc.signal(signal) { received in
                    if foregroundChildPID > 0 { kill(foregroundChildPID, received) }
                }
            )
        }
        defer {
            for (signal, handler) in previous { Glibc.signal(signal, handler) }
            foregroundChildPID = 0
        }
        child.wait()
        let status = child.status ?? 127
        return child.signalled ? .signalled(status) : .exited(status == -1 ? 127 : status)
    }
}
