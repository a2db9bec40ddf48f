import Foundation
import TouchKit

extension DesktopSession {
    /// Starts a TouchKit app in this session.
    ///
    /// Like ``HeadlessSession/launch(executable:arguments:environment:)`` (trace file,
    /// logs in the output directory), with the session's runtime directory, home and
    /// bus, and `TOUCHKIT_FULLSCREEN=1` and `TOUCHKIT_READY_FILE` (see ``DesktopSession``).
    /// With `environment` setting `TOUCHKIT_FULLSCREEN` to `0` the window floats where the
    /// compositor puts it (with client-side decorations under Mutter); its ``Toplevel``
    /// then has the right size but an origin of (0, 0), since neither compositor says
    /// where it is: find it in a capture.
    ///
    /// - Parameters:
    ///   - executable: A path, or a name searched on `PATH`.
    ///   - arguments: Its arguments.
    ///   - environment: Variables added to (or replacing) the session's.
    /// - Returns: A handle on the running process.
    public func launch(
        executable: String, arguments: [String] = [], environment: [String: String] = [:]
    ) throws(SessionError) -> AppProcess {
        try checkAlive()
        guard let path = ToolLocator.executable(named: executable) else { throw .executableNotFound(executable) }
        let index = apps.count
        let name = URL(fileURLWithPath: path).lastPathComponent
        let stem = "\(outputDirectory)/\(name)-\(index)"
        var env = daemons.environment
        env["WAYLAND_DISPLAY"] = socketName
        env["TOUCHKIT_TRACE"] = outputDirectory + (index == 0 ? "/trace.jsonl" : "/trace-\(index).jsonl")
        env["TOUCHKIT_FULLSCREEN"] = "1"
        env["TOUCHKIT_READY_FILE"] = readyFile(index)
        env["TOUCHKIT_HIDE_CURSOR"] = "1"  // captures show what the app draws (SPEC P17)
        env["TOUCHKIT_PACING_FILE"] = "\(outputDirectory)/pacing-\(index).txt"  // a late frame due (SPEC D12)
        for (key, value) in environment { env[key] = value }
        if let pacing = env["TOUCHKIT_PACING_FILE"], !pacing.isEmpty {
            try? FileManager.default.removeItem(atPath: pacing)
        }
        if env["TOUCHKIT_FULLSCREEN"] != "1" { floatingApps.insert(index) }
        let stderrPath = stem + ".stderr.log"
        let stdoutPath = stem + ".stdout.log"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        let process = try ChildProcess(
            path: path, arguments: arguments, environment: env, stdout: stdoutPath, stderr: stderrPath)
        let app = AppProcess(
            executable: path, arguments: arguments, process: process, stderrPath: stderrPath,
            stdoutPath: stdoutPath, tracePath: env["TOUCHKIT_TRACE"],
            pacingPath: env["TOUCHKIT_PACING_FILE"].flatMap { $0.isEmpty ? nil : $0 })
        apps.append(app)
        return app
    }

