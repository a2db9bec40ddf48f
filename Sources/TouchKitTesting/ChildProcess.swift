import Foundation

/// A child process started with `posix_spawn` and a clean signal state.
///
/// Foundation's `Process` passes on the spawning thread's signal mask, and the threads
/// tests run on block almost every signal, so an app started that way ignores SIGTERM
/// and SIGINT. This spawns with an empty mask and default dispositions, and reaps the
/// child itself (`wait4`, which also gives the CPU time it used).
///
/// The one process spawner of the package: the sessions start Weston, the desktops and
/// the apps with it, and the `touchkit` tool runs an app in the foreground with it.
package final class ChildProcess {
    /// Where the child's standard streams go.
    package enum Streams: Sendable {
        /// Standard input from `/dev/null`; output and error appended to these files.
        case files(stdout: String, stderr: String)
        /// The three streams shared with this process (a program run in the foreground).
        case inherited
    }

    /// The child's process id.
    package let pid: Int32
    /// The exit status or the signal number, once reaped.
    package private(set) var status: Int32?
    /// Whether ``status`` is a signal number.
    package private(set) var signalled = false
    /// User plus system CPU time of all the child's threads, in seconds, once reaped.
    package private(set) var cpuTime: Double?

    /// Starts `path` with `arguments` (argv[1...]) and `environment`, stdin from /dev/null,
    /// stdout and stderr appended to files, dying with this process.
    convenience init(
        path: String, arguments: [String], environment: [String: String], stdout: String, stderr: String
    ) throws(SessionError) {
        try self.init(
            path: path, arguments: arguments, environment: environment, streams: .files(stdout: stdout, stderr: stderr),
            diesWithParent: true)
    }

    /// Starts a program with no signal blocked and default signal dispositions.
    /// - Parameters:
    ///   - path: The program; searched on `PATH` when it has no `/`.
    ///   - arguments: Its arguments (argv[1...]).
    ///   - environment: Its complete environment.
    ///   - streams: Where its standard streams go.
    ///   - diesWithParent: Whether it runs under `setpriv --pdeathsig TERM` (when
    ///     installed) and is watched by ``ChildGuard``, so it never outlives this process.
    /// - Throws: ``SessionError/launchFailed(executable:reason:)`` when it cannot start.
    package init(
        path: String, arguments: [String], environment: [String: String], streams: Streams, diesWithParent: Bool
    ) throws(SessionError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .files(let stdout, let stderr) = streams {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Through `setpriv --pdeathsig TERM` when installed: the child dies with this process.
        let (program, programArguments) = diesWithParent ? ChildGuard.guarded(path, arguments) : (path, arguments)
        let argv = ([program] + programArguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw .launchFailed(executable: path, reason: String(cString: strerror(result)))
        }
        pid = child
        if diesWithParent { ChildGuard.watch(child) }
    }

    /// Whether the child still runs (reaps it if it has exited).
    package var isRunning: Bool {
        poll(block: false)
        return status == nil
    }

    /// Waits for the child and reaps it (again after a signal interrupts the wait).
    package func wait() {
        while status == nil { poll(block: true) }
    }

    private func poll(block: Bool) {
        guard status == nil else { return }
        var raw: Int32 = 0
        var usage = rusage()
        let result = wait4(pid, &raw, block ? 0 : WNOHANG, &usage)
        guard result == pid else {
            if result < 0 && errno == ECHILD {
                status = -1
                ChildGuard.forget(pid)
            }
            return
        }
        ChildGuard.forget(pid)
        cpuTime =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (macros are not imported).
        if raw & 0x7f == 0 {
            status = (raw >> 8) & 0xff
        } else {
            signalled = true
            status = raw & 0x7f
        }
    }

    /// SIGTERM, up to `timeout` seconds, SIGKILL, reap.
    package func terminate(timeout: Double) {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline { usleep(2_000) }
        if isRunning {
            kill(pid, SIGKILL)
            wait()
        }
    }
}
