import Foundation
import TouchKit
import TouchKitRecording
import Wayland

/// A private headless Weston with the TouchKit replay module, and the apps run in it.
///
/// Starting a session creates a private `XDG_RUNTIME_DIR` (mode 0700) and socket,
/// starts `weston --backend=headless-backend.so --shell=kiosk-shell.so --use-pixman`
/// with the replay module, connects to it and binds `touchkit_replay_manager_v1`. The
/// session then launches apps into it, waits for their toplevels, replays recordings
/// (see ``replay(_:into:options:)``) and captures the output.
///
/// ```swift
/// let session = try HeadlessSession()
/// defer { session.stop() }
/// let app = try session.launch(executable: "/path/to/MyApp")
/// let window = try session.waitForToplevel(of: app)
/// let recording = try TouchRecording(contentsOf: "taps.touches")
/// let result = try session.replay(recording, into: window,
///                                 options: ReplayOptions(captureAt: [100]))
/// let trace = try DispatchTrace(contentsOf: app.tracePath!)
/// let image = try ImageSurface(contentsOfPNG: result.captures.last!.path)
/// ```
///
/// Everything runs on the main actor and blocks it while waiting: waits poll the
/// connection's file descriptor with a timeout and dispatch what arrives, so they
/// never spin. ``stop()`` (also run on deinit) kills the apps and Weston and removes
/// the runtime directory; the output directory (logs, traces, captures) is kept.
@MainActor
public final class HeadlessSession {
    /// How to start a session.
    public struct Configuration: Sendable {
        /// Output width in points (the output has `width * scale` pixels); 1024 by default.
        public var width: Int
        /// Output height in points (the output has `height * scale` pixels); 640 by default.
        public var height: Int
        /// Where logs, traces and captures go; `nil` creates a fresh directory under the
        /// temporary directory.
        public var outputDirectory: String?
        /// The replay module; `nil` uses ``ToolLocator/defaultModulePath``.
        public var modulePath: String?
        /// How long Weston may take to create its socket, in seconds.
        public var startTimeout: Double
        /// The `weston` executable; `nil` uses ``ToolLocator/weston(_:)``.
        public var westonPath: String?
        /// The output's integer scale (pixels per point); 1 by default. With 2, the
        /// default output is 2048 x 1280 pixels for 1024 x 640 points, and apps draw at
        /// twice the density.
        public var scale: Int
        /// Weston's shell: `kiosk-shell.so` (the default: every window fullscreen, no
        /// decorations) or `desktop-shell.so` (floating windows, a panel, and no
        /// xdg-decoration, so TouchKit draws its own decorations).
        public var shell = "kiosk-shell.so"

        /// Creates a configuration.
        /// - Parameters:
        ///   - width: Output width in points.
        ///   - height: Output height in points.
        ///   - outputDirectory: Directory for logs, traces and captures, or `nil`.
        ///   - modulePath: The replay module, or `nil` for the default.
        ///   - startTimeout: Seconds to wait for Weston's socket.
        ///   - westonPath: The `weston` executable, or `nil` to look for it.
        ///   - scale: The output's integer scale.
        public init(
            width: Int = 1024, height: Int = 640, outputDirectory: String? = nil, modulePath: String? = nil,
            startTimeout: Double = 10, westonPath: String? = nil, scale: Int = 1
        ) {
            self.westonPath = westonPath
            self.scale = scale
            self.width = width
            self.height = height
            self.outputDirectory = outputDirectory
            self.modulePath = modulePath
            self.startTimeout = startTimeout
        }
    }

    /// The configuration the session was started with.
    public let configuration: Configuration
    /// The directory holding `weston.log`, app logs, `trace.jsonl` and captures. What
    /// an earlier session left there is removed as this one starts
    /// (the trace, captures and logs of an earlier run): each run starts fresh.
    public let outputDirectory: String
    /// The private `XDG_RUNTIME_DIR` (removed by ``stop()``).
    public let runtimeDirectory: String
    /// The socket name apps get as `WAYLAND_DISPLAY`.
    public let socketName: String
    /// The replay module loaded into Weston.
    public let modulePath: String
    /// Weston's log (its standard error).
    public let westonLogPath: String
    /// Weston's process id.
    public var westonPID: Int32 { weston.processIdentifier }
    /// Seconds from starting Weston to having bound the replay manager.
    public private(set) var startDuration: Double = 0
    /// The toplevels currently mapped, by handle.
    public private(set) var toplevels: [UInt32: Toplevel] = [:]
    /// The apps launched so far, in order.
    public internal(set) var apps: [AppProcess] = []
    /// Every rejection the module reported, in order.
    public private(set) var rejections: [(reason: String, message: String)] = []
    /// Whether ``stop()`` has run.
    public private(set) var isStopped = false