    /// Waits until `app` announces its first window and the app is idle.
    ///
    /// - Parameters:
    ///   - app: An app from ``launch(executable:arguments:environment:)``.
    ///   - timeout: Seconds to wait.
    /// - Returns: The window, filling the output at (0, 0).
    /// - Throws: ``SessionError/appExited(executable:pid:status:stderrTail:)``,
    ///   ``SessionError/toplevelTimeout(wanted:seconds:known:)``, or
    ///   ``SessionError/compositorFailed(compositor:reason:logTail:)`` when the window
    ///   did not become fullscreen.
    public func waitForToplevel(of app: AppProcess, timeout: Double = 15) throws(SessionError) -> Toplevel {
        guard let index = apps.firstIndex(where: { $0 === app }) else {
            throw .toplevelTimeout(wanted: "of pid \(app.pid) (not launched by this session)", seconds: 0, known: [])
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            try checkAlive()
            if let text = FileText.read(readyFile(index)),
                let line = text.split(separator: "\n").first(where: { !$0.hasPrefix("entered\t") })
            {
                let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(
                    String.init)
                guard fields.count == 4, let width = Double(fields[1]), let height = Double(fields[2]) else {
                    throw .toplevelTimeout(
                        wanted: "of pid \(app.pid) (unreadable announcement '\(line)')", seconds: timeout, known: [])
                }
                let toplevel = Toplevel(
                    handle: UInt32(index + 1), appID: fields[0], title: fields[3], pid: app.pid,
                    frame: Rect(x: 0, y: 0, width: width, height: height))
                let output = Size(width: Double(configuration.width), height: Double(configuration.height))
                if floatingApps.contains(index) {
                    try waitUntilPickable(
                        Toplevel(
                            handle: toplevel.handle, appID: toplevel.appID, title: toplevel.title, pid: app.pid,
                            frame: Rect(x: output.width / 2, y: output.height / 2, width: 1, height: 1)),
                        index: index, app: app, until: deadline)
                    // The centre is covered early in Mutter's 250 ms map animation: let it end.
                    if compositor == .mutter { try pause(seconds: 0.3) }
                    try waitUntilDispatched(toplevel, timeout: timeout)
                    return toplevel
                }
                guard width == output.width, height == output.height else {
                    throw .compositorFailed(
                        compositor: compositor.rawValue,
                        reason:
                            "the window \(toplevel) did not become fullscreen on the \(Int(output.width))x\(Int(output.height)) output",
                        logTail: compositorLogTail())
                }
                try waitUntilPickable(toplevel, index: index, app: app, until: deadline)
                try waitUntilDispatched(toplevel, timeout: timeout)
                return toplevel
            }
            if !app.isRunning {
                throw .appExited(
                    executable: app.executable, pid: app.pid, status: app.exitStatus ?? -1, stderrTail: app.stderrTail()
                )
            }
            if Date() >= deadline {
                throw .toplevelTimeout(wanted: "of pid \(app.pid)", seconds: timeout, known: [])
            }
            usleep(5_000)
        }
    }

    /// Waits until the compositor has handled everything sent and the app that owns
    /// `toplevel` sleeps with nothing unread (three samples in a row, as
    /// ``HeadlessSession/waitUntilDispatched(_:timeout:)`` does).
    /// - Returns: Whether the app was seen idle.
    @discardableResult
    public func waitUntilDispatched(_ toplevel: Toplevel, timeout: Double = 30) throws(SessionError) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var streak = 0
        while true {
            try checkAlive()
            try injector.settle()
            let pacing = apps.first { $0.pid == toplevel.pid }?.pacingPath
            switch HeadlessSession.isIdle(pid: toplevel.pid, pacingFile: pacing) {
            case .some(true):
                streak += 1
                if streak >= 3 { return true }
            case .some(false):
                streak = 0
            case .none:
                return false
            }
            if Date() >= deadline { return false }
            usleep(1_000)
        }
    }

    /// Moves the pointer onto the window's top-left corner until the app says it entered.
    ///
    /// Mutter's default plugin scales a new window in from half its size over 250 ms
    /// (unconditionally: no setting turns it off), and touches meanwhile land in the
    /// shrunken window or beside it. A window that fills the output covers its corner
    /// only once the animation is over, so the pointer entering there says the window
    /// is in place. Under KWin it enters at once.
    private func waitUntilPickable(_ toplevel: Toplevel, index: Int, app: AppProcess, until deadline: Date)
        throws(SessionError)
    {
        let corner = toplevel.outputPoint(Point(x: 0, y: 0))
        var nudge = 0.0
        while true {
            try checkAlive()
            if let text = FileText.read(readyFile(index)), text.contains("\nentered\t") || text.hasPrefix("entered\t") {
                return
            }
            if !app.isRunning {
                throw .appExited(
                    executable: app.executable, pid: app.pid, status: app.exitStatus ?? -1, stderrTail: app.stderrTail()
                )
            }
            if Date() >= deadline {
                throw .toplevelTimeout(
                    wanted: "of pid \(app.pid) that the pointer can enter", seconds: 0, known: [toplevel])
            }
            try injector.pointerMotion(to: Point(x: corner.x, y: corner.y + nudge))
            try injector.settle()
            nudge = nudge == 0 ? 0.5 : 0
            usleep(10_000)
        }
    }

    /// Waits, checking that the compositor and its daemons still run.
    public func pause(seconds: Double) throws(SessionError) {
        let due = Date().addingTimeInterval(seconds)
        while due.timeIntervalSinceNow > 0 {
            try checkAlive()
            usleep(UInt32(min(20_000, max(0, due.timeIntervalSinceNow * 1_000_000))))
        }
    }

    func readyFile(_ index: Int) -> String { "\(runtimeDirectory)/ready-\(index)" }
}
