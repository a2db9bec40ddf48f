import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Captures are taken on a known frame, never after a wall-clock delay (issue 18): the
/// frame the app committed in answer to the last event sent
/// (`HeadlessSession.waitUntilDrawn`, the module's `settle`). So an app that answers
/// late is still shown answered, the same recording gives the same pixels, and
/// `make gallery` reproduces the tracked images.
@Suite("Captures on the answering frame", .serialized)
struct ReplayCaptureTimingTests {
    static let slowFrameApp = ToolLocator.packageRoot + "/.build/debug/SlowFrameApp"

    /// One finger down, lifted 20 ms later.
    static let tap = """
        touchkit-recording 1
        # window 1024x640
        0 down 0 500 300
        0 frame
        20 up 0
        20 frame

        """

    /// Replays ``tap`` into SlowFrameApp with `arguments` and returns the end capture.
    @MainActor
    static func endCapture(_ arguments: [String], name: String) throws -> ImageSurface {
        guard FileManager.default.isExecutableFile(atPath: slowFrameApp) else {
            Issue.record("SlowFrameApp is not built at \(slowFrameApp): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = try CommandLineTests.directory("answering-frame-\(name)")
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: slowFrameApp, arguments: arguments)
        let window = try session.waitForToplevel(of: app)
        let recording = try TouchRecording(parsing: tap, fileName: "tap.touches")
        let result = try session.replay(recording, into: window, options: ReplayOptions(captureAtEnd: true))
        return try #require(result.captures.first).image()
    }

    @MainActor
    @Test(
        "D5: the end capture shows the app's answer to the last touch, however late its frame comes",
        arguments: [
            // The answer waits for the end of a 0.25 s animation that draws nothing new:
            // frames without content, then the answer (a fixed 50 ms wait showed blue).
            (["0", "animation"], "after-an-animation"),
            // The app draws every frame; the answer is drawn at the next frame callback,
            // and that frame takes 0.3 s.
            (["0.3", "heartbeat"], "heavy-frame"),
        ])
    func endCaptureShowsTheAnswer(_ arguments: [String], _ name: String) throws {
        let image = try Self.endCapture(arguments, name: name)
        let middle = image.color(x: 512, y: 320)
        #expect(
            middle.green > 0.9 && middle.blue < 0.1 && middle.red < 0.1,
            "the capture shows \(middle), not the answer (green)")
    }

    @Test("D4: the same recording captured twice, at other speeds, gives identical pixels (--event-clock)")
    func sameRecordingSamePixels() throws {
        let recording = ToolLocator.packageRoot + "/Tests/Recordings/PhotoBoard/transform-and-reset.touches"
        let app = ToolLocator.packageRoot + "/.build/debug/PhotoBoard"
        let dir = try CommandLineTests.directory("same-pixels")
        var runs: [[ImageSurface]] = []
        for (index, speed) in ["1", "0.8"].enumerated() {
            let out = dir + "/run-\(index)"
            let run = try ReplayTrapTests.replay(
                [recording, "--event-clock", "--speed", speed, "--capture-at", "700", "--capture-end", "--out", out],
                app: [app])
            #expect(run.status == 0, "\(run.stderr)")
            runs.append(
                try ["capture-0-700ms.png", "capture-1-end.png"].map { try ImageSurface(contentsOfPNG: out + "/" + $0) }
            )
        }
        for (first, second) in zip(runs[0], runs[1]) {
            let comparison = ImageComparison(second, reference: first, channelTolerance: 0)
            #expect(comparison.sizesMatch && comparison.differingPixels == 0, "\(comparison.summary)")
        }
    }

    /// The Makefile's `GALLERY` entries: `app:recording:capture time in ms or "end"`.
    static func galleryEntries() throws -> [(app: String, recording: String, at: String)] {
        let makefile = try String(contentsOfFile: ToolLocator.packageRoot + "/Makefile", encoding: .utf8)
        guard let start = makefile.range(of: "GALLERY := ") else { return [] }
        var text = ""
        for line in makefile[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            text += line.hasSuffix("\\") ? line.dropLast() + " " : String(line)
            if !line.hasSuffix("\\") { break }
        }
        return text.split(separator: " ").compactMap { entry in
            let parts = entry.split(separator: ":").map(String.init)
            return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
        }
    }

    @Test("make gallery's replays give the tracked docs/gallery images byte for byte (git status stays clean)")
    func galleryIsReproduced() throws {
        let entries = try Self.galleryEntries()
        #expect(entries.count == 11, "\(entries)")
        let dir = try CommandLineTests.directory("gallery")
        for entry in entries {
            // The command line of the Makefile's gallery target.
            let when = entry.at == "end" ? ["--capture-end"] : ["--capture-at", entry.at]
            let out = dir + "/" + entry.app
            let run = try ReplayTrapTests.replay(
                [ToolLocator.packageRoot + "/Tests/Recordings/\(entry.recording).touches"] + when
                    + ["--event-clock", "--out", out],
                app: [ToolLocator.packageRoot + "/.build/debug/\(entry.app)"])
            #expect(run.status == 0, "\(entry.app): \(run.stderr)")
            let name = try #require(
                try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasPrefix("capture-0-") })
            let made = FileManager.default.contents(atPath: out + "/" + name)
            let tracked = FileManager.default.contents(
                atPath: ToolLocator.packageRoot + "/docs/gallery/\(entry.app).png")
            #expect(
                made != nil && made == tracked, "\(entry.app): make gallery would rewrite docs/gallery/\(entry.app).png"
            )
        }
    }
}
