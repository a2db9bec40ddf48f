import Foundation
import TouchKit

/// A private headless KWin or Mutter, and the TouchKit apps run in it.
///
/// The counterpart of ``HeadlessSession`` (Weston) for the desktops TouchKit's users run.
/// Starting one creates a private runtime directory (mode 0700) holding the socket, a
/// private `HOME`, and starts a private `dbus-daemon`; for Mutter also `pipewire` and
/// `wireplumber` (its screen-cast stream carries the screenshots, and absolute touch
/// and pointer events need one). Every process is stopped by its own id.
///
/// - KWin 5.27: `kwin_wayland --virtual` (run from a plain copy: the installed binary
///   carries a file capability that some machines refuse to exec); input through
///   `org_kde_kwin_fake_input` v4, screenshots through `org.kde.KWin.ScreenShot2`.
/// - Mutter 43: `mutter --headless --virtual-monitor`; input through
///   `org.gnome.Mutter.RemoteDesktop` with a `ScreenCast` stream of the monitor,
///   screenshots from that stream through GStreamer's `pipewiresrc`. Its API has no
///   touch cancel: a recording holding one is refused with a clear error.
///
/// Neither compositor tells a client where other clients' windows are, so apps are
/// launched with `TOUCHKIT_FULLSCREEN=1` (the window fills the output at (0, 0), as under
/// Weston's kiosk shell, so a recording's surface coordinates are the output's) and
/// `TOUCHKIT_READY_FILE`, where a TouchKit app announces each window once the compositor
/// has handled its first buffer. Only TouchKit apps can be driven this way.
@MainActor
public final class DesktopSession {
    /// How to start a session.
    public struct Configuration: Sendable {
        /// `.kwin` or `.mutter` (Weston runs in a ``HeadlessSession``).
        public var compositor: Compositor
        /// Output width in points.
        public var width: Int
        /// Output height in points.
        public var height: Int
        /// Output scale; fractional scales (1.5) need KWin. Mutter runs at 1 only.
        public var scale: Double
        /// Where logs, traces and captures go; `nil` creates a fresh directory.
        public var outputDirectory: String?
        /// Seconds the compositor (and each daemon) may take to start.
        public var startTimeout: Double
        /// The input method KWin starts (`--inputmethod`): a command line, its program
        /// first; `nil` for none. KWin only.
        public var inputMethod: String?

        /// Creates a configuration.
        /// - Parameters:
        ///   - compositor: `.kwin` or `.mutter`.
        ///   - width: Output width in points.
        ///   - height: Output height in points.
        ///   - scale: Output scale.
        ///   - outputDirectory: Directory for logs, traces and captures, or `nil`.
        ///   - startTimeout: Seconds to wait for each process to come up.
        ///   - inputMethod: The input method's command line for KWin, or `nil`.
        public init(
            compositor: Compositor, width: Int = 1024, height: Int = 640, scale: Double = 1,
            outputDirectory: String? = nil, startTimeout: Double = 20, inputMethod: String? = nil
        ) {
            self.inputMethod = inputMethod
            self.compositor = compositor
            self.width = width
            self.height = height
            self.scale = scale
            self.outputDirectory = outputDirectory
            self.startTimeout = startTimeout
        }
    }

    /// The configuration the session was started with.
    public let configuration: Configuration
    /// The compositor.
    public var compositor: Compositor { configuration.compositor }
    /// The directory holding the logs (`kwin.log` or `mutter.log`, `dbus-daemon.log`, …),
    /// app logs, traces and captures.
    public let outputDirectory: String
    /// The private `XDG_RUNTIME_DIR` (removed by ``stop()``).
    public var runtimeDirectory: String { daemons.runtimeDirectory }
    /// The socket name apps get as `WAYLAND_DISPLAY`.
    public let socketName: String
    /// Seconds from the first process started to the injection being ready.
    public private(set) var startDuration: Double = 0
    /// The apps launched so far, in order.
    public internal(set) var apps: [AppProcess] = []
    /// Whether ``stop()`` has run.
    public private(set) var isStopped = false

    /// The apps launched with `TOUCHKIT_FULLSCREEN=0`, by index: their windows float.
    var floatingApps: Set<Int> = []
    let daemons: DesktopDaemons
    let compositorProcess: ChildProcess
    var injector: any DesktopInjector

