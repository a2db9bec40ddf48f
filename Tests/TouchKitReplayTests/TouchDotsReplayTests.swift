import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// TouchDots, a real TouchKit app, under a real headless Weston with the replay
/// module: what reached the views (the dispatch trace) and what was drawn (screenshots).
@MainActor
@Suite("TouchDots under headless Weston", .serialized)
struct TouchDotsReplayTests {
    /// The first finger's colour in TouchDots (hue 0).
    static let firstFingerColor = Color(hue: 0, saturation: 0.8, brightness: 0.85)

    static func touchDots() throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/TouchDots"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("TouchDots is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        return path
    }

    /// Launches TouchDots in a fresh session and replays `recording` into it.
    static func replay(_ recording: TouchRecording, _ options: ReplayOptions, name: String) throws
        -> (ReplayResult, DispatchTrace, AppProcess)
    {
        let out = NSTemporaryDirectory() + "touchkit-tests/\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: try touchDots())
        let window = try session.waitForToplevel(of: app, timeout: 10)
        #expect(window.appID == "TouchDots")
        let result = try session.replay(recording, into: window, options: options)
        try session.dispatch(for: 0.1)
        #expect(app.isRunning, "TouchDots is still running after the replay: \(app.stderrTail())")
        let trace = try DispatchTrace(contentsOf: app.tracePath ?? out + "/trace.jsonl")
        return (result, trace, app)
    }

    @Test("W1, T4, D2: two recorded fingers reach TouchDots in order, and dots are drawn where they are")
    func twoFingers() throws {
        var script = RecordingScript(windowSize: Size(width: 1024, height: 640))
        script.down(0, at: Point(x: 300, y: 200))
        script.down(1, at: Point(x: 700, y: 420))
        script.frame()
        for step in 1...5 {
            script.wait(16)
            script.move(0, to: Point(x: 300 + 10 * Double(step), y: 200 + 10 * Double(step)))
            script.move(1, to: Point(x: 700 - 10 * Double(step), y: 420 - 10 * Double(step)))
            script.frame()
        }
        script.wait(100)
        let held = script.time
        script.wait(100)
        script.up(0)
        script.up(1)
        script.frame()
        let (result, trace, _) = try Self.replay(
            script.recording, ReplayOptions(pacing: .fast, captureAt: [held]), name: "two-fingers")
        let dots = trace.records(identifier: "dots")
        // Replayed as fast as the app reads: motion frames that arrive in one socket read
        // are coalesced into one touchesMoved (T3), so there are 1 to 5 of them.
        let moves = dots.dropFirst().dropLast()
        #expect(dots.first?.method == .touchesBegan && dots.last?.method == .touchesEnded)
        #expect(
            (1...5).contains(moves.count) && moves.allSatisfy { $0.method == .touchesMoved }, "\(dots.map(\.method))")
        let lastMove = moves.last?.touches.first { $0.id == "0" }
        #expect(lastMove?.location == Point(x: 350, y: 250), "the last move has the last sample")
        #expect(dots.first?.touches.map(\.id) == ["0", "1"], "both fingers in one call (T4)")
        #expect(dots.last?.touches.map(\.phase) == [.ended, .ended])
        let image = try #require(result.captures.first).image()
        let box = try #require(image.boundingBox(of: Self.firstFingerColor, tolerance: 0.06))
        #expect(abs(box.midX - 350) <= 3 && abs(box.midY - 250) <= 3, "the first finger's dot is at (350, 250): \(box)")
    }

    @Test("W3, F4: a compositor cancel mid-sequence reaches the app for every active touch")
    func cancelReachesApp() throws {
        var script = RecordingScript()
        script.down(0, at: Point(x: 100, y: 100))
        script.down(1, at: Point(x: 200, y: 100))
        script.frame()
        script.wait(16)
        script.move(0, to: Point(x: 110, y: 110))
        script.frame()
        script.wait(16)
        script.cancel()
        let (_, trace, _) = try Self.replay(script.recording, .fast(), name: "cancel")
        let last = try #require(trace.records(identifier: "dots").last)
        #expect(last.method == .touchesCancelled)
        #expect(Set(last.touches.map(\.id)) == ["0", "1"])
    }

    @Test("W4: with Weston's missing frame after the last up, the last up is still delivered")
    func missingFrameAfterLastUp() throws {
        var script = RecordingScript()
        script.tap(0, at: Point(x: 400, y: 300), duration: 40)
        let (_, trace, _) = try Self.replay(script.recording, .fast(lastUpFrame: .omit), name: "w4")
        #expect(trace.records(identifier: "dots").map(\.method) == [.touchesBegan, .touchesEnded])
    }

    @Test("D1: delayed work runs inside the Wayland loop: the lift ring appears, then goes")
    func delayedWorkRunsInTheLoop() throws {
        var script = RecordingScript()
        script.tap(0, at: Point(x: 500, y: 300), duration: 40)
        script.wait(900)
        script.tap(1, at: Point(x: 900, y: 100), duration: 40)  // another colour, keeps the replay going
        let (result, _, _) = try Self.replay(
            script.recording, ReplayOptions(pacing: .recorded, captureAt: [140, 800]), name: "ring")
        let early = try result.captures[0].image()
        let late = try result.captures[1].image()
        let ring = try #require(early.boundingBox(of: Self.firstFingerColor, tolerance: 0.06))
        #expect(abs(ring.midX - 500) <= 3 && abs(ring.midY - 300) <= 3, "ring where the finger lifted: \(ring)")
        #expect(late.boundingBox(of: Self.firstFingerColor, tolerance: 0.06) == nil, "the delayed removal ran")
    }

    @Test("The compositor going away ends the app with status 1 and a line naming the error")
    func compositorGoesAway() throws {
        let out = NSTemporaryDirectory() + "touchkit-tests/gone-\(getpid())"
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: try Self.touchDots())
        _ = try session.waitForToplevel(of: app, timeout: 10)
        kill(session.westonPID, SIGKILL)
        let status = app.waitForExit(timeout: 60)
        #expect(status == 1, "exit status after the compositor died")
        #expect(app.stderrTail().contains("the compositor closed the connection ("), "\(app.stderrTail())")
    }

    @Test("10,000 frames replay fast without a disconnect, and the trace has the whole sequence")
    func tenThousandFrames() throws {
        var script = RecordingScript()
        script.down(0, at: Point(x: 10, y: 10))
        script.frame()
        for i in 0..<9_998 {
            script.wait(1)
            script.move(0, to: Point(x: 10 + Double(i % 1000), y: 10 + Double(i / 1000 * 50)))
            script.frame()
        }
        script.up(0)
        script.frame()
        let (result, trace, _) = try Self.replay(script.recording, .fast(batchSize: 1000), name: "10k")
        #expect(result.frames == 10_000)
        // Frames read together are coalesced (T3): fewer calls than frames, but the
        // sequence is whole and the last move has the last sample.
        let dots = trace.records(identifier: "dots")
        #expect(dots.first?.method == .touchesBegan && dots.last?.method == .touchesEnded)
        let moves = dots.dropFirst().dropLast()
        #expect((1...9_998).contains(moves.count) && moves.allSatisfy { $0.method == .touchesMoved })
        #expect(moves.last?.touches.first?.location == Point(x: 10 + 997, y: 10 + 9 * 50))
    }

    @Test("touchkit replay: a malformed recording fails with file:line, status 1, and launches nothing")
    func replayRejectsMalformedRecording() throws {
        let dir = NSTemporaryDirectory() + "touchkit-tests/bad-\(getpid())"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let bad = dir + "/bad.touches"
        try "touchkit-recording 1\n0 down 0 10 10\n5 frame\n3 up 0\n".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ToolLocator.packageRoot + "/.build/debug/touchkit")
        process.arguments = ["replay", bad, "--out", dir + "/out", "--", try Self.touchDots()]
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(text.contains("bad.touches:4:"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"), "nothing was launched")
    }

    @Test("With no compositor at the socket, TouchDots exits with status 1 and one line naming it")
    func noCompositor() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.touchDots())
        let socket = NSTemporaryDirectory() + "touchkit-no-such-socket-\(getpid())"
        process.environment = ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": NSTemporaryDirectory()]
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(text.contains(socket))
    }
}
