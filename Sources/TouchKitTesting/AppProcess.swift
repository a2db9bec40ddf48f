import Foundation

/// An app started by ``HeadlessSession/launch(executable:arguments:environment:)``.
///
/// Its standard error goes to ``stderrPath`` and its standard output to ``stdoutPath``,
/// both in the session's output directory. The session terminates it in
/// ``HeadlessSession/stop()``.
@MainActor
public final class AppProcess {
    /// The executable's resolved path.
    public let executable: String
    /// The arguments it was started with.
    public let arguments: [String]
    /// Its process id.
    public let pid: Int32
    /// The file its standard error is written to.
    public let stderrPath: String
    /// The file its standard output is written to.
    public let stdoutPath: String
    /// The `TOUCHKIT_TRACE` file it was given (the dispatch trace of a TouchKit app).
    public let tracePath: String?
    /// The `TOUCHKIT_CLOCK_FILE` it was given when it runs on the event clock
    /// (`TOUCHKIT_CLOCK=events`): timed captures move its clock on through it.
    public let clockPath: String?
    /// The `TOUCHKIT_PACING_FILE` it was given: `1` while a late draw is due (SPEC D12),
    /// so that a wait for the app to have dispatched everything waits for that frame too.
    public let pacingPath: String?
    let process: ChildProcess
    /// The size of standard error when it was last looked at for a crash, and whether it showed one.
    var stderrSizeChecked: UInt64 = 0
    var crashShown = false

    init(
        executable: String, arguments: [String], process: ChildProcess, stderrPath: String, stdoutPath: String,
        tracePath: String?, clockPath: String? = nil, pacingPath: String? = nil
    ) {
        self.clockPath = clockPath
        self.pacingPath = pacingPath
        self.executable = executable
        self.arguments = arguments
        self.process = process
        self.pid = process.pid
        self.stderrPath = stderrPath
        self.stdoutPath = stdoutPath
        self.tracePath = tracePath
    }

    /// The CPU time the process used, user plus system over all its threads, in
    /// seconds; `nil` until it has exited and been reaped (see ``terminate(timeout:)``).
    public var cpuTime: Double? { process.isRunning ? nil : process.cpuTime }

    /// Whether the process is still running.
    public var isRunning: Bool { process.isRunning }

    /// The exit status (or terminating signal number), or `nil` while it runs.
    public var exitStatus: Int32? { process.isRunning ? nil : process.status }

    /// Whether it was ended by a signal rather than by exiting (`nil` while it runs).
    public var wasSignalled: Bool? { process.isRunning ? nil : process.signalled }

    /// Waits until it exits, up to `timeout` seconds.
    /// - Returns: The exit status, or `nil` if it still runs.
    @discardableResult
    public func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        return exitStatus
    }

    /// Everything written to standard error so far.
    public var standardError: String { FileText.read(stderrPath) ?? "" }

    /// The last lines of standard error, for error messages. When a crash report
    /// (backtrace, registers) has pushed the line that says why out of those lines,
    /// that line (``AppExit/reason(in:)``) comes first, then `…`, then the tail.
    public func stderrTail(lines: Int = 20) -> String {
        let tail = FileTail.read(stderrPath, lines: lines)
        guard let reason = AppExit.reason(in: standardError), !tail.contains(reason) else { return tail }
        return reason + "\n…\n" + tail
    }

    /// Sends SIGTERM, waits up to `timeout` seconds, then SIGKILL.
    ///
    /// - Parameter timeout: How long to wait after SIGTERM.
    public func terminate(timeout: Double = 2) {
        process.terminate(timeout: timeout)
    }
}

/// Stopping child processes without depending on when Foundation notices their exit.
enum ProcessControl {
    /// SIGTERM, wait up to `timeout` seconds for the process to die, SIGKILL, then reap.
    static func terminate(_ process: Process, timeout: Double) {
        guard process.isRunning else {
            // Foundation's Process keeps itself alive through its run-loop source until
            // `waitUntilExit()` runs; a process that died on its own (a compositor
            // killed by a test) would otherwise leak.
            process.waitUntilExit()
            return
        }
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && !hasDied(pid) && Date() < deadline { usleep(2_000) }
        if process.isRunning && !hasDied(pid) { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether `pid` is a zombie or gone (Foundation may not have reaped it yet).
    static func hasDied(_ pid: Int32) -> Bool {
        guard let stat = FileText.read("/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: ")")
        else { return true }
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state == "Z" || state == "X"
    }
}

/// Reads a whole file with `read(2)`: also `/proc` files, whose size reads as 0 (for
/// those, Foundation's `String(contentsOfFile:)` leaks its buffer, which the address
/// sanitizer reports).
enum FileText {
    /// The file's text (invalid UTF-8 repaired), or `nil` when it cannot be opened.
    /// - Parameter path: The file.
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Reads the end of a log file.
enum FileTail {
    static func read(_ path: String, lines: Int = 20) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let text = String(decoding: data.suffix(16_384), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines + 1)
            .joined(separator: "\n")
    }
}
