import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The `TOUCHKIT_RECORD` recorder keeps every event when the process ends: the
/// `RecorderExit` fixture records a tap whose `up` has no `frame` after it (SPEC W4),
/// so the `up` is still pending, then ends by `exit()` or by a signal.
@Suite("Recorder at process exit", .serialized)
struct RecorderExitTests {
    static let fixture = ToolLocator.packageRoot + "/.build/debug/RecorderExit"

    /// Runs the fixture and returns how it ended and what it recorded.
    static func run(_ how: String) throws -> (process: Process, recording: TouchRecording) {
        guard FileManager.default.isExecutableFile(atPath: fixture) else {
            Issue.record("\(fixture) is missing: build it with 'swift build --build-tests' (make test does)")
            throw CancellationError()
        }
        let path = NSTemporaryDirectory() + "touchkit-recorder-exit-\(how)-\(getpid()).touches"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fixture)
        process.arguments = [how]
        var environment = ProcessInfo.processInfo.environment
        environment[TouchRecorder.environmentVariable] = path
        process.environment = environment
        try process.run()
        // A fixture that does not end (a signal that does nothing) must not hang the run.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("RecorderExit \(how) did not end within 60 s; killed")
        }
        process.waitUntilExit()
        return (process, try TouchRecording(contentsOf: path))
    }

    static let tap: [TouchRecording.Event.Kind] = [.down(id: 0, x: 10, y: 20), .frame, .up(id: 0)]

    @Test("W4: the pending up reaches the file when the app calls exit() (also after its last window closed)")
    func exitFlushes() throws {
        let (process, recording) = try Self.run("exit")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(recording.events.map(\.kind) == Self.tap)
        #expect(recording.windowSize == Size(width: 100, height: 100))
    }

    @Test(
        "W4: the pending up reaches the file on SIGTERM, and SIGTERM still ends the app",
        arguments: ["sigterm", "sigint"])
    func signalFlushes(_ how: String) throws {
        let (process, recording) = try Self.run(how)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == (how == "sigterm" ? SIGTERM : SIGINT))
        #expect(recording.events.map(\.kind) == Self.tap)
    }
}
