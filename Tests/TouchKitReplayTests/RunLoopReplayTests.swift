import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// TouchKit's Wayland loop under headless Weston with a busy app (the BusyApp fixture):
/// frames that pile up while a handler works are coalesced (SPEC T3), and Foundation's
/// main run loop (timers, `perform` blocks) runs inside the loop (issue 16, section 2).
@MainActor
@Suite("Run loop under headless Weston", .serialized)
struct RunLoopReplayTests {
    /// One finger down at (100, 300), 40 motion frames 2 points apart, up.
    static func drag() throws -> TouchRecording {
        var lines = ["touchkit-recording 1", "# window 1024x640", "# seat seat0", "0 down 0 100 300", "0 frame"]
        for step in 1...40 {
            let t = step * 8
            lines += ["\(t) motion 0 \(100 + 2 * step) 300", "\(t) frame"]
        }
        lines += ["336 up 0", "336 frame"]
        return try TouchRecording(parsing: lines.joined(separator: "\n") + "\n", fileName: "busy-drag.touches")
    }

    /// Launches BusyApp, replays `recording` into it as fast as it reads, lets it settle
    /// and returns its standard output.
    func runBusyApp(replaying recording: TouchRecording?) throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/BusyApp"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("BusyApp is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        let out = NSTemporaryDirectory() + "touchkit-tests/busy-app-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: path)
        let window = try session.waitForToplevel(of: app, timeout: 10)
        if let recording {
            _ = try session.replay(recording, into: window, options: ReplayOptions(pacing: .fast))
        }
        try session.sync(window)
        try session.dispatch(for: 0.3)
        #expect(app.isRunning, "BusyApp is still running: \(app.stderrTail())")
        return try String(contentsOfFile: app.stdoutPath, encoding: .utf8)
    }

    @Test("T3: 40 motion frames that arrive while a 35 ms handler works reach it coalesced")
    func busyHandlerGetsCoalescedMoves() throws {
        let output = try runBusyApp(replaying: try Self.drag())
        let moves = output.split(separator: "\n").filter { $0.hasPrefix("moved ") }
        let samples = moves.compactMap { line -> Int? in
            guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("samples=") }) else { return nil }
            return Int(field.dropFirst("samples=".count))
        }
        #expect(samples.count == moves.count && !moves.isEmpty, "moves: \(moves)")
        #expect(samples.reduce(0, +) == 40, "every motion sample is accounted for: \(samples)")
        #expect(moves.count <= 10, "one call per socket read, not one per frame: \(moves.count) calls \(samples)")
        #expect(moves.last?.hasSuffix("at=180,300") == true, "the last call has the last position: \(moves.last ?? "")")
        #expect(output.contains("ended"))
    }

    @Test("Timer.scheduledTimer and RunLoop.main.perform run inside TouchKit's loop")
    func foundationRunLoopRuns() throws {
        let output = try runBusyApp(replaying: try Self.drag())
        for line in ["perform at launch", "timer 1", "timer 2", "timer 3", "perform after ended", "timer after ended"] {
            #expect(output.contains(line + "\n"), "'\(line)' in the output:\n\(output)")
        }
        #expect(!output.contains("timer 4"), "the repeating timer was invalidated after 3 fires")
    }
}
