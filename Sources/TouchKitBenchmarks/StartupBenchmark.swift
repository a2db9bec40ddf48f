import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// P1b of issue 14: where a client's start-up CPU and resident memory go (`--part startup`).
///
/// Each client runs `rounds` times in a fresh headless Weston session (as in
/// ``ClientCPUBenchmark``): launch, first committed frame, where the start-up CPU (all its
/// threads, `schedstat`), `VmRSS` and a breakdown of `/proc/<pid>/smaps` are read; then the
/// 2-finger stroke of the side-by-side table, after which `VmHWM` (the peak) and a second
/// breakdown are read. The breakdown groups every mapping's `Rss` by what it holds: the
/// Swift runtime, Foundation, Cairo, Pango and its font stack, X11, the heap, the window's
/// shared-memory buffers, and so on. The run with the median start-up CPU is the one
/// broken down.
@MainActor
enum StartupBenchmark {
    /// What one run gave.
    struct Run {
        var startupNanoseconds: Double
        var rssAtFirstFrame: UInt64
        var peakRSS: UInt64
        var atFirstFrame: [String: UInt64]
        var afterStroke: [String: UInt64]
    }

    /// The groups of mappings, in the order of the tables: a group and the test a mapping's
    /// name passes to belong to it (the first that matches).
    static let groups: [(name: String, matches: (String) -> Bool)] = [
        ("Foundation (libFoundation*, ICU)", { $0.hasPrefix("libFoundation") || $0.hasPrefix("lib_FoundationICU") }),
        (
            "Swift runtime (libswift*, dispatch)",
            {
                $0.hasPrefix("libswift") || $0.hasPrefix("libdispatch") || $0.hasPrefix("libBlocksRuntime")
            }
        ),
        ("C++ runtime (libstdc++, libgcc_s)", { $0.hasPrefix("libstdc++") || $0.hasPrefix("libgcc_s") }),
        (
            "Cairo, pixman, png, zlib",
            {
                $0.hasPrefix("libcairo.") || $0.hasPrefix("libpixman") || $0.hasPrefix("libpng")
                    || $0.hasPrefix("libz.")
            }
        ),
        (
            "Pango, HarfBuzz, fribidi, thai",
            {
                $0.hasPrefix("libpango") || $0.hasPrefix("libharfbuzz") || $0.hasPrefix("libfribidi")
                    || $0.hasPrefix("libthai") || $0.hasPrefix("libdatrie") || $0.hasPrefix("libgraphite")
            }
        ),
        (
            "fontconfig, FreeType (+ caches, fonts)",
            {
                $0.hasPrefix("libfontconfig") || $0.hasPrefix("libfreetype") || $0.hasPrefix("libexpat")
                    || $0.hasPrefix("libbrotli") || $0.hasSuffix(".cache-7") || $0.hasSuffix(".cache-8")
                    || $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") || $0.hasSuffix(".ttc")
            }
        ),
        (
            "GLib, GObject, GIO (+ libmount, selinux, pcre2, ffi)",
            {
                $0.hasPrefix("libglib") || $0.hasPrefix("libgobject") || $0.hasPrefix("libgio")
                    || $0.hasPrefix("libgmodule")
                    || $0.hasPrefix("libmount") || $0.hasPrefix("libselinux") || $0.hasPrefix("libblkid")
                    || $0.hasPrefix("libpcre2") || $0.hasPrefix("libffi")
            }
        ),
        (
            "X11, xcb (Cairo's Xlib backend)",
            {
                $0.hasPrefix("libX") || $0.hasPrefix("libxcb") || $0.hasPrefix("libbsd") || $0.hasPrefix("libmd.")
            }
        ),
        ("Wayland, xkbcommon (+ keymap)", { $0.hasPrefix("libwayland") || $0.hasPrefix("libxkbcommon") }),
        (
            "libc, libm, ld.so, vdso",
            {
                $0.hasPrefix("libc.") || $0.hasPrefix("libm.") || $0.hasPrefix("ld-linux") || $0.hasPrefix("libpthread")
                    || $0 == "[vdso]" || $0 == "[vvar]"
            }
        ),
        ("shared-memory buffers (wl_shm pools)", { $0.hasPrefix("/memfd:") || $0.hasPrefix("/dev/shm") }),
        ("heap and anonymous (malloc, Swift objects)", { $0 == "[heap]" || $0 == "[anon]" }),
        ("stacks", { $0.hasPrefix("[stack") }),
    ]

