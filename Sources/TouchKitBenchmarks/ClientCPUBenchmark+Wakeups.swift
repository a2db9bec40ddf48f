import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

extension ClientCPUBenchmark {
    /// What wakes a TouchKit client per input frame (issue 32's wakeups target, SPEC D13):
    /// the event loop's own census (`TOUCHKIT_WAKEUP_CENSUS`), by source, beside the
    /// client's voluntary context switches (all threads, and the main thread alone), in
    /// one run per client of a 2-finger stroke at 120 Hz, idle window subtracted.
    static func runWakeups(quick: Bool) throws {
        print("## Wakeups per input frame by source (TOUCHKIT_WAKEUP_CENSUS)")
        print("")
        let frames = quick ? 30 : 240
        var clients: [Client] = []
        if let path = builtExample(named: "TouchDots") {
            let build = path.contains("/debug/") ? " (DEBUG build)" : ""
            clients.append(Client(name: "TouchDots" + build, executable: path))
            clients.append(
                Client(
                    name: "TouchDots, late draws at the timer (D13 off)" + build, executable: path,
                    environment: ["TOUCHKIT_LATE_DRAWING": "timer"]))
            clients.append(
                Client(
                    name: "TouchDots, late drawing off (D12)" + build, executable: path,
                    environment: ["TOUCHKIT_LATE_DRAWING": "0"]))
        }
        if let path = builtExample(named: "MinimalDots") {
            clients.append(Client(name: "MinimalDots", executable: path))
        }
        guard !clients.isEmpty else {
            print("NOT MEASURED (not built): TouchDots, MinimalDots")
            return
        }
        let sources = ["input", "timer", "done", "presentation", "release", "queue", "other", "nothing"]
        var table = Table(
            header: ["client", "sleeps, all threads", "sleeps, main thread", "census wakeups"]
                + sources.map { "first: \($0)" } + ["any: done", "any: release", "any: presentation"])
        let recording = stroke(fingers: 2, frames: frames)
        for client in clients {
            let census = NSTemporaryDirectory() + "touchkit-bench-census-\(getpid()).txt"
            defer { try? FileManager.default.removeItem(atPath: census) }
            var measured = client
            measured.environment["TOUCHKIT_WAKEUP_CENSUS"] = census
            let row = try withSession(measured, output: .standard, label: "wakeups") {
                session, app, toplevel -> [String] in
                try session.dispatch(for: 0.3)
                let a = snapshot(app.pid, census)
                try session.dispatch(for: recording.duration / 1_000 + 0.1)
                let b = snapshot(app.pid, census)
                let sent = try session.replay(recording, into: toplevel, options: ReplayOptions(pacing: .recorded))
                    .frames
                try session.sync(toplevel)
                try session.dispatch(for: 0.1)
                let c = snapshot(app.pid, census)
                func perFrame(_ key: String) -> String {
                    let replay = (c[key] ?? 0) - (b[key] ?? 0)
                    let idle = (b[key] ?? 0) - (a[key] ?? 0)
                    return String(format: "%.2f", (replay - idle) / Double(max(sent, 1)))
                }
                return [client.name, perFrame("sleeps"), perFrame("mainSleeps"), perFrame("wakeups")]
                    + sources.map { perFrame("first." + $0) }
                    + ["any.done", "any.release", "any.presentation"].map(perFrame)
            }
            table.add(row)
        }
        print(table.render())
        print("")
        print("Per input frame, \(frames) motion frames of 2 fingers at 120 Hz, the idle window's count")
        print("subtracted. Sleeps: voluntary context switches (/proc/<pid>/task/*/status). Census: the event")
        print("loop's wakeups (a return from poll after the main thread slept), each counted once under")
        print("the first source it saw in the order input, timer (a late draw's deadline, D12), frame")
        print("callback done, presentation feedback, buffer release, main queue, other compositor events,")
        print("nothing; \"any\": every wakeup that saw that source.")
        print("")
    }

    /// The census's counts and the context switches of `pid`, by key.
    private static func snapshot(_ pid: Int32, _ path: String) -> [String: Double] {
        var values: [String: Double] = [:]
        if let switches = ProcessStats.contextSwitches(of: pid) { values["sleeps"] = switches.voluntary }
        if let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches") }),
            let value = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" }).last.flatMap({
                Double($0)
            })
        {
            values["mainSleeps"] = value
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return values }
        // `<wakeups> wakeups; first: input=<n> ... nothing=<n>; any: input=<n> ...`, the
        // numbers padded with spaces after their `=`.
        var section = ""
        var key: String? = "wakeups"
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }) {
            if token == "first:" || token == "any:" {
                section = String(token.dropLast()) + "."
            } else if token.hasSuffix("=") {
                key = section + token.dropLast()
            } else if let number = Double(token), let name = key {
                values[name] = number
                key = nil
            }
        }
        return values
    }
}
