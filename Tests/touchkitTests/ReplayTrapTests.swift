import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The traps a new user met in `touchkit replay` and the session it runs: each run
/// starts fresh, a crash is reported as one, a recording made for another window size
/// does not replay silently, the app's output is kept, `--scale` works and the
/// progress is readable.
@Suite("touchkit replay: traps", .serialized)
struct ReplayTrapTests {
    static let crashingApp = ToolLocator.packageRoot + "/.build/debug/CrashingApp"
    static let touchDots = ToolLocator.packageRoot + "/.build/debug/TouchDots"
    static let recording = ToolLocator.packageRoot + "/Tests/Recordings/TouchTracker/three-fingers.touches"

    static func replay(_ arguments: [String], app: [String]) throws -> CommandLineTests.Run {
        guard FileManager.default.isExecutableFile(atPath: app[0]) else {
            Issue.record("\(app[0]) is not built: run `swift build` (make test does)")
            throw CancellationError()
        }
        return try CommandLineTests.touchkit(["replay"] + arguments + ["--"] + app)
    }

    static func lines(_ path: String) -> [Substring] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n")
    }

    @Test("two replays into one --out: the second trace, logs and received file hold the second run only")
    func eachRunStartsFresh() throws {
        let out = try CommandLineTests.directory("fresh") + "/out"
        let first = try Self.replay([Self.recording, "--fast", "--out", out], app: [Self.crashingApp])
        #expect(first.status == 0, "\(first.stderr)")
        let traceLines = Self.lines(out + "/trace.jsonl").count
        #expect(traceLines > 0)
        let second = try Self.replay([Self.recording, "--fast", "--out", out], app: [Self.crashingApp])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(Self.lines(out + "/trace.jsonl").count == traceLines, "the trace was appended to")
        #expect(Self.lines(out + "/CrashingApp-0.stdout.log").count == 1)
        #expect(Self.lines(out + "/weston.log").count > 0)
    }

    @Test("the app's standard output and error are kept in the output directory, and the tool says where")
    func appOutputIsKept() throws {
        let out = try CommandLineTests.directory("app-output") + "/out"
        let run = try Self.replay([Self.recording, "--fast", "--out", out], app: [Self.crashingApp])
        #expect(run.status == 0, "\(run.stderr)")
        // The app is stopped by SIGTERM: a block-buffered print would be lost.
        #expect(Self.lines(out + "/CrashingApp-0.stdout.log") == ["CrashingApp: standard output works"])
        #expect(Self.lines(out + "/CrashingApp-0.stderr.log").contains("CrashingApp: standard error works"))
        #expect(run.stdout.contains(out + "/CrashingApp-0.stdout.log"), "\(run.stdout)")
        #expect(run.stdout.contains(out + "/CrashingApp-0.stderr.log"), "\(run.stdout)")
    }

    @Test(
        "a crash on the last touch: non-zero exit, the signal, the fatal-error line and the log's path",
        arguments: [
            ("ended", "1", "touchesEnded 1"), ("began", "1", "touchesBegan 1"),
        ])
    func crashIsReported(_ phase: String, _ count: String, _ words: String) throws {
        let out = try CommandLineTests.directory("crash-\(phase)") + "/out"
        let run = try Self.replay(
            [Self.recording, "--fast", "--capture-end", "--out", out], app: [Self.crashingApp, phase, count])
        #expect(run.status != 0)
        #expect(run.stderr.contains("crashed during the replay"), "\(run.stderr)")
        #expect(run.stderr.contains("Fatal error: CrashingApp crashes in \(words), as asked"), "\(run.stderr)")
        #expect(run.stderr.contains("signal"), "\(run.stderr)")
        #expect(run.stderr.contains(out + "/CrashingApp-0.stderr.log"), "\(run.stderr)")
        #expect(!run.stderr.contains("unknown_toplevel"), "\(run.stderr)")
        #expect(!run.stdout.contains("screenshot:"), "no screenshot is listed as if all went well: \(run.stdout)")
    }

    @MainActor
    @Test("in code: a crash mid-replay throws appCrashed, and stderrTail starts with the Fatal error line")
    func libraryReportsTheCrash() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.crashingApp) else {
            Issue.record("\(Self.crashingApp) is not built: run `swift build` (make test does)")
            return
        }
        let out = try CommandLineTests.directory("crash-library")
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: Self.crashingApp, arguments: ["began", "1"])
        let window = try session.waitForToplevel(of: app)
        let recording = try TouchRecording(contentsOf: Self.recording)
        do {
            try session.replay(recording, into: window, options: .fast())
            Issue.record("the replay did not report the crash")
        } catch SessionError.appCrashed(let exit) {
            #expect(exit.pid == app.pid)
            #expect(exit.signal != nil, "\(exit)")
            #expect(exit.reason?.contains("Fatal error: CrashingApp crashes in touchesBegan 1") == true, "\(exit)")
            #expect(exit.stderrPath == app.stderrPath)
        } catch {
            Issue.record("not reported as a crash: \(error)")
        }
        #expect(app.stderrTail(lines: 5).contains("Fatal error: CrashingApp crashes"), "\(app.stderrTail(lines: 5))")
    }

    @Test("a recording for another window size: fails and counts what falls outside; --fit-to-window scales it")
    func windowSizeMismatch() throws {
        let dir = try CommandLineTests.directory("window-size")
        // three-fingers is for 1024x640; an 800x480 output cuts some of it off.
        let sent = try TouchRecording(contentsOf: Self.recording)
        let outside = sent.positions(outside: Size(width: 800, height: 480))
        try #require(outside.outside > 0, "the recording reaches beyond 800x480")
        let refused = try Self.replay(
            [Self.recording, "--fast", "--size", "800x480", "--out", dir + "/refused"], app: [Self.touchDots])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("for a 1024x640 window, the app's is 800x480"), "\(refused.stderr)")
        #expect(refused.stderr.contains("\(outside.outside) of \(outside.total) positions"), "\(refused.stderr)")
        let receivedWhenRefused = (try? TouchRecording(contentsOf: dir + "/refused/received.touches"))?.events ?? []
        #expect(receivedWhenRefused.isEmpty, "nothing was sent")

        let fitted = try Self.replay(
            [Self.recording, "--fast", "--size", "800x480", "--fit-to-window", "--out", dir + "/fitted"],
            app: [Self.touchDots])
        #expect(fitted.status == 0, "\(fitted.stderr)")
        #expect(fitted.stdout.contains("scaled to the window"), "\(fitted.stdout)")
        let received = try TouchRecording(contentsOf: dir + "/fitted/received.touches")
        #expect(received.events.count { $0.kind.verb == "down" } == sent.events.count { $0.kind.verb == "down" })

        let allowed = try Self.replay(
            [Self.recording, "--fast", "--size", "800x480", "--allow-outside", "--out", dir + "/allowed"],
            app: [Self.touchDots])
        #expect(allowed.stdout.contains("warning: ") && allowed.stdout.contains("fall outside"), "\(allowed.stdout)")
    }

    @Test(
        "--allow-outside: a finger that went down inside reaches the app outside the window; a touch starting outside is refused before anything is sent"
    )
    func allowOutsideDoesWhatTheDocsSay() throws {
        let dir = try CommandLineTests.directory("allow-outside")
        var leaving = RecordingScript(windowSize: Size(width: 1024, height: 640))
        leaving.drag(0, from: Point(x: 700, y: 100), to: Point(x: 900, y: 100), steps: 4, duration: 64)
        try leaving.recording.write(to: dir + "/leaving.touches")
        let sent = try Self.replay(
            [dir + "/leaving.touches", "--fast", "--size", "800x480", "--allow-outside", "--out", dir + "/leaving"],
            app: [Self.touchDots])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(
            sent.stdout.contains("warning: ") && sent.stdout.contains("3 of 5 positions fall outside"), "\(sent.stdout)"
        )
        let received = try TouchRecording(contentsOf: dir + "/leaving/received.touches")
        let farthest = received.events.compactMap { event -> Double? in
            if case .motion(_, let x, _) = event.kind { x } else { nil }
        }.max()
        #expect(farthest == 900, "the app received the motion 100 points past its right edge")

        var starting = RecordingScript(windowSize: Size(width: 1024, height: 640))
        starting.tap(0, at: Point(x: 100, y: 100))
        starting.tap(0, at: Point(x: 900, y: 100))
        try starting.recording.write(to: dir + "/starting.touches")
        let refused = try Self.replay(
            [dir + "/starting.touches", "--fast", "--size", "800x480", "--allow-outside", "--out", dir + "/starting"],
            app: [Self.touchDots])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("1 touch sequence starts outside it (the first on line"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("not_on_target"), "\(refused.stderr)")
        let receivedWhenRefused = (try? TouchRecording(contentsOf: dir + "/starting/received.touches"))?.events ?? []
        #expect(receivedWhenRefused.isEmpty, "nothing was sent")
    }

    @Test("touchkit setup builds the replay module into the user's cache once, naming its absolute path")
    func setupBuildsIntoTheCache() throws {
        let cache = try CommandLineTests.directory("setup-cache")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        environment["TOUCHKIT_REPLAY_MODULE"] = nil
        let first = try CommandLineTests.touchkit(["setup"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let module = try #require(
            first.stdout.split(separator: "\n").last { $0.hasPrefix("module: ") }.map { String($0.dropFirst(8)) })
        #expect(module.hasPrefix(cache + "/touchkit/replay-module-") && module.hasSuffix("/touchkit-replay.so"))
        #expect(FileManager.default.isReadableFile(atPath: module))
        #expect(first.stdout.contains("building the Weston replay module into \(cache)/touchkit/"), "\(first.stdout)")
        let second = try CommandLineTests.touchkit(["setup"], environment: environment)
        #expect(second.status == 0 && second.stdout == "module: \(module)\n", "built once: \(second.stdout)")
    }

    @Test("--scale 2: the screenshot has twice the pixels each way")
    func scaleOption() throws {
        let out = try CommandLineTests.directory("scale") + "/out"
        let run = try Self.replay(
            [Self.recording, "--fast", "--scale", "2", "--capture-end", "--out", out], app: [Self.touchDots])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageSurface(contentsOfPNG: out + "/capture-0-end.png")
        #expect(image.width == 2048 && image.height == 1280)
    }

    @Test("progress is plain text off a terminal, never a struct dump")
    func progressIsReadable() throws {
        let out = try CommandLineTests.directory("progress") + "/out"
        let run = try Self.replay([Self.recording, "--speed", "1", "--out", out], app: [Self.touchDots])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("ReplayProgress("), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}"), "no terminal control characters in a pipe")
        let progress = ReplayProgress(framesSent: 62, totalFrames: 124, recordingTime: 1030, elapsed: 1.1)
        #expect(progress.description == "62 of 124 frames (50%), 1.03 s of recording in 1.1 s")
        #expect(progress.bar(width: 10) == "[#####     ]  50% 62/124 frames")
    }
}
