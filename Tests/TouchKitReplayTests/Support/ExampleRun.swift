import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// One run of an example app under a private headless Weston: a committed recording
/// replayed into it, what reached its views (the dispatch trace) and what it drew
/// (the captures).
///
/// The examples open a 1024x640 window on a 1024x640 output, so window coordinates
/// are image pixels.
@MainActor
struct ExampleRun {
    /// What the replay did, with its captures.
    var result: ReplayResult
    /// The app's dispatch trace.
    var trace: DispatchTrace
    /// The app (stopped with the session; its logs stay).
    var app: AppProcess

    /// Reads a recording from `Tests/Recordings/`.
    /// - Parameter name: The path below that folder, e.g. `MoveMe/cancel.touches`.
    static func recording(_ name: String) throws -> TouchRecording {
        try TouchRecording(contentsOf: ToolLocator.packageRoot + "/Tests/Recordings/" + name)
    }

    /// Launches the example `.build/debug/<example>` in a fresh session and replays a
    /// recording into its window.
    ///
    /// - Parameters:
    ///   - example: The executable's name, which is also its app id.
    ///   - recording: The path below `Recordings/`.
    ///   - options: Pacing and captures.
    ///   - eventClock: Whether the app runs on the event clock (`TOUCHKIT_CLOCK=events`):
    ///     its animations, glides and timers then follow the events' times and the
    ///     capture times, never the wall clock, so a capture shows the same state
    ///     however busy the machine is (SPEC D4). For every run whose captures or
    ///     outcome depend on how far an animation or timer got.
    ///   - environment: More environment variables for the app (`TOUCHKIT_APPEARANCE`).
    init(
        _ example: String, replaying recording: String, options: ReplayOptions, eventClock: Bool = false,
        environment: [String: String] = [:]
    ) throws {
        let path = ToolLocator.packageRoot + "/.build/debug/" + example
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(example) is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let name = recording.replacingOccurrences(of: "/", with: "-")
        let out = NSTemporaryDirectory() + "touchkit-tests/\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        app = try session.launch(
            executable: path,
            environment: environment.merging(eventClock ? [EventTimeClock.environmentVariable: "events"] : [:]) {
                $1
            })
        let window = try session.waitForToplevel(of: app, timeout: 10)
        #expect(window.appID == example)
        #expect(window.frame.origin == .zero, "the window fills the output: \(window.frame)")
        result = try session.replay(try Self.recording(recording), into: window, options: options)
        try session.dispatch(for: 0.1)
        #expect(app.isRunning, "\(example) is still running after the replay: \(app.stderrTail())")
        trace = try DispatchTrace(contentsOf: app.tracePath ?? out + "/trace.jsonl")
    }

    /// The image of the capture taken at `time` (ms), or at the end for `nil`.
    func image(at time: Double?) throws -> ImageSurface {
        let capture = try #require(
            result.captures.first { $0.recordingTime == time }, "a capture at \(String(describing: time))")
        return try capture.image()
    }
}
