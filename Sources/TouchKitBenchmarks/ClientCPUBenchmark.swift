import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Whole clients under a private headless Weston, fed the same recording by the project's
/// replay module: the CPU each uses per input frame, its start-up CPU and peak memory,
/// and (``latency(of:recording:output:)``) its input-to-commit latency.
///
/// One measured run of a client is one fresh session: launch; wait for its first
/// committed frame (start-up CPU is read there); settle 0.3 s; an *idle window* as long
/// as the recording with no input; a *replay window* (the recording at its recorded
/// speed, then a sync and 0.1 s for the last frame to be drawn). CPU is the client's
/// own, read from `/proc/<pid>/task/*/schedstat` at the edges of each window, so start-up
/// and exit never enter the per-frame figure; the idle window's CPU is subtracted from
/// the replay window's (what the client spends on its own, timers and the like), which
/// leaves the marginal cost of the input. Peak RSS is `VmHWM` at the end.
@MainActor
enum ClientCPUBenchmark {
    /// A client to measure.
    struct Client {
        /// Its name in the tables.
        var name: String
        /// Its executable's path.
        var executable: String
        /// Variables added to its environment.
        var environment: [String: String] = [:]
    }

    /// The output and the window the recording was made for.
    struct Output: CustomStringConvertible {
        var width: Int
        var height: Int
        static let standard = Output(width: 1024, height: 640)
        static let fullHD = Output(width: 1920, height: 1080)
        var description: String { "\(width)x\(height)" }
    }

    /// One measured run of one client.
    struct Sample {
        var name: String
        /// Frames the replay sent.
        var frames: Int
        /// Nanoseconds from launch to the first committed frame.
        var startupNanoseconds: Double
        /// Nanoseconds in the idle window.
        var idleNanoseconds: Double
        /// Nanoseconds in the replay window.
        var replayNanoseconds: Double
        /// `VmHWM` at the end, in bytes.
        var peakRSS: UInt64
        /// Sleeps (voluntary context switches) in the replay window less those in the idle window.
        var sleeps: Double = 0
        /// Preemptions (involuntary context switches) in the replay window.
        var preemptions: Double = 0
        /// Marginal sleeps per input frame: each is one wakeup of the client.
        var sleepsPerFrame: Double { sleeps / Double(max(frames, 1)) }
        /// Marginal nanoseconds per input frame: (replay - idle) / frames.
        var perFrame: Double { (replayNanoseconds - idleNanoseconds) / Double(max(frames, 1)) }
    }

    /// The tracing a TouchKit app does unless told not to, and the test session's pacing
    /// file (a `pwrite` at every late draw, 4.6 % of TouchDots' CPU in a stroke): off for
    /// every measurement, as in an app a user runs. The runs wait for a state instead
    /// (`sync`, then a tenth of a second of dispatch).
    static let noTrace = ["TOUCHKIT_TRACE": "", "TOUCHKIT_PACING_FILE": ""]

    /// The release build of one of the package's executables (the debug build if there is
    /// no release build: the output then says the figures mean nothing).
    static func builtExample(named name: String) -> String? {
        ToolLocator.executable(named: ToolLocator.packageRoot + "/.build/release/\(name)")
            ?? ToolLocator.executable(named: ToolLocator.packageRoot + "/.build/debug/\(name)")
    }

    /// A peer client built by `make peers` (benchmarks/peers/).
    static func builtPeer(named name: String) -> String? {
        ToolLocator.executable(named: ToolLocator.packageRoot + "/benchmarks/peers/build/\(name)")
    }

