import Foundation
import TouchKit
import TouchKitTesting
import TouchKitRecording

/// CPU time per input frame of TouchDots against `weston-simple-touch` (Weston's
/// minimal C touch client), each replaying the same recording under its own headless
/// Weston in the same run.
///
/// Each client runs twice in a fresh session: once replaying the recording and once
/// idle for as long (start-up, first frame and exit included in both). Its CPU time,
/// user plus system over all threads, comes from `wait4` when it exits; the difference
/// between the two runs is the cost of the input. Tracing is off. The recording is one
/// finger drawing circles at 100 Hz.
@MainActor
enum ClientCPUBenchmark {
    struct Result {
        var name: String
        var frames: Int
        var cpuNanoseconds: Double
        var idleNanoseconds: Double
        var perFrame: Double { cpuNanoseconds / Double(max(frames, 1)) }
    }

    /// - Parameters:
    ///   - quick: One short run of each client (a smoke test).
    ///   - others: More builds of TouchDots to measure in the same runs (`--touchdots`),
    ///     to compare a change against the build before it.
    static func run(quick: Bool, others: [String] = []) throws {
        print("## CPU per input frame: TouchDots against weston-simple-touch")
        print("")
        guard let touchDots = ToolLocator.executable(named: ToolLocator.packageRoot + "/.build/release/TouchDots")
            ?? ToolLocator.executable(named: ToolLocator.packageRoot + "/.build/debug/TouchDots"),
            let simpleTouch = ToolLocator.executable(named: "weston-simple-touch")
        else {
            print("skipped: needs TouchDots built (`swift build -c release --product TouchDots`) and weston-simple-touch")
            print("")
            return
        }
        let recording = circles(frames: quick ? 30 : 400)
        let repetitions = quick ? 1 : 5
        // The two clients take turns, so that a disturbance on the machine hits both.
        var references: [Result] = []
        var ours: [Result] = []
        var theirs = Array(repeating: [Result](), count: others.count)
        for _ in 0..<repetitions {
            references.append(try measure("weston-simple-touch", simpleTouch, recording))
            ours.append(try measure("TouchDots", touchDots, recording))
            for (index, other) in others.enumerated() {
                theirs[index].append(try measure("TouchDots (--touchdots \(index + 1))", other, recording))
            }
        }
        let reference = median(references)
        let touchKit = median(ours)
        var table = Table(header: [
            "client", "input frames", "CPU per frame, median (µs)", "min (µs)", "max (µs)", "idle CPU (ms)", "ratio",
        ])
        for (result, runs) in [(reference, references), (touchKit, ours)] + theirs.map({ (median($0), $0) }) {
            table.add([
                result.name, Format.count(result.frames), Format.microseconds(result.perFrame),
                Format.microseconds(runs.map(\.perFrame).min() ?? 0), Format.microseconds(runs.map(\.perFrame).max() ?? 0),
                String(format: "%.1f", result.idleNanoseconds / 1e6),
                Format.ratio(result.perFrame, over: reference.perFrame),
            ])
        }
        print(table.render())
        print("")
        print("TouchDots: \(touchDots)\(touchDots.contains("/debug/") ? " (DEBUG build: figures are not meaningful)" : "")")
        print("recording: one finger drawing circles, \(reference.frames) frames at 100 Hz, replayed at recorded speed;")
        print("\(repetitions) runs of each client, taking turns; the median run is shown;")
        print("idle CPU: a whole run of the same client with no input for as long (start-up and exit included),")
        print("subtracted from the replaying run's; ratio = CPU per input frame / weston-simple-touch's.")
        let ratio = touchKit.perFrame / reference.perFrame
        print("- target: TouchDots at most 2x weston-simple-touch: \(String(format: "%.2f", ratio))x, "
            + (ratio <= 2 ? "MET" : "NOT MET") + (quick ? " (quick run: not meaningful)" : ""))
        print("")
    }

    /// The run with the median CPU per frame.
    static func median(_ runs: [Result]) -> Result {
        runs.sorted { $0.perFrame < $1.perFrame }[runs.count / 2]
    }

    /// One finger going round a circle in the middle of a 600 x 500 window (the size
    /// of weston-simple-touch's), one frame every 10 ms.
    static func circles(frames: Int) -> TouchRecording {
        var script = RecordingScript(windowSize: Size(width: 600, height: 500))
        func point(_ step: Int) -> Point {
            let angle = Double(step) * 0.08
            return Point(x: 300 + 150 * cos(angle), y: 250 + 150 * sin(angle))
        }
        script.down(0, at: point(0))
        script.frame()
        for step in 1..<max(frames - 1, 2) {
            script.wait(10)
            script.move(0, to: point(step))
            script.frame()
        }
        script.wait(10)
        script.up(0)
        script.frame()
        return script.recording
    }

    static func measure(_ name: String, _ executable: String, _ recording: TouchRecording) throws -> Result {
        let idle = try run(name, executable, recording, replaying: false)
        let busy = try run(name, executable, recording, replaying: true)
        return Result(name: name, frames: busy.frames, cpuNanoseconds: (busy.cpu - idle.cpu) * 1e9, idleNanoseconds: idle.cpu * 1e9)
    }

    /// Starts `executable` in a fresh session, lets it settle, replays `recording` (or
    /// waits as long with no input), lets it draw, stops it, and returns the CPU time of
    /// its whole life (from `wait4`) and the frames sent.
    static func run(_ name: String, _ executable: String, _ recording: TouchRecording, replaying: Bool) throws
        -> (cpu: Double, frames: Int)
    {
        let out = NSTemporaryDirectory() + "touchkit-bench/\(name)-\(replaying ? "replay" : "idle")-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(executable: executable, environment: ["TOUCHKIT_TRACE": ""])
        let toplevel = try session.waitForToplevel(of: app, timeout: 10)
        try session.sync(toplevel)
        try session.dispatch(for: 0.3)
        var frames = 0
        if replaying {
            frames = try session.replay(recording, into: toplevel, options: ReplayOptions(pacing: .recorded)).frames
        } else {
            try session.dispatch(for: recording.duration / 1_000)
        }
        try session.sync(toplevel)
        try session.dispatch(for: 0.1)
        guard app.isRunning else {
            throw BenchmarkFailure(description: "\(name) exited during the run: \(app.stderrTail())")
        }
        app.terminate()
        guard let cpu = app.cpuTime else {
            throw BenchmarkFailure(description: "\(name)'s CPU time is unknown (it was not reaped)")
        }
        return (cpu, frames)
    }
}
