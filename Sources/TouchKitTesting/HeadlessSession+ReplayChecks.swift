import Foundation
import TouchKit
import TouchKitRecording

extension HeadlessSession {
    /// The app launched into this session that owns `toplevel`, if any.
    /// - Parameter toplevel: A toplevel.
    func app(of toplevel: Toplevel) -> AppProcess? {
        apps.first { $0.pid == toplevel.pid }
    }

    /// `error`, or ``SessionError/appCrashed(_:)`` when the app has crashed or exited:
    /// a rejection (`unknown_toplevel`), a timeout or a lost window that follows from
    /// the app being gone is reported as what it is.
    /// - Parameters:
    ///   - error: What went wrong.
    ///   - app: The app replayed into.
    func crashReplacing(_ error: SessionError, app: AppProcess?) -> SessionError {
        if case .appCrashed = error { return error }
        guard let app, let exit = app.exitReport(), !exit.isClean else { return error }
        return .appCrashed(exit)
    }

    /// Compares the recording's `# window` size with the toplevel's and applies the policy.
    /// - Parameters:
    ///   - recording: The recording to replay.
    ///   - toplevel: The window it goes to.
    ///   - policy: What to do when the sizes differ.
    /// - Returns: The recording to send (scaled for ``ReplayOptions/WindowSizePolicy/fitToWindow``)
    ///   and the mismatch, or `nil` when the sizes agree or the recording names none.
    /// - Throws: ``SessionError/windowSizeMismatch(_:)`` for
    ///   ``ReplayOptions/WindowSizePolicy/failWhenOutside`` when a position falls outside,
    ///   and for ``ReplayOptions/WindowSizePolicy/allowOutside`` when a touch sequence
    ///   starts outside (no compositor would give it to the app).
    nonisolated static func checkWindowSize(
        of recording: TouchRecording, for toplevel: Toplevel, policy: ReplayOptions.WindowSizePolicy
    ) throws(SessionError) -> (TouchRecording, WindowSizeMismatch?) {
        let window = toplevel.frame.size
        guard let recorded = recording.windowSize, recorded != window, window.width > 0, window.height > 0 else {
            return (recording, nil)
        }
        let sent = policy == .fitToWindow ? recording.fitted(to: window) : recording
        let counts = sent.positions(outside: window)
        let starts = sent.sequenceStarts(outside: window)
        var mismatch = WindowSizeMismatch(
            recorded: recorded, window: window, positionsOutside: counts.outside, positions: counts.total,
            fitted: policy == .fitToWindow)
        mismatch.sequencesStartingOutside = starts.count
        mismatch.firstSequenceStartLine = starts.first?.line
        if policy == .failWhenOutside && counts.outside > 0 { throw .windowSizeMismatch(mismatch) }
        // A sequence that starts outside the window would be refused half-way through
        // the replay (`not_on_target`): refuse the recording before anything is sent.
        if policy == .allowOutside && !starts.isEmpty { throw .windowSizeMismatch(mismatch) }
        return (sent, mismatch)
    }
}

extension HeadlessSession {
    /// Moves the event clock (`TOUCHKIT_CLOCK=events`) of `app` on to a recording time
    /// before a timed capture: writes the time to its clock file, sends `SIGUSR1`, and
    /// waits for the app's acknowledgement (`EventTimeClock.listen(toFileAt:)`).
    /// - Parameters:
    ///   - app: The app.
    ///   - path: Its `TOUCHKIT_CLOCK_FILE`.
    ///   - milliseconds: The recording time to move to.
    ///   - timeout: Seconds to wait for the acknowledgement.
    /// - Throws: ``SessionError/timeout(what:seconds:)`` when the app does not answer
    ///   (it is not a TouchKit app on the event clock), or ``SessionError/appCrashed(_:)``.
    func advanceClock(of app: AppProcess, through path: String, to milliseconds: Double, timeout: Double)
        throws(SessionError)
    {
        let text = String(milliseconds)
        let files = FileManager.default
        try? files.removeItem(atPath: path + ".ack")
        guard files.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw .fileSystem(path: path, reason: "cannot write the event clock's time")
        }
        kill(app.pid, SIGUSR1)
        let answered = try dispatch(until: Date().addingTimeInterval(timeout), watching: app) {
            files.contents(atPath: path + ".ack").map { String(decoding: $0, as: UTF8.self) } == text
        }
        if !answered { throw .timeout(what: "the app's event clock moving to \(text) ms", seconds: timeout) }
    }
}
