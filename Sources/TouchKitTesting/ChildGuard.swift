import Foundation

/// Keeps the processes a ``HeadlessSession`` starts (Weston and the apps) from
/// outliving the process that started them.
///
/// Two mechanisms, because no single one covers every way a process ends:
/// - Every child is started through `setpriv --pdeathsig TERM` (util-linux), so the
///   kernel sends it SIGTERM when the thread that started it dies, even by SIGKILL.
///   Sessions start their children on the main actor, whose thread lives as long as
///   the process.
/// - ``installSignalHandlers()``, which the `touchkit` command calls, catches SIGTERM,
///   SIGINT and SIGHUP (what `timeout`, CI runners and `kill` send to one process id)
///   and the crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE): the
///   handler sends SIGTERM to every child still registered, then lets the signal take
///   its default action, so the command ends as it would have (status 128 + signal).
///
/// The handler only reads a fixed table of process ids and calls `kill`, both safe in
/// a signal handler.
public enum ChildGuard {
    /// How many children can be watched at once.
    static let capacity = 256
    /// The watched process ids (0 marks a free slot); written under `lock`, read by the handler.
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<pid_t> = {
        let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        table.initialize(repeating: 0, count: capacity)
        return table
    }()
    private static let lock = NSLock()

    /// The signals after which the children are ended: asked to stop, or a crash.
    public static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// `setpriv`, when installed: children started through it get SIGTERM when their parent dies.
    static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The program and arguments that start `path` so that it dies with its parent.
    /// - Parameters:
    ///   - path: The executable.
    ///   - arguments: Its arguments.
    static func guarded(_ path: String, _ arguments: [String]) -> (path: String, arguments: [String]) {
        guard let setpriv else { return (path, arguments) }
        return (setpriv, ["--pdeathsig", "TERM", "--", path] + arguments)
    }

    /// Watches a child: it gets SIGTERM if this process is stopped by a signal or crashes.
    /// - Parameter pid: The child's process id.
    static func watch(_ pid: pid_t) {
        guard pid > 0 else { return }
        _ = lock.withLock {
            for index in 0..<capacity where table[index] == 0 {
                table[index] = pid
                return true
            }
            return false
        }
    }

    /// Stops watching a child that has been reaped.
    /// - Parameter pid: The child's process id.
    static func forget(_ pid: pid_t) {
        lock.withLock {
            for index in 0..<capacity where table[index] == pid { table[index] = 0 }
        }
    }

    /// The children watched now.
    static var watched: [pid_t] {
        lock.withLock { (0..<capacity).map { table[$0] }.filter { $0 > 0 } }
    }

    /// Installs the signal handlers described above; call once, early, from a command
    /// whose children must never outlive it.
    public static func installSignalHandlers() {
        _ = table  // made before any handler can run
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                for index in 0..<ChildGuard.capacity {
                    let pid = ChildGuard.table[index]
                    if pid > 0 { kill(pid, SIGTERM) }
                }
                // SA_RESETHAND restored the default action; SA_NODEFER lets this raise take it now.
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))
            sigaction(number, &action, nil)
        }
    }
}
