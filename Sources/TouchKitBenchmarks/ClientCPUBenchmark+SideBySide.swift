import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

extension ClientCPUBenchmark {
    /// One stroke on one output, measured for every client.
    struct Configuration {
        /// Its name for `--config`.
        var key: String
        var title: String
        var fingers: Int
        var output: Output
        var rounds: Int
    }

    /// What one client gave in one configuration.
    struct Row {
        var client: Client
        var samples: [Sample] = []
        var latency: WaylandDebugLog.Latency?
    }

    /// The clients side by side: weston-simple-touch (the baseline, first), TouchDots,
    /// MinimalDots, the GTK4 and Qt6 peers, and any `--touchdots` builds; `nil` with a
    /// reason when the baseline is missing. Missing peers are named in `missing`.
    static func sideBySideClients(others: [String], missing: inout [String]) -> [Client]? {
        guard let simpleTouch = ToolLocator.executable(named: "weston-simple-touch") else { return nil }
        var clients = [Client(name: "weston-simple-touch", executable: simpleTouch)]
        for name in ["TouchDots", "MinimalDots"] {
            if let path = builtExample(named: name) {
                let build = path.contains("/debug/") ? " (DEBUG build)" : ""
                clients.append(Client(name: name + build, executable: path))
                if name == "TouchDots" {
                    // SPEC D12 turned off and D11 off, to measure what they do in the same run.
                    clients.append(
                        Client(
                            name: "TouchDots, late drawing off (D12)" + build, executable: path,
                            environment: ["TOUCHKIT_LATE_DRAWING": "0"]))
                    clients.append(
                        Client(
                            name: "TouchDots, feedback every commit (D11)" + build, executable: path,
                            environment: ["TOUCHKIT_PRESENTATION_FEEDBACK": "every"]))
                }
            } else {
                missing.append("\(name) (swift build -c release --product \(name))")
            }
        }
        let peers: [(String, String, [String: String])] = [
            ("gtk4-dots", "GTK4 drawing area (gtk4-dots)", ["GDK_BACKEND": "wayland", "GSK_RENDERER": "cairo"]),
            ("qt6-dots", "Qt6 widget (qt6-dots)", ["QT_QPA_PLATFORM": "wayland"]),
        ]
        for (executable, name, environment) in peers {
            if let path = builtPeer(named: executable) {
                clients.append(Client(name: name, executable: path, environment: environment))
            } else {
                missing.append("\(name) (make peers)")
            }
        }
        for (index, other) in others.enumerated() {
            clients.append(Client(name: "TouchDots (--touchdots \(index + 1))", executable: other))
        }
        return clients
    }

