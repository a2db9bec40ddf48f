import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The pacing of a real client under headless Weston (SPEC D6, D7, D10), seen in the
/// app's own `WAYLAND_DEBUG=1` log (``WaylandDebugLog/pacing(in:)``): which input frames
/// were committed before which repaint, counted by the order of the log's messages, never
/// by their times. Late drawing (D12) is on, as by default; when a late draw commits is
/// proven on a manual pacing clock against the mock compositor
/// (`LateDrawingMockCompositorTests`) and in `FramePacerLateDrawingTests`.
@MainActor
@Suite("Pacing under headless Weston (SPEC D6, D7, D10)", .serialized)
struct PacingReplayTests {
    /// MinimalDots' `WAYLAND_DEBUG=1` log, with `environment` added to its own, over a
    /// drag replayed at its recorded pace under a headless Weston whose files go to a
    /// folder named after `name`: finger 0 down at (100, 100), moved to each of `moves`
    /// after its wait (in milliseconds), a frame each, then lifted.
    static func minimalDotsLog(
        _ name: String, environment: [String: String], moves: [(wait: Double, to: Point)]
    ) throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/MinimalDots"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("MinimalDots is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/\(name)-\(getpid())"
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(
            executable: path, environment: environment.merging(["WAYLAND_DEBUG": "1"]) { $1 })
        let window = try session.waitForToplevel(of: app)
        try session.dispatch(for: 0.2)
        var script = RecordingScript()
        script.down(0, at: Point(x: 100, y: 100))
        script.frame()
        for move in moves {
            script.wait(move.wait)
            script.move(0, to: move.to)
            script.frame()
        }
        script.up(0)
        script.frame()
        _ = try session.replay(script.recording, into: window, options: ReplayOptions(pacing: .recorded))
        try session.sync(window)
        try session.dispatch(for: 0.2)
        #expect(app.isRunning, "MinimalDots still runs: \(app.stderrTail())")
        return app.standardError
    }

    /// MinimalDots' log over a slow drag (a motion every 50 ms: the compositor has taken
    /// each frame before the next one comes) and then a fast one (120 Hz: faster than
    /// the 60 Hz repaints, so frames find the compositor busy).
    static func pacingLog() throws -> String {
        let slow = (1...16).map { (wait: 50.0, to: Point(x: 100 + Double($0) * 10, y: 100)) }
        let fast = (1...60).map { (wait: 1000.0 / 120, to: Point(x: 260 + Double($0) * 3, y: 100 + Double($0))) }
        return try minimalDotsLog(
            "pacing", environment: ["TOUCHKIT_PRESENTATION_FEEDBACK": "every"], moves: slow + fast)
    }

    @Test("D6, D7, D10: idle input is committed before the next repaint; never two content commits per repaint")
    func idleAtOnceBusyCoalesced() throws {
        let pacing = WaylandDebugLog.pacing(in: try Self.pacingLog())
        // Input frames that found no callback outstanding at all: the next repaint can
        // only follow a commit of ours, so each must have been committed before one.
        let fullyIdle = pacing.idleInputFrames - pacing.idleAfterTick
        let committed = pacing.idleCommittedBeforeRepaint - pacing.afterTickCommittedBeforeRepaint
        #expect(fullyIdle >= 4, "the slow drag finds the compositor idle: \(pacing)")
        #expect(committed == fullyIdle, "\(pacing)")
        #expect(pacing.busyInputFrames >= 1, "the 120 Hz drag finds it busy: \(pacing)")
        #expect(!pacing.contentCommitsPerRepaint.isEmpty)
        #expect(pacing.contentCommitsPerRepaint.allSatisfy { $0 <= 1 }, "\(pacing.contentCommitsPerRepaint)")
        #expect(pacing.presented >= 10, "presentation feedback is asked and received: \(pacing.presented)")
    }
}
