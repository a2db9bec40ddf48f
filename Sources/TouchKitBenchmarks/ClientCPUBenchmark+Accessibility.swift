import DBus
import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The AT-SPI bridge's cost (SPEC A12): TouchDots on a private session bus whose
/// accessibility bus at-spi2-core starts, with the bridge off (`TOUCHKIT_ACCESSIBILITY=0`)
/// and on with no listener, measured in alternating rounds; then a flood of AT-SPI calls
/// while a stroke is replayed, against the same stroke with no calls, for input-to-commit
/// latency (the bridge answers from the main loop between input frames).
extension ClientCPUBenchmark {
    /// Calls kept in flight by the flood client.
    nonisolated static let floodDepth = 32

    /// Runs both measurements and prints their tables.
    static func runAccessibility(quick: Bool) throws {
        print("## Accessibility: the AT-SPI bridge beside the touch path")
        print("")
        guard let touchDots = builtExample(named: "TouchDots") else {
            print("NOT MEASURED (not built): TouchDots (swift build -c release --product TouchDots)")
            print("")
            return
        }
        let bus: PrivateAccessibilityBus
        do {
            bus = try PrivateAccessibilityBus()
        } catch {
            print("NOT MEASURED: \(error)")
            print("")
            return
        }
        defer { bus.stop() }
        let debug = touchDots.contains("/debug/") ? " (DEBUG build)" : ""
        let on = Client(
            name: "TouchDots\(debug), bridge on, no listener", executable: touchDots,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.sessionAddress, "TOUCHKIT_ACCESSIBILITY": "1"])
        var off = on
        off.name = "TouchDots\(debug), bridge off (TOUCHKIT_ACCESSIBILITY=0)"
        off.environment["TOUCHKIT_ACCESSIBILITY"] = "0"
        try runBridgeCost(on: on, off: off, bus: bus, quick: quick)
        try runFlood(on, bus: bus, quick: quick)
    }

    /// CPU per input frame with the bridge off and on (no listener), in alternating rounds.
    static func runBridgeCost(on: Client, off: Client, bus: PrivateAccessibilityBus, quick: Bool) throws {
        let registered = try withSession(on, output: .standard, label: "a11y-check") { session, _, _ in
            try appOnBus(bus, session: session) != nil
        }
        let rounds = quick ? 1 : 7
        let frames = quick ? 30 : 240
        let recording = stroke(fingers: 2, frames: frames)
        var rows = [Row(client: off), Row(client: on)]
        for round in 0..<rounds {
            for offset in rows.indices {
                let index = (offset + round) % rows.count
                rows[index].samples.append(try measure(rows[index].client, recording))
            }
        }
        print("### Bridge on with no listener against bridge off: 2 fingers, 1024x640, \(rounds) rounds")
        print("")
        var table = Table(header: [
            "client", "CPU per input frame (µs)", "min - max", "× bridge off", "start-up CPU (ms)", "peak RSS (MiB)",
            "wakeups per frame",
        ])
        for row in rows {
            let perFrame = row.samples.map(\.perFrame)
            let ratios = zip(row.samples, rows[0].samples).map { $0.perFrame / $1.perFrame }
            table.add([
                row.client.name, Format.microseconds(median(perFrame)),
                "\(Format.microseconds(perFrame.min() ?? 0)) - \(Format.microseconds(perFrame.max() ?? 0))",
                String(format: "%.2f (%.2f - %.2f)", median(ratios), ratios.min() ?? 0, ratios.max() ?? 0),
                String(format: "%.1f", median(row.samples.map(\.startupNanoseconds)) / 1e6),
                String(format: "%.1f", median(row.samples.map { Double($0.peakRSS) }) / 1_048_576),
                String(format: "%.2f", median(row.samples.map(\.sleepsPerFrame))),
            ])
        }
        print(table.render())
        print("")
        print("- the bridge registered with the registry: \(registered ? "yes" : "NO (the figures compare nothing)")")
        print("- × bridge off: each round's ratio to the bridge-off run of the same round, median (lowest - highest);")
        print("  within the spread of the bridge-off runs themselves (min - max) is noise.")
        print("")
    }

    /// Input-to-commit latency of a replayed stroke, alone and under a flood of AT-SPI calls.
    static func runFlood(_ client: Client, bus: PrivateAccessibilityBus, quick: Bool) throws {
        let frames = quick ? 30 : 480
        let recording = stroke(fingers: 2, frames: frames)
        var table = Table(header: [
            "run", "latency median / p99 / max (ms)", "past next callback", "unshown", "AT-SPI calls answered",
            "calls per second",
        ])
        for flooding in [false, true] {
            let (latency, answered, seconds) = try withSession(
                client, output: .standard, label: flooding ? "flood" : "calm", environment: ["WAYLAND_DEBUG": "1"]
            ) { (session, app, toplevel) -> (WaylandDebugLog.Latency, Int, Double) in
                guard let target = try appOnBus(bus, session: session) else {
                    throw BenchmarkFailure(description: "TouchDots did not register on the accessibility bus")
                }
                try session.dispatch(for: 0.3)
                let flood = flooding ? Flood.start(address: bus.accessibilityAddress, app: target) : nil
                let start = ContinuousClock.now
                _ = try session.replay(recording, into: toplevel, options: ReplayOptions(pacing: .recorded))
                try session.sync(toplevel)
                let elapsed = ContinuousClock.now - start
                let answered = flood?.stop() ?? 0
                try session.dispatch(for: 0.2)
                let latency = WaylandDebugLog.latency(in: app.standardError)
                guard !latency.milliseconds.isEmpty else {
                    throw BenchmarkFailure(description: "no input frame found in TouchDots' WAYLAND_DEBUG log")
                }
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                return (latency, answered, seconds)
            }
            table.add([
                flooding ? "flood: \(floodDepth) calls in flight" : "no calls",
                String(format: "%.2f / %.2f / %.2f", latency.median, latency.p99, latency.milliseconds.max() ?? 0),
                "\(latency.waitedPastNextCallback) of \(latency.milliseconds.count)", "\(latency.unshown)",
                "\(answered)", String(format: "%.0f", Double(answered) / max(seconds, 1e-9)),
            ])
        }
        print("### A flood of AT-SPI calls during a stroke: 2 fingers, \(frames) frames at 120 Hz, 1024x640")
        print("")
        print(table.render())
        print("")
        print("The flood client keeps \(floodDepth) calls in flight on the accessibility bus for the whole replay")
        print("(GetChildren, Name, GetState, GetRole and GetExtents on the app's root and window, in turn) and")
        print("counts the replies. Latency: WAYLAND_DEBUG=1, from each input frame's first event to the commit")
        print("that shows it (as in the side-by-side table). The bridge answers on the main queue, which the")
        print("Wayland loop drains between input frames: under the flood, touch frames still go out each frame.")
        print("")
    }

    /// The app's (bus name, root path) on the accessibility bus once the registry lists it
    /// (waiting up to 5 s, the session dispatching), or `nil`.
    static func appOnBus(_ bus: PrivateAccessibilityBus, session: HeadlessSession) throws -> (String, String)? {
        let client = try DBusClient(address: bus.accessibilityAddress)
        defer { client.close() }
        for _ in 0..<100 {
            let reply = try? client.call(
                "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                "GetChildren", timeout: 2)
            let apps = (reply?.first?.arrayItems ?? []).compactMap { entry -> (String, String)? in
                guard let fields = entry.structureFields, fields.count == 2, let name = fields[0].stringValue,
                    let path = fields[1].stringValue
                else { return nil }
                return (name, path)
            }
            if let app = apps.first { return app }
            try session.dispatch(for: 0.05)
        }
        return nil
    }
}

