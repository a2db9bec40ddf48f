import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

extension ClientCPUBenchmark {
    /// Input-to-commit latency of `client` over `recording`: a run of its own with
    /// `WAYLAND_DEBUG=1`, which makes libwayland print every event the client dispatches
    /// and every request it sends, with microsecond times, to its standard error; read
    /// by ``WaylandDebugLog/latency(in:)``. The printing costs CPU and time of its own, so
    /// this run is never one of the CPU runs. TouchKit apps ask presentation feedback on
    /// every commit in it (SPEC D11), so that every input frame has a time to light.
    static func latency(of client: Client, recording: TouchRecording, output: Output = .standard) throws
        -> WaylandDebugLog.Latency
    {
        try withSession(
            client, output: output, label: "latency",
            environment: ["WAYLAND_DEBUG": "1", "TOUCHKIT_PRESENTATION_FEEDBACK": "every"]
        ) {
            session, app, toplevel in
            try session.dispatch(for: 0.3)
            _ = try session.replay(recording, into: toplevel, options: ReplayOptions(pacing: .recorded))
            try session.sync(toplevel)
            try session.dispatch(for: 0.2)
            let latency = WaylandDebugLog.latency(in: app.standardError)
            guard !latency.milliseconds.isEmpty else {
                throw BenchmarkFailure(description: "\(client.name): no input frame found in its WAYLAND_DEBUG log")
            }
            return latency
        }
    }
}