    /// `make bench`'s side-by-side table (issue 14): for each configuration, every client
    /// is measured in rounds (each round runs every client once, the starting client
    /// rotating from round to round), then once more with `WAYLAND_DEBUG=1` for latency.
    /// - Parameters:
    ///   - quick: One short round of the first configuration (a smoke run).
    ///   - others: More TouchDots builds to measure beside the others (`--touchdots`).
    ///   - only: The configurations to run, by key (`two`, `ten`, `fullhd`; `--config`), or all.
    ///   - rounds: Rounds per configuration instead of the default (`--rounds`).
    static func runSideBySide(quick: Bool, others: [String], only: Set<String>? = nil, rounds: Int? = nil) throws {
        print("## Side by side: CPU per input frame, start-up, memory and latency")
        print("")
        var missing: [String] = []
        guard let clients = sideBySideClients(others: others, missing: &missing) else {
            print("skipped: needs weston-simple-touch (Debian's weston package), the baseline")
            print("")
            return
        }
        for name in missing { print("NOT MEASURED (not built): \(name)") }
        if !missing.isEmpty { print("") }
        let frames = quick ? 30 : 240
        var configurations =
            quick
            ? [
                Configuration(
                    key: "two", title: "2 fingers, 1024x640 output (quick)", fingers: 2, output: .standard, rounds: 1)
            ]
            : [
                Configuration(
                    key: "two", title: "2 fingers, 1024x640 output", fingers: 2, output: .standard, rounds: 7),
                Configuration(
                    key: "ten", title: "10 fingers, 1024x640 output", fingers: 10, output: .standard, rounds: 3),
                Configuration(
                    key: "fullhd", title: "2 fingers, 1920x1080 output", fingers: 2, output: .fullHD, rounds: 3),
            ]
        if let only { configurations.removeAll { !only.contains($0.key) } }
        for var configuration in configurations {
            if let rounds { configuration.rounds = max(1, rounds) }
            let recording = stroke(fingers: configuration.fingers, frames: frames)
            var rows = clients.map { Row(client: $0) }
            for round in 0..<configuration.rounds {
                for offset in rows.indices {
                    let index = (offset + round) % rows.count
                    rows[index].samples.append(try measure(rows[index].client, recording, output: configuration.output))
                }
            }
            for index in rows.indices {
                rows[index].latency = try latency(
                    of: rows[index].client, recording: recording, output: configuration.output)
            }
            printTable(configuration, rows, frames: frames, quick: quick)
        }
        print("CPU per input frame: the client's own CPU (all its threads, /proc/<pid>/task/*/schedstat)")
        print("during the replay of \(frames) motion frames at 120 Hz (plus a down and an up frame), less")
        print("its CPU during an idle window as long, in the same process; median of the rounds, and")
        print("the lowest and highest. × simple-touch: each round's ratio to weston-simple-touch's")
        print("figure in the same round, median (lowest - highest). Start-up: launch to the first")
        print("committed frame. Peak RSS: VmHWM. Latency: a separate run with WAYLAND_DEBUG=1, from")
        print("the first event of each input frame dispatched to the commit that shows it; past next")
        print("callback: input frames that waited for two frame callbacks or more. Input to present: the")
        print("same run, from the client's dispatch of each input frame (the log's CLOCK_REALTIME) to the")
        print("presented time of the feedback on the commit that showed it (Weston's presentation clock,")
        print("CLOCK_MONOTONIC_RAW, moved onto CLOCK_REALTIME by reading both clocks); the same clocks for")
        print("every client. \"no feedback\": the client asks none (weston-simple-touch, Qt6). TouchKit apps")
        print("run the latency run with TOUCHKIT_PRESENTATION_FEEDBACK=every (feedback on every commit, D11).")
        print("Input to callback done: the same run, to the client's dispatch of the `done` of the frame callback")
        print("asked with the commit that showed the input frame (Weston sends it once the repaint that shows")
        print("the commit is done), on the log's clock alone: comparable for clients that ask no feedback")
        print("(GTK 4.8), an upper bound of input to light by the event's delivery.")
        print("Wakeups per frame: the client's sleeps (voluntary context switches, all threads) in the")
        print("replay window less the idle window's, per input frame, median of the rounds.")
        print("TouchKit apps run with TOUCHKIT_TRACE off; GTK4 with GDK_BACKEND=wayland GSK_RENDERER=cairo; Qt6 with")
        print("QT_QPA_PLATFORM=wayland. docs/PERFORMANCE.md explains the method.")
        print("")
    }

    static func printTable(_ configuration: Configuration, _ rows: [Row], frames: Int, quick: Bool) {
        print("### \(configuration.title), \(configuration.rounds) round\(configuration.rounds == 1 ? "" : "s")")
        print("")
        var table = Table(header: [
            "client", "CPU per input frame (µs)", "min - max", "× simple-touch", "start-up CPU (ms)",
            "peak RSS (MiB)", "latency median / p99 (ms)", "input to present median / p99 (ms)",
            "input to callback done median / p99 (ms)",
            "past next callback", "wakeups per frame",
        ])
        let baseline = rows[0].samples
        for row in rows {
            let perFrame = row.samples.map(\.perFrame)
            let ratios = zip(row.samples, baseline).map { $0.perFrame / $1.perFrame }
            let latency = row.latency
            table.add([
                row.client.name, Format.microseconds(median(perFrame)),
                "\(Format.microseconds(perFrame.min() ?? 0)) - \(Format.microseconds(perFrame.max() ?? 0))",
                String(format: "%.2f (%.2f - %.2f)", median(ratios), ratios.min() ?? 0, ratios.max() ?? 0),
                String(format: "%.1f", median(row.samples.map(\.startupNanoseconds)) / 1e6),
                String(format: "%.1f", median(row.samples.map { Double($0.peakRSS) }) / 1_048_576),
                latency.map { String(format: "%.2f / %.2f", $0.median, $0.p99) } ?? "-",
                latency.map(presentedCell) ?? "-",
                latency.map { doneCell($0.callbackDoneMilliseconds) } ?? "-",
                latency.map { "\($0.waitedPastNextCallback) of \($0.milliseconds.count)" } ?? "-",
                String(format: "%.2f", median(row.samples.map(\.sleepsPerFrame))),
            ])
        }
        print(table.render())
        print("")
        printL1(rows)
        if let touchDots = rows.first(where: { $0.client.name.hasPrefix("TouchDots") }) {
            let ratio = median(zip(touchDots.samples, baseline).map { $0.perFrame / $1.perFrame })
            let startup = median(touchDots.samples.map(\.startupNanoseconds)) / 1e6
            let rss = median(touchDots.samples.map { Double($0.peakRSS) }) / 1_048_576
            let note = quick ? " (quick run: not meaningful)" : ""
            print(
                "- P1, TouchDots at most 2x weston-simple-touch: \(String(format: "%.2f", ratio))x, \(ratio <= 2 ? "MET" : "NOT MET")\(note)"
            )
            if configuration.fingers == 2 && configuration.output.width == Output.standard.width {
                print(
                    "- P1b, TouchDots start-up at most 10 ms CPU and peak RSS at most 15 MB: "
                        + String(format: "%.1f ms, %.1f MiB, ", startup, rss)
                        + (startup <= 10 && rss * 1_048_576 <= 15_000_000 ? "MET" : "NOT MET") + note)
            }
            print("")
        }
    }