/// A client on its own thread keeping calls in flight to an app's accessible objects.
final class Flood: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var answered = 0
    private let done = DispatchSemaphore(value: 0)

    /// Starts flooding `app` (its bus name and root path) on the bus at `address`.
    static func start(address: String, app: (String, String)) -> Flood {
        let flood = Flood()
        let thread = Thread { flood.run(address: address, name: app.0, root: app.1) }
        thread.start()
        return flood
    }

    /// Stops and returns how many calls were answered.
    func stop() -> Int {
        lock.withLock { stopped = true }
        done.wait()
        return lock.withLock { answered }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func run(address: String, name: String, root: String) {
        defer { done.signal() }
        guard let client = try? DBusClient(address: address) else { return }
        defer { client.close() }
        let accessible = "org.a11y.atspi.Accessible"
        var window = root
        if let reply = try? client.call(name, root, accessible, "GetChildren", timeout: 5),
            let first = reply.first?.arrayItems?.first?.structureFields?.last?.stringValue
        {
            window = first
        }
        let calls: [(String, String, String, [DBusValue])] = [
            (root, accessible, "GetChildren", []),
            (window, "org.freedesktop.DBus.Properties", "Get", [.string(accessible), .string("Name")]),
            (window, accessible, "GetState", []),
            (window, accessible, "GetRole", []),
            (window, "org.a11y.atspi.Component", "GetExtents", [.uint32(1)]),
        ]
        var inFlight = 0
        var next = 0
        var count = 0
        while !isStopped {
            while inFlight < ClientCPUBenchmark.floodDepth {
                let call = calls[next % calls.count]
                next += 1
                guard (try? client.send(name, call.0, call.1, call.2, call.3)) != nil else { return }
                inFlight += 1
            }
            for message in client.takeMessages(timeout: 0.001)
            where message.kind == .methodReturn || message.kind == .error {
                inFlight -= 1
                count += 1
            }
        }
        lock.withLock { answered = count }
    }
}
