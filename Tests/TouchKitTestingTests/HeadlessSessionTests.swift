import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Integration tests against a real headless Weston with the replay module and
/// Debian's `weston-simple-touch` (600x500, centred by kiosk-shell at (212, 70); it draws
/// a small square in red for touch id 0 at each touch point).
///
/// They need `weston`, `weston-simple-touch` and the built module; when one is missing
/// they fail with the session's explanation. Serialized: each starts its own Weston, and
/// running them in parallel on two cores only makes them slower and flakier.
@MainActor
@Suite("Headless session (weston + weston-simple-touch)", .serialized)
struct HeadlessSessionTests {
    static let recordings = ToolLocator.packageRoot + "/Tests/Recordings/Real"
    static let simpleTouch = "weston-simple-touch"

    /// The simple-touch window is 600x500 centred on 1024x640.
    static let expectedFrame = Rect(x: 212, y: 70, width: 600, height: 500)

    func makeSession(_ name: String) throws -> HeadlessSession {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-testing-tests/\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        return try HeadlessSession(HeadlessSession.Configuration(outputDirectory: dir))
    }

    func requireSimpleTouch() throws {
        guard ToolLocator.executable(named: Self.simpleTouch) != nil else {
            throw SessionError.executableNotFound("\(Self.simpleTouch) (install weston: apt-get install weston)")
        }
    }

    @Test func startsAndStops() throws {
        let session = try makeSession("start-stop")
        var info = stat()
        #expect(stat(session.runtimeDirectory, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(FileManager.default.fileExists(atPath: session.runtimeDirectory + "/" + session.socketName))
        #expect(session.runtimeDirectory != ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"])
        #expect(session.startDuration < 5)
        let pid = session.westonPID
        #expect(kill(pid, 0) == 0)
        session.stop()
        #expect(session.isStopped)
        #expect(!FileManager.default.fileExists(atPath: session.runtimeDirectory))
        #expect(kill(pid, 0) != 0)
        #expect(throws: SessionError.self) { try session.sync() }
        print("session start: \(Int(session.startDuration * 1000)) ms")
    }

