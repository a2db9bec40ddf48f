import TouchKit
import TouchKitRecording

extension HeadlessSession: ReplaySession {
    /// Always ``Compositor/weston``.
    public var compositor: Compositor { .weston }

    /// ``launch(executable:arguments:environment:)``.
    public func launchApp(_ executable: String, arguments: [String], environment: [String: String]) throws(SessionError)
        -> AppProcess
    {
        try launch(executable: executable, arguments: arguments, environment: environment)
    }

    /// ``waitForToplevel(of:appID:timeout:)``.
    public func waitForWindow(of app: AppProcess, timeout: Double) throws(SessionError) -> Toplevel {
        try waitForToplevel(of: app, timeout: timeout)
    }

    /// ``replay(_:into:options:)``.
    public func replayRecording(_ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions)
        throws(SessionError) -> ReplayResult
    {
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
