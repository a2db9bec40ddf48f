import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The deterministic animation clock under replay (`TOUCHKIT_CLOCK=events`): a
/// mid-animation capture shows the same pixels on every run (D4).
@MainActor
@Suite("The event clock under headless Weston", .serialized)
struct EventClockReplayTests {
    /// MoveMe's drag-and-bounce, captured 200 ms into the bounce, with the event clock.
    static func midBounce(_ run: Int) throws -> ImageSurface {
        let path = ToolLocator.packageRoot + "/.build/debug/MoveMe"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("MoveMe is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/event-clock-\(run)-\(getpid())"
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: path, environment: [EventTimeClock.environmentVariable: "events"])
        let window = try session.waitForToplevel(of: app)
        // The finger lifts at 800 ms and the bounce lasts 1 s; a second run is slowed
        // down, which moves a wall-clock animation on but not this one.
        let recording = try ExampleRun.recording("MoveMe/drag-and-bounce.touches")
        let result = try session.replay(
            recording, into: window,
            options: ReplayOptions(pacing: .recorded(speed: run == 0 ? 1 : 0.7), captureAt: [1000]))
        return try #require(result.captures.first).image()
    }

    @Test("D4: the same recording gives the same pixels mid-animation, however the replay is paced")
    func sameRecordingSamePixels() throws {
        let first = try Self.midBounce(0)
        let second = try Self.midBounce(1)
        let placard = try MoveMeReplayTests.placard(in: first)
        #expect(try MoveMeReplayTests.placard(in: second) == placard)
        // Mid-bounce (a spring, past the centre): neither where the finger lifted
        // (780, 470) nor at rest in the centre.
        #expect(!MoveMeReplayTests.isNear(placard.center, MoveMeReplayTests.home, 2), "\(placard)")
        #expect(!MoveMeReplayTests.isNear(placard.center, Point(x: 780, y: 470), 2), "\(placard)")
        let comparison = ImageComparison(second, reference: first, channelTolerance: 0)
        #expect(comparison.sizesMatch && comparison.differingPixels == 0, "\(comparison.summary)")
    }

    /// SwipeNavigator's swipe, captured at 290 ms: 98 ms after the swipe's last event,
    /// while page 2 slides in. The session moves the app's clock on to 290 ms first.
    static func midSlide(speed: Double) throws -> ImageSurface {
        let path = ToolLocator.packageRoot + "/.build/debug/SwipeNavigator"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("SwipeNavigator is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/event-clock-slide-\(speed)-\(getpid())"
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: path, environment: [EventTimeClock.environmentVariable: "events"])
        #expect(app.clockPath != nil)
        let window = try session.waitForToplevel(of: app)
        let recording = try ExampleRun.recording("SwipeNavigator/swipe-left-then-right.touches")
        let result = try session.replay(
            recording, into: window, options: ReplayOptions(pacing: .recorded(speed: speed), captureAt: [290]))
        return try #require(result.captures.first).image()
    }

    @Test(
        "D4: a capture after the last event sent moves the app's clock on to its time: the slide is half way, the same every run"
    )
    func captureMovesTheClockOn() throws {
        let first = try Self.midSlide(speed: 1)
        let second = try Self.midSlide(speed: 0.6)
        let comparison = ImageComparison(second, reference: first, channelTolerance: 0)
        #expect(comparison.sizesMatch && comparison.differingPixels == 0, "\(comparison.summary)")
        // Page 2 (orange) has come in from the right, part of the way.
        let row = Rect(x: 0, y: 600, width: 1024, height: 1)
        let orange = first.color(x: 1020, y: 600)
        let covered = first.count(of: orange, tolerance: 0.02, in: row)
        #expect(covered > 20 && covered < 1000, "page 2 covers \(covered) of 1024 columns")
    }
}
