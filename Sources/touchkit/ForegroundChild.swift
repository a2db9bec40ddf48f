import Foundation

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

/// Why a child could not be started.
struct SpawnError: Error, CustomStringConvertible {
    /// The program.
    var program: String
    /// `errno` from `posix_spawnp`.
    var code: Int32

    /// `cannot run 'X': No such file or directory`.
    var description: String { "cannot run '\(program)': \(String(cString: strerror(code)))" }
}

/// The child being waited for, for the signal handler (which cannot capture).
nonisolated(unsafe) private var foregroundChildPID: pid_t = 0

/// Runs a program in the foreground, as a shell would, and waits for it.
enum ForegroundChild {
    /// Starts `arguments[0]` (searched on `PATH` unless it contains `/`) with the given
    /// environment, standard input/output/error shared with this process, no signal
    /// blocked and default signal dispositions. While it runs, SIGINT, SIGTERM and
    /// SIGHUP sent to this process are passed on to it.
    /// - Parameters:
    ///   - arguments: The program and its arguments.
    ///   - environment: Its complete environment.
    /// - Returns: How it ended.
    /// - Throws: ``SpawnError`` when it cannot be started.
    static func run(_ arguments: [String], environment: [String: String]) throws(SpawnError) -> ChildStatus {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var forwarded = sigset_t()
        sigemptyset(&forwarded)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&forwarded, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &forwarded)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(program: arguments[0], code: result) }

        foregroundChildPID = pid
        let previous = [SIGINT, SIGTERM, SIGHUP].map { signal in
            (signal, Glibc.signal(signal) { received in
                if foregroundChildPID > 0 { kill(foregroundChildPID, received) }
            })
        }
        defer {
            for (signal, handler) in previous { Glibc.signal(signal, handler) }
            foregroundChildPID = 0
        }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(127) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
