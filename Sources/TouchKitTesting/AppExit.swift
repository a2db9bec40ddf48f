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
    /// The first frame of the crashed thread's backtrace in the app's own code, as
    /// `symbol at file:line:column` (``appFrame(in:executable:librarySources:)``), or `nil` when the
    /// backtrace shows none. A trap in the standard library (`Index out of range`)
    /// names the library's file in ``reason``; this names the app's line that called it.
    public var appFrame: String?

    /// Creates an exit report.
    /// - Parameters:
    ///   - executable: The executable's path.
    ///   - pid: Its process id.
    ///   - status: The exit status, or `nil` when a signal ended it.
    ///   - signal: The signal that ended it, or `nil`.
    ///   - reason: The line that says why, or `nil`.
    ///   - stderrPath: Its standard error's file.
    ///   - stdoutPath: Its standard output's file.
    ///   - appFrame: The first frame in the app's own code, or `nil`.
    public init(
        executable: String, pid: Int32, status: Int32?, signal: Int32?, reason: String?, stderrPath: String,
        stdoutPath: String, appFrame: String? = nil
    ) {
        self.appFrame = appFrame
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
        if let appFrame { text += ", in the app's code at \(appFrame)" }
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

    /// The `Sources` directory of the TouchKit package this module was built from (with
    /// a trailing `/`): backtrace frames in files under it are TouchKit's, not the app's.
    public static let touchKitSources: String = {
        var path = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(2)  // TouchKitTesting/AppExit.swift
        return path.joined(separator: "/") + "/"
    }()

    /// The first frame of the crashed thread in the app's own code: the Swift
    /// backtracer's frames (`3 [ra] 0x… CrashingView.touchesEnded(_:with:) + 42 in
    /// CrashingApp at /src/CrashingApp/main.swift:24:13`) that lie in `executable`'s
    /// image and have a source location outside TouchKit's `Sources`, the first of
    /// them: below the standard library's and TouchKit's frames of a trap.
    /// - Parameters:
    ///   - log: An app's standard error.
    ///   - executable: The app's path or name.
    ///   - librarySources: Source paths (prefixes) that are not the app's: TouchKit's by default.
    /// - Returns: `symbol at file:line:column`, or `nil` when no frame qualifies.
    public static func appFrame(in log: String, executable: String, librarySources: [String]? = nil) -> String? {
        let image = String(executable.split(separator: "/").last ?? "")
        let libraries = librarySources ?? [touchKitSources]
        var inCrashedThread = false
        for raw in log.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Thread ") && line.hasSuffix("crashed:") {
                inCrashedThread = true
                continue
            }
            guard inCrashedThread else { continue }
            if line.hasPrefix("Thread ") || line.hasPrefix("Registers:") { return nil }
            guard line.first?.isNumber == true, let at = line.range(of: " at ", options: .backwards),
                let within = line.range(of: " in ", options: .backwards, range: line.startIndex..<at.lowerBound)
            else { continue }
            let location = String(line[at.upperBound...])
            guard line[within.upperBound..<at.lowerBound] == image,
                !libraries.contains(where: { location.hasPrefix($0) })
            else { continue }
            // `N [ra] 0xADDRESS symbol + offset`: the symbol follows the address.
            let head = line[..<within.lowerBound]
            guard let address = head.range(of: " 0x") else { continue }
            var symbol = head[address.upperBound...].drop { $0 != " " }.dropFirst()
            if let offset = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<offset.lowerBound] }
            return symbol.isEmpty ? location : "\(symbol) at \(location)"
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
