import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// A script's trailing `wait`, kept in its recording as `# end <ms>` (docs/TESTING.md,
/// "touchkit script"), under headless Weston: the end capture waits for it, so it shows
/// the app as it is when the recording ends, not as it was at the last lift.
@MainActor
@Suite("A script's trailing wait under headless Weston", .serialized)
struct ScriptEndReplayTests {
    @Test(
        "# end (a script's trailing wait): the end capture waits for it; the pager's turn, ended only after the last lift, shows"
    )
    func endCaptureWaitsForTheTrailingWait() throws {
        // The committed recording is what `touchkit script` writes from its text.
        let root = ToolLocator.packageRoot + "/Tests/Recordings/Settings/"
        let text = try String(contentsOfFile: root + "page-turn-then-wait.txt", encoding: .utf8)
        let script = try RecordingScript(describedBy: text, fileName: "page-turn-then-wait.txt")
        let recording = try ExampleRun.recording("Settings/page-turn-then-wait.touches")
        #expect(script.recording == recording, "the .touches file is the script's recording")
        let lift = try #require(recording.events.last?.time)
        let end = try #require(recording.endTime)
        #expect(end - lift == 900, "the trailing wait is kept as `# end`")
        // On the event clock the app's clock moves only with the events and the
        // captures: without the end, the end capture would show the app at the lift.
        let run = try ExampleRun(
            "Settings", replaying: "Settings/page-turn-then-wait.touches",
            options: ReplayOptions(captureAt: [lift], captureAtEnd: true, captureToplevelOnly: true),
            eventClock: true, environment: ["TOUCHKIT_APPEARANCE": "light"])
        let atLift = try run.image(at: lift)
        let atEnd = try run.image(at: nil)
        let pager = Rect(x: 56, y: 100, width: 400, height: 300)
        let blue = Color.systemBlue.resolved(for: .light)
        let orange = Color.systemOrange.resolved(for: .light)
        #expect(atLift.count(of: blue, tolerance: 0.04, in: pager) > 500, "page 1 at the lift")
        #expect(atLift.count(of: orange, tolerance: 0.04, in: pager) < 50, "the turn has not begun at the lift")
        #expect(atEnd.count(of: orange, tolerance: 0.04, in: pager) > 500, "page 2 at the end")
        #expect(atEnd.count(of: blue, tolerance: 0.04, in: pager) < 50, "the turn has ended by the end")
    }
}