    let weston: Process
    let display: Display
    let registry: WlRegistry
    let manager: TouchkitReplayManagerV1
    var nextSerial: UInt32 = 1
    var lastSyncDone: UInt32 = 0
    var captureResults: [UInt32: Result<(width: Int, height: Int), SessionError>] = [:]
    /// The module's `settled` answers not yet taken, by serial.
    var settleResults: [UInt32: (frames: Int, commits: Int)] = [:]
    /// Rejections not yet seen by a replay.
    var unhandledRejections: [(reason: String, message: String)] = []
    /// How many of the current replay's keys have been sent.
    var keysSent = 0
    /// How many of the replayed recording's pointer events were sent (SPEC P1, P8, P10).
    var pointerEventsSent = 0

    /// Starts Weston with the replay module and connects to it.
    ///
    /// - Parameter configuration: Output size, directories, module and timeout.
    /// - Throws: ``SessionError`` when weston or the module is missing, Weston exits or
    ///   times out, or the module's global is not offered.
    public init(_ configuration: Configuration = Configuration()) throws(SessionError) {
        let started = Date()
        self.configuration = configuration
        let westonPath = try ToolLocator.weston(configuration.westonPath)
        modulePath = try ToolLocator.replayModule(configuration.modulePath)

        let files = FileManager.default
        if let dir = configuration.outputDirectory {
            outputDirectory = ToolLocator.absolute(dir)
            do {
                try files.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            } catch {
                throw .fileSystem(path: outputDirectory, reason: error.localizedDescription)
            }
            Self.removeEarlierOutput(in: outputDirectory)
        } else {
            outputDirectory = try Self.makeTemporaryDirectory(prefix: "touchkit-testing-")
        }
        runtimeDirectory = try Self.makeTemporaryDirectory(prefix: "touchkit-run-")
        chmod(runtimeDirectory, 0o700)
        socketName = "touchkit-\(getpid())"
        westonLogPath = outputDirectory + "/weston.log"
        let runtime = runtimeDirectory

        let process = Process()
        // Through `setpriv --pdeathsig TERM` when installed: Weston dies with this process.
        let (program, arguments) = ChildGuard.guarded(
            westonPath,
            [
                "--backend=headless-backend.so", "--shell=\(configuration.shell)", "--use-pixman", "--idle-time=0",
                "--socket=\(socketName)", "--modules=\(modulePath)",
                "--width=\(configuration.width)", "--height=\(configuration.height)", "--scale=\(configuration.scale)",
            ])
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        for key in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY"] { environment[key] = nil }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        _ = files.createFile(atPath: westonLogPath, contents: nil)
        guard let log = FileHandle(forWritingAtPath: westonLogPath) else {
            try? files.removeItem(atPath: runtime)
            throw .fileSystem(path: westonLogPath, reason: "cannot open for writing")
        }
        process.standardError = log
        do {
            try process.run()
        } catch {
            try? files.removeItem(atPath: runtime)
            throw .launchFailed(executable: westonPath, reason: error.localizedDescription)
        }
        try? log.close()
        weston = process
        ChildGuard.watch(process.processIdentifier)

        // Wait for the socket (Weston creates `<name>.lock` and then the socket).
        let socketPath = runtimeDirectory + "/" + socketName
        let deadline = Date().addingTimeInterval(configuration.startTimeout)
        let logPath = westonLogPath
        func fail(_ error: SessionError) -> SessionError {
            Self.forceKill(process)
            try? files.removeItem(atPath: runtime)
            return error
        }
        while !Self.isSocket(socketPath) {
            if !process.isRunning {
                throw fail(.westonExited(status: process.terminationStatus, logTail: FileTail.read(logPath)))
            }
            if Date() >= deadline {
                throw fail(
                    .socketTimeout(
                        socket: socketPath, seconds: configuration.startTimeout, logTail: FileTail.read(logPath)))
            }
            usleep(2_000)
        }

        let connected: Display
        do {
            connected = try Self.connect(to: socketPath, until: deadline) { process.isRunning }
        } catch {
            throw fail(.connection(reason: "\(error)", logTail: FileTail.read(logPath)))
        }
        display = connected
        registry = display.registry()
        var found: (name: UInt32, version: UInt32)?
        registry.onEvent = { event in
            if case .global(let name, let interface, let version) = event,
                interface == TouchkitReplayManagerV1.interfaceName
            {
                found = (name, version)
            }
        }
        do {
            try display.roundtrip()
        } catch {
            throw fail(.connection(reason: "\(error)", logTail: FileTail.read(logPath)))
        }
        guard let found else {
            throw fail(.replayGlobalMissing(module: modulePath, logTail: FileTail.read(logPath)))
        }
        registry.onEvent = nil
        guard found.version >= 4 else {
            throw fail(
                .compositorFailed(
                    compositor: "weston",
                    reason:
                        "the replay module at \(modulePath) offers touchkit_replay_manager_v1 version \(found.version), "
                        + "and TouchKit needs version 4 (its pointer_axis request): rebuild it with `make module`",
                    logTail: FileTail.read(logPath)))
        }
        manager = registry.bind(TouchkitReplayManagerV1.self, name: found.name, version: 4)
        manager.onEvent = { [weak self] event in self?.handle(event) }
        do {
            try display.roundtrip()
        } catch {
            throw fail(.connection(reason: "\(error)", logTail: FileTail.read(logPath)))
        }
        startDuration = Date().timeIntervalSince(started)
    }

