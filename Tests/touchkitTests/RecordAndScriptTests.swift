import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit record` with no touch, `record --pointer`, and `touchkit script`.
@Suite("touchkit record and script", .serialized)
struct RecordAndScriptTests {
    static let touchDots = ToolLocator.packageRoot + "/.build/debug/TouchDots"

    @MainActor
    @Test("record of an app that received no touch says so plainly and fails")
    func recordWithNoTouchSaysSo() throws {
        let dir = try CommandLineTests.directory("record-no-touch")
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: dir))
        defer { session.stop() }
        let file = dir + "/none.touches"
        let record = try session.launch(
            executable: CommandLineTests.binary, arguments: ["record", "-o", file, "--", Self.touchDots])
        let window = try session.waitForToplevel(timeout: 10)
        try session.dispatch(for: 0.2)
        kill(window.pid, SIGTERM)
        let status = record.waitForExit(timeout: 60)
        #expect(status != nil && status != 0)
        #expect(
            record.standardError.contains("no touch device or pointer-as-touch event arrived"),
            "\(record.standardError)")
        #expect(record.standardError.contains("--pointer"), "says what to do: \(record.standardError)")

        // An app that is not a TouchKit app writes no file: the same plain sentence.
        let other = try session.launch(
            executable: CommandLineTests.binary, arguments: ["record", "-o", file, "--", "true"])
        #expect(other.waitForExit(timeout: 60) == 1)
        #expect(
            other.standardError.contains("no touch device or pointer-as-touch event arrived"), "\(other.standardError)")
        #expect(!other.standardError.contains("parse"), "\(other.standardError)")
    }

    @Test("script turns taps, drags, swipes and pinches into a recording that replays")
    func scriptWritesARecording() throws {
        let dir = try CommandLineTests.directory("script")
        let description = dir + "/gestures.txt"
        try """
        # a tap, a two-finger drag, a swipe and a pinch
        window 800x480
        tap 400,240
        wait 300
        drag 100,100 to 500,100 fingers 2 duration 160
        wait 100
        swipe left from 600,300 distance 300
        pinch 400,240 from 80 to 240 duration 200

        """.write(toFile: description, atomically: true, encoding: .utf8)
        let output = dir + "/gestures.touches"
        let run = try CommandLineTests.touchkit(["script", description, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("800x480"), "\(run.stdout)")
        let recording = try TouchRecording(contentsOf: output)
        #expect(recording.windowSize == Size(width: 800, height: 480))
        #expect(recording.events.count { $0.kind.verb == "down" } == 1 + 2 + 1 + 2)
        try recording.checkForReplay(fileName: output)

        let replayed = try CommandLineTests.touchkit([
            "replay", output, "--fast", "--size", "800x480", "--out", dir + "/out", "--", Self.touchDots,
        ])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        let received = try TouchRecording(contentsOf: dir + "/out/received.touches")
        #expect(received.events.count { $0.kind.verb == "up" } == 6)
    }

    @Test("script reports a malformed line as file:line and writes nothing")
    func scriptReportsTheLine() throws {
        let dir = try CommandLineTests.directory("script-bad")
        let description = dir + "/bad.txt"
        try "tap 10,10\ndrag 10,10 600,10\n".write(toFile: description, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.touchkit(["script", description, "-o", dir + "/bad.touches"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(description):2: expected 'drag <x>,<y> to <x>,<y>"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.touches"))
    }
}