    static func run(quick: Bool, rounds: Int?, others: [String]) throws {
        print("## P1b: start-up CPU and resident memory, where they go")
        print("")
        var clients: [ClientCPUBenchmark.Client] = []
        if let simpleTouch = ToolLocator.executable(named: "weston-simple-touch") {
            clients.append(.init(name: "weston-simple-touch", executable: simpleTouch))
        }
        for name in ["TouchDots", "MinimalDots"] {
            if let path = ClientCPUBenchmark.builtExample(named: name) {
                clients.append(.init(name: name, executable: path))
            }
        }
        for (index, other) in others.enumerated() {
            clients.append(.init(name: "TouchDots (--touchdots \(index + 1))", executable: other))
        }
        let count = quick ? 1 : (rounds ?? 5)
        let stroke = ClientCPUBenchmark.stroke(fingers: 2, frames: quick ? 10 : 240)
        var results: [(ClientCPUBenchmark.Client, [Run])] = clients.map { ($0, []) }
        for round in 0..<count {
            for offset in clients.indices {
                let index = (offset + round) % clients.count
                results[index].1.append(try measure(clients[index], stroke))
            }
        }
        let mib = 1_048_576.0
        var summary = Table(header: [
            "client", "start-up CPU (ms), median", "min - max", "RSS at first frame (MiB)",
            "peak RSS after the stroke (MiB)",
        ])
        for (client, runs) in results {
            let sorted = runs.sorted { $0.startupNanoseconds < $1.startupNanoseconds }
            let median = sorted[sorted.count / 2]
            summary.add([
                client.name, String(format: "%.1f", median.startupNanoseconds / 1e6),
                String(
                    format: "%.1f - %.1f", sorted[0].startupNanoseconds / 1e6, sorted.last!.startupNanoseconds / 1e6),
                String(format: "%.1f", Double(median.rssAtFirstFrame) / mib),
                String(format: "%.1f", Double(median.peakRSS) / mib),
            ])
        }
        print(summary.render())
        print("")
        print(
            "Resident memory by mapping (KiB, `Rss` of /proc/<pid>/smaps), the median run: at the first frame / after the stroke"
        )
        print("")
        var breakdown = Table(header: ["mapping"] + results.map(\.0.name))
        let medians = results.map { $0.1.sorted { $0.startupNanoseconds < $1.startupNanoseconds }[$0.1.count / 2] }
        for group in groups.map(\.name) + ["app binary", "other"] {
            breakdown.add(
                [group]
                    + medians.map {
                        "\($0.atFirstFrame[group, default: 0] / 1024) / \($0.afterStroke[group, default: 0] / 1024)"
                    })
        }
        breakdown.add(
            ["total"]
                + medians.map {
                    "\($0.atFirstFrame.values.reduce(0, +) / 1024) / \($0.afterStroke.values.reduce(0, +) / 1024)"
                })
        print(breakdown.render())
        print("")
        print(
            "\(count) runs per client, taking turns; start-up CPU is launch to the first committed frame, every thread."
        )
        print("")
    }

    /// One run of `client`: the first frame, then the stroke.
    static func measure(_ client: ClientCPUBenchmark.Client, _ stroke: TouchRecording) throws -> Run {
        try ClientCPUBenchmark.withSession(client, output: .standard, label: "startup") { session, app, toplevel in
            guard let startup = ProcessStats.cpuNanoseconds(of: app.pid) else {
                throw BenchmarkFailure(description: "\(client.name) exited before its first frame: \(app.stderrTail())")
            }
            let rss = ProcessStats.statusBytes("VmRSS", of: app.pid) ?? 0
            let first = breakdown(of: app.pid, executable: client.executable)
            _ = try session.replay(stroke, into: toplevel, options: ReplayOptions(pacing: .recorded))
            try session.sync(toplevel)
            try session.dispatch(for: 0.1)
            return Run(
                startupNanoseconds: startup, rssAtFirstFrame: rss,
                peakRSS: ProcessStats.statusBytes("VmHWM", of: app.pid) ?? 0, atFirstFrame: first,
                afterStroke: breakdown(of: app.pid, executable: client.executable))
        }
    }

    /// A proc file read to its end with `read(2)` (`smaps` comes in page-sized pieces).
    static func readAll(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `Rss` of every mapping of `pid`, in bytes, summed by group (``groups``).
    static func breakdown(of pid: Int32, executable: String) -> [String: UInt64] {
        guard let text = readAll("/proc/\(pid)/smaps") else { return [:] }
        let executableName = (executable as NSString).lastPathComponent
        var result: [String: UInt64] = [:]
        var group = "other"
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-") && !first.hasSuffix(":") {
                // A mapping's header: address range, permissions, offset, device, inode, name.
                let path = fields.count > 5 ? fields[5...].joined(separator: " ") : "[anon]"
                let name =
                    path.hasPrefix("/") && !path.hasPrefix("/memfd:") && !path.hasPrefix("/dev/shm")
                    ? (path as NSString).lastPathComponent : path
                if name == executableName {
                    group = "app binary"
                } else {
                    group = groups.first { $0.matches(name) }?.name ?? "other"
                }
            } else if first == "Rss:", fields.count >= 2, let kilobytes = UInt64(fields[1]) {
                result[group, default: 0] += kilobytes * 1024
            }
        }
        return result
    }
}
