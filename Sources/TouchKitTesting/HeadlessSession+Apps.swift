import Foundation

extension HeadlessSession {
    /// Starts an app connected to this session's Weston.
    ///
    /// The app gets `WAYLAND_DISPLAY=<socket>`, `XDG_RUNTIME_DIR=<private dir>` and, unless
    /// `environment` sets it, `TOUCHKIT_TRACE=<output dir>/trace.jsonl` (`trace-<n>.jsonl`
    /// for the n-th app after the first), removed first so the trace holds this run
    /// alone; `WAYLAND_SOCKET` and `DISPLAY` are removed; `SWIFT_BACKTRACE` is
    /// `interactive=no,color=no` unless set; with `TOUCHKIT_CLOCK=events`,
    /// `TOUCHKIT_CLOCK_FILE=<output dir>/clock-<n>.txt` unless set;
    /// `TOUCHKIT_PACING_FILE=<output dir>/pacing-<n>.txt` unless set (SPEC D12: the
    /// session waits while a late frame is due). Its standard error and output go to
    /// `<name>-<n>.stderr.log` / `.stdout.log` in the output directory (emptied first).
    ///
    /// - Parameters:
    ///   - executable: A path, or a name searched on `PATH`.
    ///   - arguments: Its arguments.
    ///   - environment: Variables added to (or replacing) the inherited environment.
    /// - Returns: A handle on the running process.
    /// - Throws: ``SessionError/executableNotFound(_:)`` or ``SessionError/launchFailed(executable:reason:)``.
    public func launch(
        executable: String, arguments: [String] = [], environment: [String: String] = [:]
    ) throws(SessionError) -> AppProcess {
        guard !isStopped else { throw .stopped }
        guard let path = ToolLocator.executable(named: executable) else { throw .executableNotFound(executable) }
        let index = apps.count
        let name = URL(fileURLWithPath: path).lastPathComponent
        let stem = "\(outputDirectory)/\(name)-\(index)"
        var env = ProcessInfo.processInfo.environment
        for key in ["WAYLAND_SOCKET", "DISPLAY"] { env[key] = nil }
        env["WAYLAND_DISPLAY"] = socketName
        env["XDG_RUNTIME_DIR"] = runtimeDirectory
        env["TOUCHKIT_TRACE"] = outputDirectory + (index == 0 ? "/trace.jsonl" : "/trace-\(index).jsonl")
        // A crash report without colour codes and without waiting for a debugger.
        env["SWIFT_BACKTRACE"] = env["SWIFT_BACKTRACE"] ?? "interactive=no,color=no"
        // Captures show what the app draws, not the pointer it sets (SPEC P17).
        env["TOUCHKIT_HIDE_CURSOR"] = "1"
        // Captures wait for a late frame that is due (SPEC D12).
        env["TOUCHKIT_PACING_FILE"] = "\(outputDirectory)/pacing-\(index).txt"
        for (key, value) in environment { env[key] = value }
        if let pacing = env["TOUCHKIT_PACING_FILE"], !pacing.isEmpty {
            try? FileManager.default.removeItem(atPath: pacing)
        }
        // The app appends to its trace: a fresh run starts a fresh file.
        if let trace = env["TOUCHKIT_TRACE"], !trace.isEmpty { try? FileManager.default.removeItem(atPath: trace) }
        // On the event clock, timed captures move the app's clock on through a file.
        if env["TOUCHKIT_CLOCK"] == "events", env["TOUCHKIT_CLOCK_FILE"] == nil {
            env["TOUCHKIT_CLOCK_FILE"] = "\(outputDirectory)/clock-\(index).txt"
        }

        let files = FileManager.default
        let stderrPath = stem + ".stderr.log"
        let stdoutPath = stem + ".stdout.log"
        _ = files.createFile(atPath: stderrPath, contents: nil)
        _ = files.createFile(atPath: stdoutPath, contents: nil)
        let process = try ChildProcess(
            path: path, arguments: arguments, environment: env, stdout: stdoutPath, stderr: stderrPath)
        let app = AppProcess(
            executable: path, arguments: arguments, process: process, stderrPath: stderrPath,
            stdoutPath: stdoutPath, tracePath: env["TOUCHKIT_TRACE"], clockPath: env["TOUCHKIT_CLOCK_FILE"],
            pacingPath: env["TOUCHKIT_PACING_FILE"].flatMap { $0.isEmpty ? nil : $0 })
        apps.append(app)
        return app
    }

    /// Waits until the module reports a toplevel of `app` (matched by process id).
    ///
    /// - Parameters:
    ///   - app: The launched app.
    ///   - appID: Also require this app id, if given.
    ///   - timeout: Seconds to wait.
    /// - Returns: The toplevel, mapped and pickable.
    /// - Throws: ``SessionError/appExited(executable:pid:status:stderrTail:)`` if the app
    ///   exits first, ``SessionError/toplevelTimeout(wanted:seconds:known:)``.
    public func waitForToplevel(
        of app: AppProcess, appID: String? = nil, timeout: Double = HeadlessSession.defaultTimeout
    ) throws(SessionError)
        -> Toplevel
    {
        try waitForToplevel(
            matching: { $0.pid == app.pid && (appID == nil || $0.appID == appID) },
            wanted: "of pid \(app.pid)" + (appID.map { " with app id \($0)" } ?? ""), watching: app,
            timeout: timeout)
    }

    /// Waits until the module reports a toplevel with this app id and/or process id.
    ///
    /// - Parameters:
    ///   - appID: The `xdg_toplevel` app id to match, or `nil`.
    ///   - pid: The owning process id to match, or `nil`.
    ///   - timeout: Seconds to wait.
    /// - Returns: The first (lowest handle) matching toplevel.
    /// - Throws: ``SessionError/toplevelTimeout(wanted:seconds:known:)``; if `pid` names a
    ///   launched app that exits first, ``SessionError/appExited(executable:pid:status:stderrTail:)``.
    public func waitForToplevel(
        appID: String? = nil, pid: Int32? = nil, timeout: Double = HeadlessSession.defaultTimeout
    ) throws(SessionError)
        -> Toplevel
    {
        let wanted = [appID.map { "with app id \($0)" }, pid.map { "of pid \($0)" }].compactMap { $0 }
        return try waitForToplevel(
            matching: { (appID == nil || $0.appID == appID) && (pid == nil || $0.pid == pid) },
            wanted: wanted.isEmpty ? "at all" : wanted.joined(separator: " "),
            watching: pid.flatMap { pid in apps.first { $0.pid == pid } }, timeout: timeout)
    }

    private func waitForToplevel(
        matching: (Toplevel) -> Bool, wanted: String, watching app: AppProcess?, timeout: Double
    ) throws(SessionError) -> Toplevel {
        var found: Toplevel?
        let done = try dispatch(until: Date().addingTimeInterval(timeout), watching: app) {
            found = toplevels.values.filter(matching).min { $0.handle < $1.handle }
            return found != nil
        }
        guard done, let found else {
            throw .toplevelTimeout(
                wanted: wanted, seconds: timeout, known: toplevels.values.sorted { $0.handle < $1.handle })
        }
        return found
    }
}
