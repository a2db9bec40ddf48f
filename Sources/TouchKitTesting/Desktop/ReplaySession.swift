import TouchKit

/// What every test session offers, whichever compositor runs it: a ``HeadlessSession``
/// (Weston) or a ``DesktopSession`` (KWin, Mutter). The replay command and the
/// compositor matrix tests drive sessions through it.
@MainActor
public protocol ReplaySession: AnyObject {
    /// The compositor.
    var compositor: Compositor { get }
    /// Where logs, traces and captures go.
    var outputDirectory: String { get }
    /// Starts an app; see ``HeadlessSession/launch(executable:arguments:environment:)``.
    func launchApp(_ executable: String, arguments: [String], environment: [String: String]) throws(SessionError) -> AppProcess
    /// Waits for the app's first window.
    func waitForWindow(of app: AppProcess, timeout: Double) throws(SessionError) -> Toplevel
    /// Replays a recording into a window; see ``HeadlessSession/replay(_:into:options:)``.
    func replayRecording(_ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions) throws(SessionError) -> ReplayResult
    /// Waits until the window's app has dispatched everything sent to it.
    func waitUntilAppDispatched(_ toplevel: Toplevel, timeout: Double) throws(SessionError) -> Bool
    /// Captures the whole output to a PNG.
    func captureOutput(to path: String) throws(SessionError) -> Capture
    /// Stops the apps and the compositor.
    func stop()
}

/// Starting a ``ReplaySession`` by compositor.
public enum ReplaySessions {
    /// Starts a private headless session of `compositor`.
    /// - Parameters:
    ///   - compositor: Weston (a ``HeadlessSession``), KWin or Mutter (a ``DesktopSession``).
    ///   - width: Output width in points.
    ///   - height: Output height in points.
    ///   - scale: Output scale (Weston: whole numbers; KWin: fractional too; Mutter: 1).
    ///   - outputDirectory: Where logs, traces and captures go, or `nil`.
    /// - Throws: ``SessionError`` in one line when the compositor cannot start.
    @MainActor
    public static func start(
        _ compositor: Compositor, width: Int = 1024, height: Int = 640, scale: Double = 1, outputDirectory: String? = nil
    ) throws(SessionError) -> any ReplaySession {
        switch compositor {
        case .weston:
            guard scale == scale.rounded(), scale >= 1 else {
                throw .unsupported(compositor: "weston", what: "run at the fractional scale \(scale) (whole numbers only)")
            }
            return try HeadlessSession(
                HeadlessSession.Configuration(width: width, height: height, outputDirectory: outputDirectory, scale: Int(scale)))
        case .kwin, .mutter:
            return try DesktopSession(
                DesktopSession.Configuration(
                    compositor: compositor, width: width, height: height, scale: scale, outputDirectory: outputDirectory))
        }
    }
}

extension HeadlessSession: ReplaySession {
    /// Always ``Compositor/weston``.
    public var compositor: Compositor { .weston }

    /// ``launch(executable:arguments:environment:)``.
    public func launchApp(_ executable: String, arguments: [String], environment: [String: String]) throws(SessionError) -> AppProcess {
        try launch(executable: executable, arguments: arguments, environment: environment)
    }

    /// ``waitForToplevel(of:appID:timeout:)``.
    public func waitForWindow(of app: AppProcess, timeout: Double) throws(SessionError) -> Toplevel {
        try waitForToplevel(of: app, timeout: timeout)
    }

    /// ``replay(_:into:options:)``.
    public func replayRecording(_ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions) throws(SessionError) -> ReplayResult {
        try replay(recording, into: toplevel, options: options)
    }

    /// ``waitUntilDispatched(_:timeout:)``.
    public func waitUntilAppDispatched(_ toplevel: Toplevel, timeout: Double) throws(SessionError) -> Bool {
        try waitUntilDispatched(toplevel, timeout: timeout)
    }

    /// ``capture(to:toplevel:timeout:)`` of the whole output.
    public func captureOutput(to path: String) throws(SessionError) -> Capture {
        try capture(to: path)
    }
}

extension DesktopSession: ReplaySession {
    /// ``launch(executable:arguments:environment:)``.
    public func launchApp(_ executable: String, arguments: [String], environment: [String: String]) throws(SessionError) -> AppProcess {
        try launch(executable: executable, arguments: arguments, environment: environment)
    }

    /// ``waitForToplevel(of:timeout:)``.
    public func waitForWindow(of app: AppProcess, timeout: Double) throws(SessionError) -> Toplevel {
        try waitForToplevel(of: app, timeout: timeout)
    }

    /// ``replay(_:into:options:)``.
    public func replayRecording(_ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions) throws(SessionError) -> ReplayResult {
        try replay(recording, into: toplevel, options: options)
    }

    /// ``waitUntilDispatched(_:timeout:)``.
    public func waitUntilAppDispatched(_ toplevel: Toplevel, timeout: Double) throws(SessionError) -> Bool {
        try waitUntilDispatched(toplevel, timeout: timeout)
    }

    /// ``capture(to:toplevel:)``.
    public func captureOutput(to path: String) throws(SessionError) -> Capture {
        try capture(to: path)
    }
}
