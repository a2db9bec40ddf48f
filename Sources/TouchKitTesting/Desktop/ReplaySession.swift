import TouchKit
import TouchKitRecording

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
    func launch(executable: String, arguments: [String], environment: [String: String]) throws(SessionError)
        -> AppProcess
    /// Waits for the app's first window (with `appID`, the window of that id).
    func waitForToplevel(of app: AppProcess, appID: String?, timeout: Double) throws(SessionError) -> Toplevel
    /// Replays a recording into a window; see ``HeadlessSession/replay(_:into:options:)``.
    @discardableResult
    func replay(_ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions)
        throws(SessionError) -> ReplayResult
    /// Waits until the window's app has dispatched everything sent to it.
    func waitUntilDispatched(_ toplevel: Toplevel, timeout: Double) throws(SessionError) -> Bool
    /// Captures the output (or, with `toplevel`, that window) to a PNG.
    func capture(to path: String, toplevel: Toplevel?, timeout: Double) throws(SessionError) -> Capture
    /// Stops the apps and the compositor.
    func stop()
}
