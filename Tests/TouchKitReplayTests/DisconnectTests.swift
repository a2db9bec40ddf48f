import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// An app the compositor drops for not reading says so in its one line, instead of
/// only "Broken pipe".
@MainActor
@Suite("Disconnected for not reading", .serialized)
struct DisconnectTests {
    @Test("an app that stalls while the compositor floods it says it was disconnected for not reading")
    func stalledAppSaysWhy() throws {
        let path = ToolLocator.packageRoot + "/.build/debug/StallingApp"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("StallingApp is not built at \(path): run `swift build --build-tests` (make test does)")
            return
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/disconnect-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: path, arguments: ["4"])
        let window = try session.waitForToplevel(of: app, timeout: 60)

        // 20,000 frames of ten fingers, sent without waiting for the app (one batch).
        var script = RecordingScript(windowSize: window.frame.size)
        for finger in 0..<10 { script.down(Int32(finger), at: Point(x: 50 + Double(finger) * 40, y: 100)) }
        script.frame()
        for step in 0..<20_000 {
            for finger in 0..<10 {
                script.move(Int32(finger), to: Point(x: 50 + Double(finger) * 40, y: 100 + Double(step % 300)))
            }
            script.frame()
        }
        _ = try? session.replay(script.recording, into: window, options: .fast(batchSize: 1_000_000))
        let deadline = Date().addingTimeInterval(60)
        while app.isRunning, Date() < deadline { try? session.dispatch(for: 0.05) }
        #expect(!app.isRunning, "the compositor never dropped the app")
        let line = app.stderrTail()
        #expect(line.contains("disconnected this app for not reading"), "\(line)")
        #expect(line.contains("busy for"), "\(line)")
        #expect(app.exitStatus == 1)
    }

    @Test("a lost connection without a stall names both causes; other errors are unchanged")
    func failureLines() {
        let plain = WaylandRunLoop.failureLine(
            WaylandError.connectionLost(errno: EPIPE), busyBeforeFailure: .milliseconds(3))
        #expect(plain.contains("does not read its events fast enough") && plain.contains("when it exits"))
        let stalled = WaylandRunLoop.failureLine(
            WaylandError.connectionLost(errno: ECONNRESET), busyBeforeFailure: .seconds(2))
        #expect(stalled.contains("disconnected this app for not reading") && stalled.contains("2.0 s"))
        let other = WaylandRunLoop.failureLine(WaylandError.connectionLost(errno: EIO), busyBeforeFailure: .seconds(9))
        #expect(other.hasPrefix("the compositor connection ended:"))
    }
}