    /// The input-to-present cell: median / p99, or why there is none.
    static func presentedCell(_ latency: WaylandDebugLog.Latency) -> String {
        let values = latency.presentedMilliseconds
        guard !values.isEmpty else { return "no feedback" }
        return String(format: "%.2f / %.2f", percentile(50, values), percentile(99, values))
    }

    /// The input-to-callback-done cell: median / p99, or "no callbacks".
    static func doneCell(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "no callbacks" }
        return String(format: "%.2f / %.2f", percentile(50, values), percentile(99, values))
    }

    /// The nearest-rank percentile of `values` (0 when empty).
    static func percentile(_ percent: Double, _ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// L1 of issue 32: TouchDots' input-to-present median at least one refresh interval
    /// (16.7 ms) below GTK4's in the same run, and its p99 at most two intervals.
    static func printL1(_ rows: [Row]) {
        guard let dots = rows.first(where: { $0.client.name.hasPrefix("TouchDots") })?.latency?.presentedMilliseconds,
            !dots.isEmpty
        else { return }
        let refresh = 1000.0 / 60
        let median = percentile(50, dots)
        let p99 = percentile(99, dots)
        var line = String(format: "- L1, TouchDots input to present: median %.2f ms, p99 %.2f ms", median, p99)
        if let gtk = rows.first(where: { $0.client.name.hasPrefix("GTK4") })?.latency?.presentedMilliseconds,
            !gtk.isEmpty
        {
            let gap = percentile(50, gtk) - median
            line += String(format: "; GTK4's median %.2f ms, %.2f ms above", percentile(50, gtk), gap)
            line += gap >= refresh && p99 <= 2 * refresh ? ", MET" : ", NOT MET"
        } else {
            line += p99 <= 2 * refresh ? " (GTK4 gave no feedback: only the p99 half checked)" : ", NOT MET"
        }
        print(line)
        // GTK 4.8 asks no presentation feedback: compare both to the `done` of the frame
        // callback asked with the commit that showed the input (sent once that repaint
        // is done), on the client's log clock, the same measure for both.
        if let dotsDone = rows.first(where: { $0.client.name.hasPrefix("TouchDots") })?.latency?
            .callbackDoneMilliseconds, !dotsDone.isEmpty,
            let gtkDone = rows.first(where: { $0.client.name.hasPrefix("GTK4") })?.latency?.callbackDoneMilliseconds,
            !gtkDone.isEmpty
        {
            let gap = percentile(50, gtkDone) - percentile(50, dotsDone)
            let met = gap >= refresh && percentile(99, dotsDone) <= 2 * refresh
            print(
                String(
                    format:
                        "- L1 by frame callback done (both clients): TouchDots median %.2f ms, p99 %.2f ms; GTK4 median %.2f ms, p99 %.2f ms; %.2f ms apart, ",
                    percentile(50, dotsDone), percentile(99, dotsDone), percentile(50, gtkDone),
                    percentile(99, gtkDone), gap) + (met ? "MET" : "NOT MET"))
        }
    }
}
