import TouchKit
import TouchKitRecording

/// A desktop session's own methods are the ``ReplaySession`` operations; two take the
/// arguments a headless session's take.
extension DesktopSession: ReplaySession {
    /// ``waitForToplevel(of:timeout:)``: a desktop session's apps have one window each,
    /// so `appID` is not needed to pick it.
    public func waitForToplevel(of app: AppProcess, appID: String?, timeout: Double) throws(SessionError) -> Toplevel {
        try waitForToplevel(of: app, timeout: timeout)
    }

    /// ``capture(to:toplevel:)``: a desktop capture waits on the compositor's own
    /// screenshot call, with no timeout of its own.
    public func capture(to path: String, toplevel: Toplevel?, timeout: Double) throws(SessionError) -> Capture {
        try capture(to: path, toplevel: toplevel)
    }
}
