import Foundation
import TouchKit

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
        guard let app, let exit = app.exitReport() else { return error }
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
    ///   ``ReplayOptions/WindowSizePolicy/failWhenOutside`` when a position falls outside.
    nonisolated static func checkWindowSize(
        of recording: TouchRecording, for toplevel: Toplevel, policy: ReplayOptions.WindowSizePolicy
    ) throws(SessionError) -> (TouchRecording, WindowSizeMismatch?) {
        let window = toplevel.frame.size
        guard let recorded = recording.windowSize, recorded != window, window.width > 0, window.height > 0 else {
            return (recording, nil)
        }
        let sent = policy == .fitToWindow ? recording.fitted(to: window) : recording
        let counts = sent.positions(outside: window)
        let mismatch = WindowSizeMismatch(
            recorded: recorded, window: window, positionsOutside: counts.outside, positions: counts.total,
            fitted: policy == .fitToWindow)
        if policy == .failWhenOutside && counts.outside > 0 { throw .windowSizeMismatch(mismatch) }
        return (sent, mismatch)
    }
}
