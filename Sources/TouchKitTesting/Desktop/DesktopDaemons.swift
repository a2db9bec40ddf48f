import Foundation

/// The private processes behind a ``DesktopSession``: its D-Bus session bus, PipeWire
/// and WirePlumber (Mutter only), and the compositor. Each is stopped by its own
/// process id, last started first.
@MainActor
final class DesktopDaemons {
    /// The private `XDG_RUNTIME_DIR`.
    let runtimeDirectory: String
    /// The private `HOME` (KWin writes `~/.config/kwinrc` and friends there).
    let homeDirectory: String
    /// Where the logs go.
    let outputDirectory: String
    /// The bus address, `unix:path=<runtime>/bus`.
    let busAddress: String
    private(set) var started: [(name: String, process: ChildProcess, log: String)] = []

    init(runtimeDirectory: String, homeDirectory: String, outputDirectory: String) {
        self.runtimeDirectory = runtimeDirectory
        self.homeDirectory = homeDirectory
        self.outputDirectory = outputDirectory
        busAddress = "unix:path=\(runtimeDirectory)/bus"
    }

    /// The environment every private process (and app) gets: nothing of the caller's
    /// desktop, this session's runtime directory, home and bus.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in [
            "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY", "XDG_SESSION_TYPE", "XDG_CURRENT_DESKTOP",
            "PIPEWIRE_REMOTE", "PIPEWIRE_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
            "XDG_STATE_HOME",
        ] {
            env[key] = nil
        }
        env["XDG_RUNTIME_DIR"] = runtimeDirectory
        env["HOME"] = homeDirectory
        env["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        return env
    }

    /// Starts `executable` (a name on `PATH` or a path) with its output in `<name>.log`.
    @discardableResult
    func start(
        _ name: String, executable: String, arguments: [String], extraEnvironment: [String: String] = [:]
    ) throws(SessionError) -> ChildProcess {
        guard let path = ToolLocator.executable(named: executable) else {
            throw .compositorFailed(
                compositor: name, reason: "\(executable) is not installed (run `make deps`)", logTail: "")
        }
        let log = "\(outputDirectory)/\(name).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        var env = environment
        for (key, value) in extraEnvironment { env[key] = value }
        let process = try ChildProcess(path: path, arguments: arguments, environment: env, stdout: log, stderr: log)
        started.append((name, process, log))
        return process
    }

    /// Starts a private `dbus-daemon` and waits for its socket.
    func startBus(timeout: Double) throws(SessionError) {
        let bus = try start(
            "dbus-daemon", executable: "dbus-daemon",
            arguments: ["--session", "--nofork", "--nopidfile", "--address=\(busAddress)"])
        try waitForSocket(runtimeDirectory + "/bus", of: bus, name: "dbus-daemon", timeout: timeout)
    }

    /// Waits until `path` is a socket, failing if `process` exits first.
    func waitForSocket(_ path: String, of process: ChildProcess, name: String, timeout: Double) throws(SessionError) {
        let deadline = Date().addingTimeInterval(timeout)
        while !HeadlessSession.isSocket(path) {
            if !process.isRunning {
                throw .compositorFailed(
                    compositor: name, reason: "it exited with status \(process.status ?? -1)", logTail: logTail(name))
            }
            if Date() >= deadline {
                throw .compositorFailed(
                    compositor: name, reason: "\(path) did not appear within \(SessionError.format(timeout)) s",
                    logTail: logTail(name))
            }
            usleep(5_000)
        }
    }

    /// The first of the started processes that has exited, if any.
    var firstExited: (name: String, status: Int32)? {
        for entry in started where !entry.process.isRunning { return (entry.name, entry.process.status ?? -1) }
        return nil
    }

    /// The last lines of a process's log.
    func logTail(_ name: String, lines: Int = 20) -> String {
        FileTail.read("\(outputDirectory)/\(name).log", lines: lines)
    }

    /// Stops every process, last started first (SIGTERM, then SIGKILL after `timeout`).
    func stopAll(timeout: Double = 3) {
        for entry in started.reversed() { entry.process.terminate(timeout: timeout) }
        started.removeAll()
    }
}
