import Foundation

/// How an app ended while a session needed it: its exit status or signal, the line
/// that says why (a Swift `Fatal error:` line, for instance) and where its full logs are.
///
/// ``HeadlessSession/replay(_:into:options:)`` throws it as
/// ``SessionError/appCrashed(_:)`` when the app it replays into dies during the replay,
/// or by the time the replay ends, rather than the module's rejections or timeouts
/// that follow from the app being gone.
public struct AppExit: Sendable, Hashable, CustomStringConvertible {
    /// The executable's path.
    public var executable: String
    /// Its process id.
    public var pid: Int32
    /// The exit status, or `nil` when a signal ended it.
    public var status: Int32?
    /// The signal that ended it, or `nil` when it exited.
    public var signal: Int32?
    /// The line of its standard error that says why it stopped (`Fatal error: ...`,
    /// `Precondition failed: ...`, `Program crashed: ...`), or `nil`.
    public var reason: String?
    /// Its standard error, in full.
    public var stderrPath: String
    /// Its standard output, in full.
    public var stdoutPath: String

    /// Creates an exit report.
    /// - Parameters:
    ///   - executable: The executable's path.
    ///   - pid: Its process id.
    ///   - status: The exit status, or `nil` when a signal ended it.
    ///   - signal: The signal that ended it, or `nil`.
    ///   - reason: The line that says why, or `nil`.
    ///   - stderrPath: Its standard error's file.
    ///   - stdoutPath: Its standard output's file.
    public init(
        executable: String, pid: Int32, status: Int32?, signal: Int32?, reason: String?, stderrPath: String,
        stdoutPath: String
    ) {
        self.executable = executable
        self.pid = pid
        self.status = status
        self.signal = signal
        self.reason = reason
        self.stderrPath = stderrPath
        self.stdoutPath = stdoutPath
    }

    /// `exited with status 1` or `was ended by signal 4 (Illegal instruction)`.
    public var how: String {
        if let signal { return "was ended by signal \(signal) (\(String(cString: strsignal(signal))))" }
        if let status { return "exited with status \(status)" }
        return "crashed and had not ended when the session gave up waiting"
    }

    /// Whether the app ended on its own with status 0 and no crash report (it closed
    /// its last window, say): not a crash.
    public var isClean: Bool { signal == nil && status == 0 && reason == nil }

    /// The status a shell would give: the exit status, or 128 + the signal.
    public var exitCode: Int32 { signal.map { 128 + $0 } ?? status ?? 1 }

    /// One paragraph: what ended, how, why, and where the logs are.
    public var description: String {
        let name = URL(fileURLWithPath: executable).lastPathComponent
        var text = "\(name) (pid \(pid)) \(how) during the replay"
        if let reason { text += ": \(reason)" }
        text += "; its full standard error: \(stderrPath) (standard output: \(stdoutPath))"
        return text
    }

    /// The words Swift and the C library put before the reason a process stops.
    static let reasonMarkers = [
        "Fatal error:", "Precondition failed:", "Assertion failed:", "Program crashed:", "Aborted",
        "Segmentation fault",
    ]

    /// The first line of `log` that gives a reason: a Swift runtime error
    /// (`Fatal error:`, `Precondition failed:`, `Assertion failed:`) before a crash
    /// report's `Program crashed:` line, and that before anything else.
    /// - Parameter log: An app's standard error.
    /// - Returns: The line, trimmed, or `nil` when none gives a reason.
    public static func reason(in log: String) -> String? {
        let lines = log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for marker in reasonMarkers {
            if let line = lines.first(where: { $0.contains(marker) }) {
                // The backtracer's emoji and colour codes are not part of the reason.
                return String(line.drop { !$0.isASCII }).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Whether `log` shows that the process is crashing: a Swift runtime error or the
    /// backtracer's report has started, although the process may not have ended yet.
    /// - Parameter log: An app's standard error.
    public static func showsCrash(_ log: String) -> Bool {
        reasonMarkers.prefix(4).contains { log.contains($0) }
    }
}
