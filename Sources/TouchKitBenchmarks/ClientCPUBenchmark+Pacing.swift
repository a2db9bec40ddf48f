import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

extension ClientCPUBenchmark {
    /// Issue 32's pacing cases, from the clients' `WAYLAND_DEBUG=1` logs: for MinimalDots
    /// at 2 and 10 fingers, and with every frame made to take 20 ms
    /// (`MINIMALDOTS_FRAME_MS=20`, longer than a 60 Hz refresh), input to commit, input
    /// to present, how input frames found the compositor (idle or busy, SPEC D6/D7), and
    /// the most content commits one repaint saw (D7: never more than one, and no queue
    /// builds up when drawing is slow).
    static func runPacing(quick: Bool) throws {
        guard let path = builtExample(named: "MinimalDots") else {
            print("NOT MEASURED (not built): MinimalDots, pacing cases")
            return
        }
        print("## Pacing: idle and busy compositor, slow drawing (MinimalDots, WAYLAND_DEBUG=1)")
        print("")
        let frames = quick ? 30 : 240
        var table = Table(header: [
            "case", "input frames", "idle / busy", "input to commit median / p99 (ms)",
            "input to present median / p99 (ms)", "repaints", "most content commits per repaint",
        ])
        let cases: [(String, Int, [String: String])] = [
            ("2 fingers", 2, [:]), ("2 fingers, late drawing off (D12)", 2, ["TOUCHKIT_LATE_DRAWING": "0"]),
            ("10 fingers", 10, [:]), ("2 fingers, 20 ms frames", 2, ["MINIMALDOTS_FRAME_MS": "20"]),
        ]
        for (title, fingers, environment) in cases {
            let client = Client(name: "MinimalDots", executable: path, environment: environment)
            let log = try withSession(
                client, output: .standard, label: "pacing",
                environment: ["WAYLAND_DEBUG": "1", "TOUCHKIT_PRESENTATION_FEEDBACK": "every"]
            ) { session, app, toplevel in
                try session.dispatch(for: 0.3)
                _ = try session.replay(
                    stroke(fingers: fingers, frames: frames), into: toplevel, options: ReplayOptions(pacing: .recorded))
                try session.sync(toplevel)
                try session.dispatch(for: 0.2)
                return app.standardError
            }
            let latency = WaylandDebugLog.latency(in: log)
            let pacing = WaylandDebugLog.pacing(in: log)
            table.add([
                title + (path.contains("/debug/") ? " (DEBUG build)" : ""),
                String(pacing.idleInputFrames + pacing.busyInputFrames),
                "\(pacing.idleInputFrames) / \(pacing.busyInputFrames)",
                String(format: "%.2f / %.2f", latency.median, latency.p99),
                presentedCell(latency),
                String(pacing.contentCommitsPerRepaint.count),
                String(pacing.contentCommitsPerRepaint.max() ?? 0),
            ])
        }
        print(table.render())
        print("")
        print("Idle: the input frame found no content commit awaiting its frame callback (drawn at once,")
        print("D6, or at the deadline before the next repaint, D12); busy: it did (coalesced to the")
        print("callback, D7). Repaints: frame callbacks' done. Feedback on every commit (D11).")
        print("")
    }
}