    @Test func reportsTheToplevelOfALaunchedApp() throws {
        try requireSimpleTouch()
        let session = try makeSession("toplevel")
        defer { session.stop() }
        let started = Date()
        let app = try session.launch(executable: Self.simpleTouch)
        #expect(app.isRunning && app.exitStatus == nil)
        let toplevel = try session.waitForToplevel(of: app, timeout: 60)
        print("launch to toplevel: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        #expect(toplevel.pid == app.pid)
        #expect(toplevel.frame == Self.expectedFrame)
        #expect(session.toplevels[toplevel.handle] == toplevel)
        #expect(try session.waitForToplevel(pid: app.pid, timeout: 60) == toplevel)
        #expect(app.tracePath == session.outputDirectory + "/trace.jsonl")
        // The app starts with no signal blocked (unlike a Foundation Process spawned from
        // a test thread), so SIGTERM stops it at once.
        let status = try String(contentsOfFile: "/proc/\(app.pid)/status", encoding: .utf8)
        #expect(status.split(separator: "\n").contains("SigBlk:\t0000000000000000"))
        // SIGTERM ended it (not the SIGKILL a stop sends to an app that ignores it): no
        // timing, which a busy machine would stretch.
        session.stop()
        #expect(!app.isRunning && app.wasSignalled == true && app.exitStatus == SIGTERM)
    }

    @Test func replaysARealRecordingPacedAndCapturesTheTaps() throws {
        try requireSimpleTouch()
        let session = try makeSession("atmel")
        defer { session.stop() }
        let path = Self.recordings + "/real-atmel-fast-taps.touches"
        let recording = try TouchRecording(contentsOf: path)
        var progressCalls = 0
        let (app, toplevel, result) = try session.launchAndReplay(
            recordingAt: path, executable: Self.simpleTouch,
            options: ReplayOptions(captureAt: [100], captureAtEnd: true, progress: { _ in progressCalls += 1 }))
        #expect(app.isRunning)
        #expect(result.frames == 18)
        #expect(result.events == recording.events.count)
        #expect(progressCalls > 0)
        // Paced: the replay takes about as long as the recording (1.934 s).
        #expect(result.duration >= recording.duration / 1000 - 0.01)
        #expect(result.duration < recording.duration / 1000 + 1.5)
        #expect(result.captures.count == 2)
        #expect(result.captures.map(\.recordingTime) == [100, nil])

        // After the first tap (at 100 ms) one red square; at the end the nine taps.
        let first = try result.captures[0].image()
        #expect(first.width == 1024 && first.height == 640)
        let firstTap = toplevel.outputPoint(Point(x: 435.84, y: 323.20))
        let firstBox = try #require(first.boundingBox(of: .red, tolerance: 0.05))
        #expect(firstBox.width <= 6 && firstBox.height <= 6)
        #expect(abs(firstBox.midX - firstTap.x) < 4 && abs(firstBox.midY - firstTap.y) < 4)

        let end = try result.captures[1].image()
        let box = try #require(end.boundingBox(of: .red, tolerance: 0.05))
        let taps = recording.events.compactMap { event -> Point? in
            if case .down(_, let x, let y) = event.kind { toplevel.outputPoint(Point(x: x, y: y)) } else { nil }
        }
        #expect(taps.count == 9)
        for tap in taps {
            #expect(box.insetBy(dx: -1, dy: -1).contains(tap), "tap at \(tap) outside the red box \(box)")
        }
        #expect(end.count(of: .red, tolerance: 0.05) > first.count(of: .red, tolerance: 0.05))
        // Nothing red outside the window.
        #expect(end.count(of: .red, tolerance: 0.05) == end.count(of: .red, tolerance: 0.05, in: toplevel.frame))
    }

    @Test func replaysTenThousandFramesFastWithoutDisconnecting() throws {
        try requireSimpleTouch()
        let session = try makeSession("fast")
        defer { session.stop() }
        let app = try session.launch(executable: Self.simpleTouch)
        let toplevel = try session.waitForToplevel(of: app)
        var script = RecordingScript(windowSize: Size(width: 600, height: 500))
        script.down(0, at: Point(x: 100, y: 100))
        script.down(1, at: Point(x: 300, y: 300))
        script.frame()
        for step in 0..<9_998 {
            script.wait(1)
            let t = Double(step % 200)
            script.move(0, to: Point(x: 100 + t, y: 100 + t / 2))
            script.move(1, to: Point(x: 300 + t / 2, y: 300 - t / 2))
            script.frame()
        }
        script.wait(1)
        script.up(0)
        script.up(1)
        script.frame()
        #expect(script.recording.events.count == 30_000)
        var last: ReplayProgress?
        let result = try session.replay(
            script.recording, into: toplevel,
            options: ReplayOptions(pacing: .fast, batchSize: 1000, captureAtEnd: true, progress: { last = $0 }))
        print("10,000 frames fast: \(Int(result.framesPerSecond)) frames/s, \(result.syncs) syncs")
        #expect(result.frames == 10_000)
        #expect(result.syncs == 10)
        #expect(last?.framesSent == 10_000 && last?.fraction == 1)
        #expect(result.duration < 10)
        try session.dispatch(for: 0.05)
        #expect(app.isRunning, "simple-touch disconnected: \(app.stderrTail())")
        #expect(!app.standardError.contains("Broken pipe"))
        let image = try #require(result.captures.first).image()
        #expect(image.count(of: .red, tolerance: 0.05, in: toplevel.frame) > 50)
    }

    @Test func speedFactorShortensThePacedReplay() throws {
        try requireSimpleTouch()
        let session = try makeSession("speed")
        defer { session.stop() }
        let app = try session.launch(executable: Self.simpleTouch)
        let toplevel = try session.waitForToplevel(of: app)
        var script = RecordingScript()
        script.drag(0, from: Point(x: 50, y: 50), to: Point(x: 250, y: 50), steps: 10, duration: 1000)
        let result = try session.replay(
            script.recording, into: toplevel, options: ReplayOptions(pacing: .recorded(speed: 4)))
        #expect(result.duration >= 0.24 && result.duration < 0.6)
        #expect(app.isRunning)
    }

    /// SPEC W4: with `.omit` the `wl_touch.frame` after the last up does not reach the app.
    /// Checked on the app's own `WAYLAND_DEBUG` log.
    @Test(arguments: [ReplayOptions.LastUpFrame.send, .omit])
    func lastUpFrame(_ mode: ReplayOptions.LastUpFrame) throws {
        try requireSimpleTouch()
        let session = try makeSession("w4-\(mode)")
        defer { session.stop() }
        let app = try session.launch(executable: Self.simpleTouch, environment: ["WAYLAND_DEBUG": "1"])
        let toplevel = try session.waitForToplevel(of: app)
        var script = RecordingScript()
        script.tap(0, at: Point(x: 100, y: 100), duration: 10)
        try session.replay(script.recording, into: toplevel, options: ReplayOptions(pacing: .fast, lastUpFrame: mode))
        try session.dispatch(for: 0.05)
        let lines = app.standardError.split(separator: "\n")
        // Incoming events look like `[ 575737.109] wl_touch@8.down(3, 0, ...)`.
        let touchEvents = lines.compactMap { line -> String? in
            guard let start = line.range(of: "] wl_touch@") else { return nil }
            let call = line[start.upperBound...].drop { $0 != "." }.dropFirst()
            return String(call.prefix { $0 != "(" })
        }
        let expected = mode == .send ? ["down", "frame", "up", "frame"] : ["down", "frame", "up"]
        #expect(touchEvents == expected)
    }

    @Test func malformedRecordingFailsWithFileAndLineAndLaunchesNothing() throws {
        let session = try makeSession("malformed")
        defer { session.stop() }
        let path = session.outputDirectory + "/bad.touches"
        try "touchkit-recording 1\n0 down 0 10 10\n0 frame\n5 mooove 0 1 2\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: SessionError.self) {
            _ = try session.launchAndReplay(recordingAt: path, executable: Self.simpleTouch)
        }
        guard case .recording(let recordingError) = error else {
            Issue.record("wrong error: \(String(describing: error))")
            return
        }
        #expect(recordingError.file == path && recordingError.line == 4)
        #expect(error?.description.hasPrefix("\(path):4: ") == true)
        #expect(session.apps.isEmpty)
        #expect(session.toplevels.isEmpty)
    }

