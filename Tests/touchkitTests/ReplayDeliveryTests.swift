import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit replay` delivers what it sends: the replay ends (and the app is stopped)
/// only once the app has read and dispatched every event, and a replay the app received
/// nothing of fails.
@Suite("touchkit replay: delivery", .serialized)
struct ReplayDeliveryTests {
    static let touchDots = ToolLocator.packageRoot + "/.build/debug/TouchDots"
    static let recording = ToolLocator.packageRoot + "/Tests/Recordings/TouchTracker/three-fingers.touches"

    /// One `touchkit replay` of three-fingers into TouchDots.
    static func replay(_ name: String, fast: Bool) throws -> (run: CommandLineTests.Run, out: String) {
        let out = try CommandLineTests.directory(name) + "/out"
        let run = try CommandLineTests.touchkit(
            ["replay", recording] + (fast ? ["--fast"] : ["--speed", "4"]) + ["--out", out, "--", touchDots])
        return (run, out)
    }

    @Test("--fast: TouchDots receives and dispatches every touch, run after run", arguments: 1...6)
    func fastReplayDeliversEverything(_ run: Int) throws {
        let sent = try TouchRecording(contentsOf: Self.recording)
        let (result, out) = try Self.replay("delivery-fast-\(run)", fast: true)
        #expect(result.status == 0, "\(result.stderr)")
        let received = try TouchRecording(contentsOf: out + "/received.touches")
        #expect(received.events.count { $0.kind.verb == "down" } == sent.events.count { $0.kind.verb == "down" })
        #expect(received.events.count { $0.kind.verb == "up" } == sent.events.count { $0.kind.verb == "up" })
        let trace = try String(contentsOfFile: out + "/trace.jsonl", encoding: .utf8)
        // Frames read together are coalesced into one touchesMoved (T3), so count the
        // sequence's ends, not its lines.
        #expect(
            trace.contains("\"touchesBegan\"") && trace.contains("\"touchesEnded\""),
            "touches reached TouchDots' view: \(trace)")
    }

    @Test(
        "--fast into a slow app that has read but not dispatched the last frames: it is stopped only after dispatching them"
    )
    func slowAppDispatchesEverythingBeforeItIsStopped() throws {
        let stalling = ToolLocator.packageRoot + "/.build/debug/StallingApp"
        let sent = try TouchRecording(contentsOf: Self.recording)
        let out = try CommandLineTests.directory("delivery-slow") + "/out"
        // 0.3 s in the first touchesBegan (the rest arrives meanwhile and is read at once
        // after it), then 1 s in the first touchesMoved: read, not yet dispatched.
        let result = try CommandLineTests.touchkit(
            ["replay", Self.recording, "--fast", "--out", out, "--", stalling, "0.3", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let received = try TouchRecording(contentsOf: out + "/received.touches")
        #expect(received.events.count { $0.kind.verb == "up" } == sent.events.count { $0.kind.verb == "up" })
        #expect(
            received.events.count == sent.events.count, "every event, the last frame included (the module sends it)")
    }

    @Test("paced: the same holds without --fast")
    func pacedReplayDeliversEverything() throws {
        let (result, out) = try Self.replay("delivery-paced", fast: false)
        #expect(result.status == 0, "\(result.stderr)")
        let received = try TouchRecording(contentsOf: out + "/received.touches")
        #expect(received.events.contains { $0.kind.verb == "up" })
    }

    @Test("DeliveryCheck: nothing received, some received, or not a TouchKit app")
    func deliveryCheck() throws {
        let dir = try CommandLineTests.directory("delivery-check")
        let sent = try TouchRecording(contentsOf: Self.recording)
        let empty = dir + "/empty.touches"
        try "touchkit-recording 1\n".write(toFile: empty, atomically: true, encoding: .utf8)
        #expect(DeliveryCheck.check(sent: sent, receivedAt: empty) == .nothing(sent: sent.events.count))
        #expect(DeliveryCheck.check(sent: TouchRecording(), receivedAt: empty) == .received(downs: 0, sent: 0))
        #expect(DeliveryCheck.check(sent: sent, receivedAt: dir + "/absent.touches") == .unknown)
        let one = dir + "/one.touches"
        try "touchkit-recording 1\n0 down 0 1 1\n0 frame\n".write(toFile: one, atomically: true, encoding: .utf8)
        #expect(DeliveryCheck.check(sent: sent, receivedAt: one) == .received(downs: 1, sent: 3))
    }

    @MainActor
    @Test("an app idle in its event loop counts as having dispatched; a sleeping process does not")
    func idleDetection() throws {
        let stalling = ToolLocator.packageRoot + "/.build/debug/StallingApp"
        guard FileManager.default.isExecutableFile(atPath: stalling) else {
            Issue.record("StallingApp is not built: run `swift build --build-tests` (make test does)")
            return
        }
        let session = try HeadlessSession(
            HeadlessSession.Configuration(outputDirectory: try CommandLineTests.directory("delivery-idle")))
        defer { session.stop() }
        let app = try session.launch(executable: stalling)
        let window = try session.waitForToplevel(of: app, timeout: 60)
        #expect(try session.waitUntilDispatched(window, timeout: 60))
        let sleeper = try session.launch(executable: "/bin/sleep", arguments: ["30"])
        // Wait until it is `sleep` (exec done) and asleep, a state, not a time.
        let stat = { (try? String(contentsOfFile: "/proc/\(sleeper.pid)/stat", encoding: .utf8)) ?? "" }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !(stat().contains("(sleep) S")) { usleep(5000) }
        #expect(stat().contains("(sleep) S"), "sleep is asleep: \(stat())")
        let asleep = Toplevel(handle: 0, appID: "", title: "", pid: sleeper.pid, frame: .zero)
        #expect(try !session.waitUntilDispatched(asleep, timeout: 0.2))
    }
}