    isolated deinit {
        stop()
    }

    /// Stops every app, then Weston, and removes the runtime directory.
    ///
    /// Safe to call more than once; the output directory is kept.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        for app in apps { app.terminate(timeout: 1) }
        manager.destroy()
        _ = try? display.flush()
        ProcessControl.terminate(weston, timeout: 3)
        ChildGuard.forget(weston.processIdentifier)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// The last lines of Weston's log.
    public func westonLogTail(lines: Int = 20) -> String { FileTail.read(westonLogPath, lines: lines) }

    // MARK: Events

    private func handle(_ event: TouchkitReplayManagerV1.Event) {
        switch event {
        case .toplevel(let handle, let appID, let title, let pid, let x, let y, let width, let height):
            toplevels[handle] = Toplevel(
                handle: handle, appID: appID, title: title, pid: Int32(bitPattern: pid),
                frame: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        case .toplevelChanged(let handle, let appID, let title, let x, let y, let width, let height):
            let pid = toplevels[handle]?.pid ?? 0
            toplevels[handle] = Toplevel(
                handle: handle, appID: appID, title: title, pid: pid,
                frame: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        case .toplevelRemoved(let handle):
            toplevels[handle] = nil
        case .syncDone(let serial):
            lastSyncDone = max(lastSyncDone, serial)
        case .captureDone(let serial, let width, let height):
            captureResults[serial] = .success((Int(width), Int(height)))
        case .settled(let serial, let frames, let commits):
            settleResults[serial] = (Int(frames), Int(commits))
        case .captureFailed(let serial, let reason):
            captureResults[serial] = .failure(.captureFailed(path: "", reason: reason))
        case .rejected(let reason, let message):
            let entry = (reason: reason.description, message: message)
            rejections.append(entry)
            unhandledRejections.append(entry)
        }
    }

    // MARK: Helpers

    static func makeTemporaryDirectory(prefix: String) throws(SessionError) -> String {
        let base = (ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        var template = Array((base + "/" + prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw .fileSystem(path: base + "/" + prefix + "XXXXXX", reason: String(cString: strerror(errno)))
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Connects to a compositor's socket, trying again while it refuses connections.
    ///
    /// libwayland-server creates the socket file with `bind` and only then calls
    /// `listen`; a client connecting in between is refused (`ECONNREFUSED`). Seeing the
    /// file is therefore not enough, and on a busy machine the gap is hit.
    ///
    /// - Parameters:
    ///   - socketPath: The socket.
    ///   - deadline: When to give up and throw the refusal.
    ///   - isAlive: Whether the compositor still runs; a refusal once it has exited is final.
    static func connect(
        to socketPath: String, until deadline: Date, while isAlive: () -> Bool
    ) throws(WaylandError) -> Display {
        while true {
            do {
                return try Display.connect(name: socketPath)
            } catch {
                guard case .connectionFailed(_, ECONNREFUSED) = error, isAlive(), Date() < deadline else {
                    throw error
                }
                usleep(2_000)
            }
        }
    }

    static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }

    static func forceKill(_ process: Process) {
        defer { ChildGuard.forget(process.processIdentifier) }
        guard process.isRunning else {
            process.waitUntilExit()  // (releases Foundation's hold on the process object)
            return
        }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