    /// Measures one run of `client` (see the type's description).
    static func measure(_ client: Client, _ recording: TouchRecording, output: Output = .standard) throws -> Sample {
        try withSession(client, output: output, label: "cpu") { session, app, toplevel in
            guard let startup = ProcessStats.cpuNanoseconds(of: app.pid) else {
                throw BenchmarkFailure(description: "\(client.name) exited before its first frame: \(app.stderrTail())")
            }
            try session.dispatch(for: 0.3)
            let idleStart = try cpu(of: app, client)
            let switchesIdleStart = ProcessStats.contextSwitches(of: app.pid)
            try session.dispatch(for: recording.duration / 1_000 + 0.1)
            let idleEnd = try cpu(of: app, client)
            let switchesIdleEnd = ProcessStats.contextSwitches(of: app.pid)
            let frames = try session.replay(recording, into: toplevel, options: ReplayOptions(pacing: .recorded)).frames
            try session.sync(toplevel)
            try session.dispatch(for: 0.1)
            let replayEnd = try cpu(of: app, client)
            let switchesReplayEnd = ProcessStats.contextSwitches(of: app.pid)
            var sample = Sample(
                name: client.name, frames: frames, startupNanoseconds: startup, idleNanoseconds: idleEnd - idleStart,
                replayNanoseconds: replayEnd - idleEnd, peakRSS: ProcessStats.statusBytes("VmHWM", of: app.pid) ?? 0)
            if let a = switchesIdleStart, let b = switchesIdleEnd, let c = switchesReplayEnd {
                sample.sleeps = (c.voluntary - b.voluntary) - (b.voluntary - a.voluntary)
                sample.preemptions = c.preempted - b.preempted
            }
            return sample
        }
    }

    /// Starts `client` in a fresh session on an `output`-sized headless Weston, waits for
    /// its first committed frame, runs `body`, and stops everything.
    static func withSession<T>(
        _ client: Client, output: Output, label: String, environment: [String: String] = [:],
        _ body: (HeadlessSession, AppProcess, Toplevel) throws -> T
    ) throws -> T {
        let out =
            NSTemporaryDirectory()
            + "touchkit-bench/\(client.name.filter { $0.isLetter || $0.isNumber })-\(label)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(
            HeadlessSession.Configuration(width: output.width, height: output.height, outputDirectory: out))
        defer {
            session.stop()
            try? FileManager.default.removeItem(atPath: out)
        }
        let app = try session.launch(
            executable: client.executable,
            environment: noTrace.merging(client.environment) { $1 }.merging(environment) { $1 })
        let toplevel = try session.waitForToplevel(of: app, timeout: 20)
        try session.sync(toplevel)
        let result = try body(session, app, toplevel)
        guard app.isRunning else {
            throw BenchmarkFailure(description: "\(client.name) exited during the run: \(app.stderrTail())")
        }
        app.terminate()
        return result
    }

    private static func cpu(of app: AppProcess, _ client: Client) throws -> Double {
        guard let value = ProcessStats.cpuNanoseconds(of: app.pid) else {
            throw BenchmarkFailure(description: "\(client.name) exited during the run: \(app.stderrTail())")
        }
        return value
    }

    /// The run with the median CPU per frame.
    static func median(_ runs: [Sample]) -> Sample {
        runs.sorted { $0.perFrame < $1.perFrame }[runs.count / 2]
    }

    /// The median of some values (the upper one of an even count).
    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }

    /// `fingers` fingers going round circles inside a 600 x 500 window (the size of
    /// weston-simple-touch's), all moving in every frame: a down frame, `frames` motion
    /// frames at `rate` Hz, an up frame.
    static func stroke(fingers: Int, frames: Int, rate: Double = 120) -> TouchRecording {
        var script = RecordingScript(windowSize: Size(width: 600, height: 500))
        let columns = min(fingers, 5)
        let rows = (fingers + columns - 1) / columns
        let cellWidth = 600.0 / Double(columns)
        let cellHeight = 500.0 / Double(rows)
        let radius = min(100, min(cellWidth, cellHeight) / 2 - 20)
        func point(_ finger: Int, _ step: Int) -> Point {
            let center = Point(
                x: cellWidth * (Double(finger % columns) + 0.5), y: cellHeight * (Double(finger / columns) + 0.5))
            let angle = Double(step) * 0.08 + Double(finger)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        for finger in 0..<fingers { script.down(Int32(finger), at: point(finger, 0)) }
        script.frame()
        for step in 1...max(frames, 1) {
            script.wait(1_000 / rate)
            for finger in 0..<fingers { script.move(Int32(finger), to: point(finger, step)) }
            script.frame()
        }
        script.wait(1_000 / rate)
        for finger in 0..<fingers { script.up(Int32(finger)) }
        script.frame()
        return script.recording
    }
}
