import Foundation

extension AppProcess {
    /// Whether the app has ended, or its standard error shows it crashing (a Swift
    /// runtime error or the backtracer's report; the process lives on while the
    /// backtracer runs, which can take seconds).
    public var hasStopped: Bool {
        !isRunning || isCrashing
    }

    /// Whether its standard error shows a crash (``AppExit/showsCrash(_:)``); the file
    /// is read again only when it has grown.
    public var isCrashing: Bool {
        if crashShown { return true }
        var info = stat()
        guard stat(stderrPath, &info) == 0, UInt64(info.st_size) != stderrSizeChecked else { return false }
        stderrSizeChecked = UInt64(info.st_size)
        crashShown = AppExit.showsCrash(standardError)
        return crashShown
    }

    /// How the app ended: waits up to `timeout` seconds for a crashing app to finish
    /// (the backtracer writes its report first), then reads its status and the line of
    /// its standard error that says why.
    /// - Parameter timeout: Seconds to wait for the process to end.
    /// - Returns: The exit, or `nil` when the app still runs and shows no crash.
    public func exitReport(waitingUpTo timeout: Double = 30) -> AppExit? {
        guard hasStopped else { return nil }
        waitForExit(timeout: timeout)
        let status = exitStatus
        let signalled = wasSignalled ?? false
        let log = standardError
        return AppExit(
            executable: executable, pid: pid, status: signalled ? nil : status,
            signal: signalled ? status : nil, reason: AppExit.reason(in: log),
            stderrPath: stderrPath, stdoutPath: stdoutPath, appFrame: AppExit.appFrame(in: log, executable: executable))
    }
}
