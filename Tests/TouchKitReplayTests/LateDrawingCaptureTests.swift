import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Late drawing is the default (SPEC D12): a capture waits for the frame that is due at
/// the deadline, not only for the app to sleep.
@MainActor
@Suite("Late drawing and captures under headless Weston (SPEC D12)", .serialized)
struct LateDrawingCaptureTests {
    /// MinimalDots' dot colour.
    static let dotColor = Color(red: 0.85, green: 0.2, blue: 0.2)

    @Test("D12: a capture taken just after an input frame shows it, though the app draws it at its deadline")
    func captureWaitsForTheDueFrame() throws {
        let path = ToolLocator.packageRoot + "/.build/debug/MinimalDots"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("MinimalDots is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/late-capture-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: path)
        let window = try session.waitForToplevel(of: app)
        // Each round: a stroke at 120 Hz (the repaint cycle becomes known and the app
        // draws late), then a jump to a target and a capture 1 ms later. An input frame
        // that comes within a repaint cycle of a callback is drawn at the deadline, up to
        // 12 ms after it: a capture that only waited for the app to sleep would show the
        // dot where it was before the jump (in most rounds).
        var script = RecordingScript()
        script.down(0, at: Point(x: 100, y: 100))
        script.frame()
        var captureTimes: [Double] = []
        var targets: [Point] = []
        for round in 0..<6 {
            let row = 80 + Double(round % 3) * 150
            let column = round < 3 ? 100.0 : 350
            for step in 0..<30 {
                script.wait(1000.0 / 120)
                script.move(0, to: Point(x: column + Double(step) * 2, y: row))
                script.frame()
            }
            script.wait(1000.0 / 120)
            let target = Point(x: column + 180, y: row + 60)
            script.move(0, to: target)
            script.frame()
            targets.append(target)
            captureTimes.append(script.time + 1)
            script.wait(60)
        }
        script.up(0)
        script.frame()
        let result = try session.replay(
            script.recording, into: window,
            options: ReplayOptions(pacing: .recorded, captureAt: captureTimes, captureToplevelOnly: true))
        #expect(app.isRunning, "MinimalDots still runs: \(app.stderrTail())")
        #expect(result.captures.count == targets.count)
        for (capture, target) in zip(result.captures, targets) {
            let image = try capture.image()
            let box = try #require(image.boundingBox(of: Self.dotColor, tolerance: 0.06), "no dot in \(capture.path)")
            #expect(
                abs(box.midX - target.x) <= 3 && abs(box.midY - target.y) <= 3,
                "the dot is at the last input \(target), not \(box) (\(capture.path))")
        }
        #expect(!HeadlessSession.isLateFrameDue(pacingFile: app.pacingPath), "no late frame is due at the end")
    }

    @Test("D12: a pacing file saying 1 is a late frame due; 0, empty or missing is none")
    func pacingFileStates() throws {
        let path = NSTemporaryDirectory() + "touchkit-pacing-state-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(!HeadlessSession.isLateFrameDue(pacingFile: path), "missing")
        #expect(!HeadlessSession.isLateFrameDue(pacingFile: nil))
        try "1".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(HeadlessSession.isLateFrameDue(pacingFile: path))
        try "0".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!HeadlessSession.isLateFrameDue(pacingFile: path))
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!HeadlessSession.isLateFrameDue(pacingFile: path))
    }
}
