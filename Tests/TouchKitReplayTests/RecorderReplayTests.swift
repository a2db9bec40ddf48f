import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `TOUCHKIT_RECORD` in a live app under headless Weston: what Weston sends is what
/// the file holds, even where Weston sends no `frame` (SPEC W4).
@MainActor
@Suite("Recorder in a live app (TOUCHKIT_RECORD)", .serialized)
struct RecorderReplayTests {
    @Test("W4: an up that no frame follows is in the file while the app still runs")
    func lastUpWithoutFrameIsRecorded() throws {
        let path = ToolLocator.packageRoot + "/.build/debug/TouchDots"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("TouchDots is not built at \(path): run `swift build` (make test does)")
            return
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/recorder-w4-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let file = out + "/recorded.touches"
        let app = try session.launch(executable: path, environment: [TouchRecorder.environmentVariable: file])
        let window = try session.waitForToplevel(of: app, timeout: 60)

        var script = RecordingScript(windowSize: window.frame.size)
        script.tap(0, at: Point(x: 200, y: 150), duration: 40)
        // As Weston 10 does: no frame after the last up.
        try session.replay(script.recording, into: window, options: .fast(lastUpFrame: .omit))
        // The replay waits until the app has read everything; give the recorder a
        // moment to see the file grow (a minute at most: only a recorder that never sees it waits that long).
        try session.dispatch(until: Date().addingTimeInterval(60)) {
            (try? TouchRecording(contentsOf: file))?.events.contains { $0.kind == .up(id: 0) } ?? false
        }
        let recording = try TouchRecording(contentsOf: file)
        #expect(app.isRunning, "\(app.stderrTail())")
        #expect(recording.events.map(\.kind.verb) == ["down", "frame", "up"])
        #expect(recording.windowSize == window.frame.size)
        #expect(recording.events.allSatisfy { $0.touchType == .direct })
    }
}
