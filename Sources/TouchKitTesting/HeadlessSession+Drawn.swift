import Foundation

extension HeadlessSession {
    /// The most frame callbacks ``waitUntilDrawn(_:timeout:maxFrames:)`` gives an app
    /// that asks for frames without drawing anything new: half a second at 60 Hz.
    public nonisolated static let defaultMaxFrames = 30
    /// How long, in seconds, the session's waits for a state (a toplevel, an answer to
    /// the events sent, a capture) go on by default before they fail. Far beyond what a
    /// quiet machine needs: a wait ends as soon as its state comes, and only a state
    /// that never comes should fail a test, also on a machine busy with other work.
    public nonisolated static let defaultTimeout: Double = 30

    /// Waits until the app that owns `toplevel` has drawn what it was sent: it has
    /// dispatched every event, committed the first frame with new content drawn after
    /// that (the frame that answers them), and Weston has applied that commit. A capture
    /// requested next shows that frame; every capture a replay takes waits for this first.
    ///
    /// An app draws when the compositor sends it a frame callback: an event that arrives
    /// while one is awaited is drawn at the next. So, in rounds:
    /// 1. ``waitUntilDispatched(_:timeout:)``: the app sleeps with nothing unread;
    /// 2. the module's `settle`: it answers once Weston has handled every request the
    ///    app sent (its last commit is applied) and no frame callback of the window's
    ///    surface waits to be sent, repainting the output to send those that wait. It
    ///    counts, since its previous answer, the repaints that sent the surface's frame
    ///    callbacks and the commits that brought new damage.
    ///
    /// The rounds end when a settle sent no frame callback (the app asked for no frame:
    /// what it committed is final), or, from the second round on, when the app committed
    /// new content (it drew after it had handled everything: the answer). An app that
    /// keeps asking for frames without drawing anything new (it waits a few frames
    /// before it answers) is given up to `maxFrames` frames. No wall-clock delay is
    /// involved. An app that answers over several frames with new content in each (an
    /// animation on the wall clock) is shown at the first of them; under the event clock
    /// (`TOUCHKIT_CLOCK=events`) animations stand still between events, so the frame is
    /// the same on every run.
    ///
    /// - Parameters:
    ///   - toplevel: The window.
    ///   - timeout: Seconds to wait for each answer.
    ///   - maxFrames: The most frames to give an app that draws nothing new.
    /// - Returns: Whether the app settled: `false` when it still asked for frames
    ///   without drawing anything new after `maxFrames` of them.
    /// - Throws: ``SessionError`` from ``waitUntilDispatched(_:timeout:)``, a timeout, or
    ///   ``SessionError/appCrashed(_:)``.
    @discardableResult
    public func waitUntilDrawn(
        _ toplevel: Toplevel, timeout: Double = HeadlessSession.defaultTimeout,
        maxFrames: Int = HeadlessSession.defaultMaxFrames
    ) throws(SessionError) -> Bool {
        var round = 0
        var framesGiven = 0
        while true {
            try waitUntilDispatched(toplevel, timeout: timeout)
            let answer = try settle(toplevel, timeout: timeout)
            if answer.frames == 0 { return true }
            // The first round's commits may predate the events' dispatch; later ones
            // were made in answer to the frames given since.
            if round > 0 && answer.commits > 0 { return true }
            round += 1
            framesGiven += answer.frames
            if framesGiven > maxFrames { return false }
        }
    }

    /// Sends the module's `settle` for `toplevel` and waits for its answer.
    /// - Parameters:
    ///   - toplevel: The window.
    ///   - timeout: Seconds to wait.
    /// - Returns: The repaints that sent the surface's frame callbacks and the commits
    ///   with new damage since the previous answer for that window.
    func settle(_ toplevel: Toplevel, timeout: Double) throws(SessionError) -> (frames: Int, commits: Int) {
        guard !isStopped else { throw .stopped }
        let serial = takeSerial()
        manager.settle(serial: serial, toplevel: toplevel.handle)
        let done = try dispatch(
            until: Date().addingTimeInterval(timeout), watching: app(of: toplevel), cleanExitEndsWait: true
        ) { settleResults[serial] != nil }
        guard done else {
            throw .timeout(
                what: "the app of toplevel \(toplevel.handle) drawing its frame (settle \(serial))", seconds: timeout)
        }
        // No answer after a clean exit: the app has nothing more to draw.
        return settleResults.removeValue(forKey: serial) ?? (0, 0)
    }
}