    @Test func missingModuleIsExplained() {
        do {
            _ = try HeadlessSession(HeadlessSession.Configuration(modulePath: "/nonexistent/touchkit-replay.so"))
            Issue.record("expected moduleNotFound")
        } catch {
            guard case .moduleNotFound(let path) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(path == "/nonexistent/touchkit-replay.so")
            #expect(error.description.contains("touchkit setup"))
            #expect(error.description.contains("ninja -C \(ReplayModuleCache.buildDirectory)"))
            #expect(ReplayModuleCache.buildDirectory.hasPrefix("/"), "every path in the message is absolute")
            #expect(error.description.contains("TOUCHKIT_REPLAY_MODULE"))
        }
    }

    @Test func missingWestonIsExplained() {
        do {
            _ = try HeadlessSession(HeadlessSession.Configuration(westonPath: "/nonexistent/weston"))
            Issue.record("expected westonNotFound")
        } catch {
            #expect(error.description.contains("install weston (apt-get install weston)"))
        }
    }

    @Test func deinitStopsTheSession() throws {
        var runtime = ""
        var pid: Int32 = 0
        do {
            let session = try makeSession("deinit")
            runtime = session.runtimeDirectory
            pid = session.westonPID
            _ = try session.launch(executable: "/bin/sleep", arguments: ["30"])
        }
        #expect(!FileManager.default.fileExists(atPath: runtime))
        #expect(kill(pid, 0) != 0)
    }

    @Test func appThatExitsBeforeMappingIsReported() throws {
        let session = try makeSession("exit")
        defer { session.stop() }
        let app = try session.launch(executable: "/bin/sh", arguments: ["-c", "echo broken >&2; exit 3"])
        do {
            _ = try session.waitForToplevel(of: app, timeout: 60)
            Issue.record("expected appExited")
        } catch {
            guard case .appExited(_, let pid, let status, let tail) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(pid == app.pid && status == 3 && tail.contains("broken"))
            #expect(error.description.contains("exited with status 3 before mapping a window"))
        }
        do {
            _ = try session.launch(executable: "no-such-program-touchkit")
            Issue.record("expected executableNotFound")
        } catch {
            #expect(error.description == "the executable 'no-such-program-touchkit' was not found or is not executable")
        }
    }

    @Test func rejectionsFailTheReplayWithTheModulesMessage() throws {
        try requireSimpleTouch()
        let session = try makeSession("rejected")
        defer { session.stop() }
        let app = try session.launch(executable: Self.simpleTouch)
        let toplevel = try session.waitForToplevel(of: app)
        let recording = try TouchRecording(
            parsing: "touchkit-recording 1\n0 motion 7 10 10\n0 frame\n", fileName: "stray.touches")
        do {
            try session.replay(recording, into: toplevel, options: .fast())
            Issue.record("expected a rejection")
        } catch {
            guard case .rejected(let reason, _, let context) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(reason.contains("unknown"))
            #expect(context.contains("lines 2-3"))
        }
        #expect(app.isRunning)
        // A timeout for a toplevel that never comes names the ones known.
        do {
            _ = try session.waitForToplevel(appID: "no.such.app", timeout: 0.2)
            Issue.record("expected a timeout")
        } catch {
            #expect(error.description.contains("no toplevel with app id no.such.app was mapped within 0.2 s"))
            #expect(error.description.contains("pid \(app.pid)"))
        }
    }
}