    /// Starts the compositor and its daemons privately and readies the injection.
    ///
    /// - Parameter configuration: Which compositor, output size and scale.
    /// - Throws: ``SessionError/compositorFailed(compositor:reason:logTail:)`` in one
    ///   line when the compositor (or a daemon) is missing, exits or times out;
    ///   ``SessionError/unsupported(compositor:what:)`` for Weston or a scale Mutter
    ///   cannot run at.
    public init(_ configuration: Configuration) throws(SessionError) {
        let started = Date()
        self.configuration = configuration
        let name = configuration.compositor.rawValue
        if configuration.compositor == .weston {
            throw .unsupported(compositor: name, what: "run in a DesktopSession (use HeadlessSession)")
        }
        if configuration.compositor == .mutter && configuration.scale != 1 {
            throw .unsupported(compositor: name, what: "run headless at scale \(configuration.scale) (only 1)")
        }
        if let dir = configuration.outputDirectory {
            outputDirectory = ToolLocator.absolute(dir)
            do {
                try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            } catch {
                throw .fileSystem(path: outputDirectory, reason: error.localizedDescription)
            }
        } else {
            outputDirectory = try HeadlessSession.makeTemporaryDirectory(prefix: "touchkit-\(name)-")
        }
        let runtime = try HeadlessSession.makeTemporaryDirectory(prefix: "touchkit-run-")
        chmod(runtime, 0o700)
        let home = runtime + "/home"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        socketName = "touchkit-\(name)-\(getpid())"
        let daemons = DesktopDaemons(runtimeDirectory: runtime, homeDirectory: home, outputDirectory: outputDirectory)
        self.daemons = daemons
        func fail(_ error: SessionError) -> SessionError {
            daemons.stopAll(timeout: 1)
            try? FileManager.default.removeItem(atPath: runtime)
            return error
        }
        do {
            try daemons.startBus(timeout: configuration.startTimeout)
            let socket = socketName
            let process =
                configuration.compositor == .kwin
                ? try Self.startKWin(daemons, configuration, socket: socket)
                : try Self.startMutter(daemons, configuration, socket: socket)
            compositorProcess = process
            try daemons.waitForSocket(
                runtime + "/" + socket, of: process, name: name, timeout: configuration.startTimeout)
            if configuration.compositor == .kwin {
                injector = try KWinInjector(
                    socketPath: runtime + "/" + socket, busAddress: daemons.busAddress,
                    timeout: configuration.startTimeout, isAlive: { process.isRunning })
            } else {
                injector = try MutterInjector(
                    busAddress: daemons.busAddress, environment: daemons.environment,
                    outputDirectory: outputDirectory, timeout: configuration.startTimeout)
            }
        } catch {
            let log = daemons.logTail(name)
            if case .compositorFailed = error { throw fail(error) }
            throw fail(.compositorFailed(compositor: name, reason: error.description, logTail: log))
        }
        startDuration = Date().timeIntervalSince(started)
    }

    isolated deinit { stop() }

    /// Stops every app, then the compositor and its daemons (each by its own process
    /// id), and removes the runtime directory with the private home. Safe to call twice.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        for app in apps { app.terminate(timeout: 1) }
        injector.close()
        daemons.stopAll()
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// The last lines of the compositor's log.
    public func compositorLogTail(lines: Int = 20) -> String { daemons.logTail(compositor.rawValue, lines: lines) }

    /// Throws if the compositor or one of its daemons has exited.
    func checkAlive() throws(SessionError) {
        guard !isStopped else { throw .stopped }
        if let exited = daemons.firstExited {
            throw .compositorFailed(
                compositor: compositor.rawValue, reason: "\(exited.name) exited with status \(exited.status)",
                logTail: daemons.logTail(exited.name))
        }
    }

    // MARK: Starting the compositors

    private static func startKWin(
        _ daemons: DesktopDaemons, _ configuration: Configuration, socket: String
    ) throws(SessionError) -> ChildProcess {
        guard let installed = ToolLocator.executable(named: "kwin_wayland") else {
            throw .compositorFailed(
                compositor: "kwin", reason: "kwin_wayland is not installed (run `make deps`)", logTail: "")
        }
        // A plain copy drops the file capability (cap_sys_resource) the package sets.
        let copy = daemons.runtimeDirectory + "/kwin_wayland"
        do {
            try FileManager.default.copyItem(atPath: installed, toPath: copy)
        } catch {
            throw .fileSystem(path: copy, reason: error.localizedDescription)
        }
        chmod(copy, 0o755)
        var arguments = [
            "--virtual", "--socket", socket,
            // In points: at --scale 1.5 the output has 1.5 times as many pixels.
            "--width", "\(configuration.width)", "--height", "\(configuration.height)",
            "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities",
        ]
        if configuration.scale != 1 { arguments += ["--scale", "\(configuration.scale)"] }
        if let inputMethod = configuration.inputMethod { arguments += ["--inputmethod", inputMethod] }
        return try daemons.start(
            "kwin", executable: copy, arguments: arguments,
            extraEnvironment: [
                "KWIN_WAYLAND_NO_PERMISSION_CHECKS": "1", "KWIN_SCREENSHOT_NO_PERMISSION_CHECKS": "1",
                "QT_QPA_PLATFORM": "wayland", "KDE_FULL_SESSION": "", "KWIN_XKB_DEFAULT_KEYMAP": "1",
            ])
    }

    private static func startMutter(
        _ daemons: DesktopDaemons, _ configuration: Configuration, socket: String
    ) throws(SessionError) -> ChildProcess {
        let pipewire = try daemons.start("pipewire", executable: "pipewire", arguments: [])
        try daemons.waitForSocket(
            daemons.runtimeDirectory + "/pipewire-0", of: pipewire, name: "pipewire",
            timeout: configuration.startTimeout)
        try daemons.start("wireplumber", executable: "wireplumber", arguments: [])
        return try daemons.start(
            "mutter", executable: "mutter",
            arguments: [
                "--headless", "--wayland", "--no-x11", "--wayland-display=\(socket)",
                "--virtual-monitor", "\(configuration.width)x\(configuration.height)",
            ],
            extraEnvironment: ["GSETTINGS_BACKEND": "memory", "NO_AT_BRIDGE": "1"])
    }
}
