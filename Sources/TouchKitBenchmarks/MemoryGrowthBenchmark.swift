import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// P5 of issue 14: TouchDots' resident memory over 200,000 touch sequences
/// (`--part memory`, `make bench-memory`; not in the default parts, it takes minutes).
///
/// One session, one TouchDots (release, trace off). The recording repeats three frames:
/// ten fingers down, the ten moved, the ten up, so ten sequences every three frames,
/// replayed as fast as TouchDots reads (a sync every 90 frames). `VmRSS` is sampled after
/// each batch; growth is the least-squares slope of RSS over the sequences replayed,
/// leaving out the first tenth (caches and pools filling), and over the second half alone,
/// given per 100,000 sequences. TouchDots keeps a ring where each finger lifted for 0.35 s,
/// so during the flood about a second's worth of sequences keep a ring each: part of the
/// first tenth's rise, not a leak.
@MainActor
enum MemoryGrowthBenchmark {
    /// - Parameters:
    ///   - quick: A smoke run of 2,000 sequences.
    ///   - touchDots: Another TouchDots to run (`--touchdots`), such as a script that
    ///     `exec`s it under heaptrack's preload library (docs/PERFORMANCE.md, "P5").
    ///   - sequences: How many sequences (`--sequences`), 200,000 by default.
    static func run(quick: Bool, touchDots other: String? = nil, sequences count: Int? = nil) throws {
        print("## P5: TouchDots' resident memory over many touch sequences")
        print("")
        guard let touchDots = other ?? ClientCPUBenchmark.builtExample(named: "TouchDots") else {
            print("skipped: needs TouchDots built (`swift build -c release --product TouchDots`)")
            print("")
            return
        }
        let sequences = count ?? (quick ? 2_000 : 200_000)
        let fingers = 10
        let recording = repeatedSequences(count: sequences, fingers: fingers)
        let client = ClientCPUBenchmark.Client(name: "TouchDots", executable: touchDots)
        let log = SampleLog()
        let started = Date()
        let (before, after) = try ClientCPUBenchmark.withSession(client, output: .standard, label: "memory") {
            session, app, toplevel in
            try session.dispatch(for: 0.3)
            let before = Double(ProcessStats.statusBytes("VmRSS", of: app.pid) ?? 0)
            let options = ReplayOptions(pacing: .fast, batchSize: 90) { progress in
                if let rss = ProcessStats.statusBytes("VmRSS", of: app.pid) {
                    log.samples.append((Double(progress.framesSent / 3 * fingers), Double(rss)))
                }
            }
            _ = try session.replay(recording, into: toplevel, options: options)
            try session.sync(toplevel)
            try session.dispatch(for: 0.5)
            return (before, Double(ProcessStats.statusBytes("VmRSS", of: app.pid) ?? 0))
        }
        let samples = log.samples
        let steady = samples.filter { $0.sequences >= Double(sequences) / 10 }
        let slope = leastSquaresSlope(steady.map(\.sequences), steady.map(\.rss))
        let secondHalf = samples.filter { $0.sequences >= Double(sequences) / 2 }
        let secondHalfSlope = leastSquaresSlope(secondHalf.map(\.sequences), secondHalf.map(\.rss))
        let mib = 1_048_576.0
        var table = Table(header: ["sequences", "RSS (MiB)"])
        table.add(["0 (before the replay)", String(format: "%.2f", before / mib)])
        for fraction in [0.1, 0.25, 0.5, 0.75, 1.0] {
            let target = Double(sequences) * fraction
            if let sample = samples.min(by: { abs($0.sequences - target) < abs($1.sequences - target) }) {
                table.add([Format.count(Int(sample.sequences)), String(format: "%.2f", sample.rss / mib)])
            }
        }
        table.add(["after, settled 0.5 s", String(format: "%.2f", after / mib)])
        print(table.render())
        print("")
        print(
            "- growth after the first tenth: \(String(format: "%.1f", slope * 100_000 / 1024)) KiB per 100,000 sequences"
                + " (least squares over \(steady.count) samples), over the second half alone"
                + " \(String(format: "%.1f", secondHalfSlope * 100_000 / 1024)) KiB per 100,000 sequences; peak \(String(format: "%.2f", (samples.map(\.rss).max() ?? 0) / mib)) MiB"
        )
        print(
            "- \(Format.count(sequences)) sequences (\(fingers) fingers down, moved, up; \(Format.count(sequences / fingers * 3)) frames)"
                + " in \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
                + (quick ? " (quick run: not meaningful)" : ""))
        print("")
    }

    /// RSS samples taken during the replay.
    final class SampleLog {
        var samples: [(sequences: Double, rss: Double)] = []
    }

    /// `count` touch sequences, `fingers` at a time: down, moved 5 points, up; a frame each.
    static func repeatedSequences(count: Int, fingers: Int) -> TouchRecording {
        var script = RecordingScript(windowSize: Size(width: 600, height: 500))
        for round in 0..<(count / fingers) {
            let shift = Double(round % 20) * 10
            for finger in 0..<fingers {
                script.down(Int32(finger), at: Point(x: 40 + Double(finger) * 50, y: 100 + shift))
            }
            script.frame()
            script.wait(1)
            for finger in 0..<fingers {
                script.move(Int32(finger), to: Point(x: 45 + Double(finger) * 50, y: 100 + shift))
            }
            script.frame()
            script.wait(1)
            for finger in 0..<fingers { script.up(Int32(finger)) }
            script.frame()
            script.wait(1)
        }
        return script.recording
    }

    /// The slope of the least-squares line through (x, y).
    static func leastSquaresSlope(_ x: [Double], _ y: [Double]) -> Double {
        guard x.count >= 2 else { return 0 }
        let n = Double(x.count)
        let meanX = x.reduce(0, +) / n
        let meanY = y.reduce(0, +) / n
        var covariance = 0.0
        var variance = 0.0
        for (a, b) in zip(x, y) {
            covariance += (a - meanX) * (b - meanY)
            variance += (a - meanX) * (a - meanX)
        }
        return variance > 0 ? covariance / variance : 0
    }
}
