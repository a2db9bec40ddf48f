import Foundation
import TouchKit

/// `TouchKitBenchmarks`: the cost of touch dispatch, of rendering a frame, and of a
/// whole client per input frame.
///
/// Dispatch: for 1, 2 and 10 fingers in wide and deep trees of 10, 1,000 and 100,000 views it
/// times a motion frame built by `TouchFrameBuilder` and dispatched with
/// `Application.handle(_:)` to leaf views that only count, beside a baseline measured
/// just before in the same run (building the same frame alone) as a ratio; and
/// `Window.hitTest(_:with:)` down to a leaf. See docs/PERFORMANCE.md.
///
/// Rendering: see ``RenderingBenchmark``. Scrolling: see ``ScrollingBenchmark``.
/// Clients: see ``ClientCPUBenchmark`` (TouchKit beside weston-simple-touch, GTK4 and Qt6).
/// Memory (only with `--part memory`): see ``MemoryGrowthBenchmark``. Start-up CPU and
/// memory by mapping (only with `--part startup`): see ``StartupBenchmark``.
///
/// Usage: `TouchKitBenchmarks [--quick] [--part dispatch,rendering,text,scrolling,prediction,clients,accessibility,wakeups,memory,startup] [--only <shape>-<views>]
/// [--touchdots <another TouchDots build> ...] [--config two,ten,fullhd] [--rounds N] [--count <frames>]`.
/// `--quick` runs every scenario with tiny iteration counts (a smoke test; the figures
/// mean nothing); `--part` picks parts (all but memory by default); `--only wide-1000` runs one
/// dispatch tree (for a profiler), `--only dots` only MinimalDots' rendering rows (`repaint`: the repaint cost model's); `--touchdots` adds another build of TouchDots to the
/// client CPU comparison (a change against the build before it); `--config` runs only some of
/// the side-by-side configurations (2 fingers, 10 fingers, 2 fingers at 1920x1080) and
/// `--rounds` sets their rounds; `--count N` runs only the 10-finger frame of the 1,000-view
/// trees N times per scenario, for instruction counts under callgrind (see ``CountedDispatch``).
/// The exit status is 1 when a sanity check fails (a
/// touch not delivered, a hit-test missing its leaf, no line drawn, a client exiting).
@main
struct BenchmarkMain {
    /// The tree sizes, in views.
    static let viewCounts = [10, 1_000, 100_000]
    /// The finger counts.
    static let fingerCounts = [1, 2, 10]
    /// The issue's target: a 10-finger motion frame in a 1,000-view tree, in ns.
    static let targetNanoseconds = 10_000.0

    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print(
                "usage: TouchKitBenchmarks [--quick] [--part dispatch,rendering,text,scrolling,prediction,clients,accessibility,wakeups,memory,startup] [--only <wide|deep>-<views> | dots | repaint]"
                    + " [--touchdots <path> ...] [--config two,ten,fullhd] [--rounds N] [--count <frames>]")
            return
        }
        if let count = values(of: "--count").first.flatMap({ Int($0) }) {
            do {
                if values(of: "--only").first == "dots" {
                    try DotsCanvas.runCounted(count: count)
                } else {
                    try CountedDispatch.run(count: count, only: values(of: "--only").first)
                }
            } catch {
                print("FAILED: \(error)")
                exit(1)
            }
            return
        }
        let quick = arguments.contains("--quick")
        let settings = quick ? BenchmarkSettings.quick : .full
        var only: String?
        if let index = arguments.firstIndex(of: "--only"), arguments.index(after: index) < arguments.endIndex {
            only = arguments[arguments.index(after: index)]
        }
        var parts = Set(Part.allCases).subtracting([.memory, .startup, .accessibility, .wakeups])
        if let index = arguments.firstIndex(of: "--part"), arguments.index(after: index) < arguments.endIndex {
            let names = arguments[arguments.index(after: index)].split(separator: ",")
            parts = Set(names.compactMap { Part(rawValue: String($0)) })
            guard parts.count == names.count else {
                print(
                    "unknown part in \(names.joined(separator: ",")): use dispatch, rendering, text, scrolling, prediction, clients, accessibility, wakeups, memory or startup"
                )
                exit(2)
            }
        }
        do {
            printHeader(settings: settings, quick: quick)
            if parts.contains(.dispatch) { try run(settings: settings, quick: quick, only: only) }
            if parts.contains(.rendering) { try RenderingBenchmark.run(settings: settings, quick: quick, only: only) }
            if parts.contains(.text) { try TextBenchmark.run(settings: settings, quick: quick) }
            if parts.contains(.scrolling) {
                try ScrollingBenchmark.run(settings: settings, quick: quick)
                try ListBenchmark.run(settings: settings, quick: quick)
            }
            if parts.contains(.prediction) { try PredictionBenchmark.run() }
            if parts.contains(.clients) {
                try ClientCPUBenchmark.runSideBySide(
                    quick: quick, others: values(of: "--touchdots"),
                    only: values(of: "--config").first.map { Set($0.split(separator: ",").map(String.init)) },
                    rounds: values(of: "--rounds").first.flatMap { Int($0) })
                try ClientCPUBenchmark.runScrollingList(quick: quick)
                try ClientCPUBenchmark.runPacing(quick: quick)
            }
            if parts.contains(.clients) || parts.contains(.wakeups) {
                try ClientCPUBenchmark.runWakeups(quick: quick)
            }
            if parts.contains(.clients) || parts.contains(.accessibility) {
                try ClientCPUBenchmark.runAccessibility(quick: quick)
            }
            if parts.contains(.memory) {
                try MemoryGrowthBenchmark.run(
                    quick: quick, touchDots: values(of: "--touchdots").first,
                    sequences: values(of: "--sequences").first.flatMap { Int($0) })
            }
            if parts.contains(.startup) {
                try StartupBenchmark.run(
                    quick: quick, rounds: values(of: "--rounds").first.flatMap { Int($0) },
                    others: values(of: "--touchdots"))
            }
        } catch {
            print("FAILED: \(error)")
            exit(1)
        }
    }

    /// The machine, the build and the timing method.
    @MainActor
    static func printHeader(settings: BenchmarkSettings, quick: Bool) {
        print("# TouchKit benchmarks\(quick ? " (--quick: smoke run, figures are noise)" : "")")
        print("")
        #if DEBUG
            print("WARNING: debug build; measure with `swift build -c release`.")
        #endif
        print("- machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel())")
        print(
            "- timing: ContinuousClock, \(settings.warmupBatches) warm-up batches, \(settings.repetitions)"
                + " repetitions of ~\(Int(settings.targetRepetitionNanoseconds / 1e6)) ms; median (min) ns per op")
        if ProcessInfo.processInfo.environment["TOUCHKIT_TRACE"] != nil {
            print("- TOUCHKIT_TRACE is set; tracing was turned off for the benchmark")
        }
        print("")
    }

    @MainActor
    static func run(settings: BenchmarkSettings, quick: Bool, only: String?) throws {
        let stackLimit = StackLimit.raise()
        let safeDepth = StackLimit.safeDepth(under: stackLimit)
        print("## Dispatch")
        print("")
        print(
            "stack: RLIMIT_STACK soft limit \(stackLimit.map(Format.mebibytes) ?? "unlimited") (raised for the deep trees)"
        )
        print("")
        var dispatchRows: [DispatchResult] = []
        var recognizerRows: [(plain: DispatchResult, withRecognizers: DispatchResult)] = []
        var hitTestRows: [HitTestResult] = []
        var notes: [String] = []
        for shape in TreeShape.allCases {
            for requested in viewCounts where only == nil || only == "\(shape.rawValue)-\(requested)" {
                var count = requested
                if shape == .deep && count > safeDepth {
                    count = safeDepth
                    notes.append(
                        "deep tree capped at \(Format.count(count)) views instead of "
                            + "\(Format.count(requested)): the stack limit could not be raised")
                }
                let clock = ContinuousClock()
                let start = clock.now
                let tree = ViewTree(shape: shape, viewCount: count)
                let buildTime = nanoseconds(clock.now - start)
                for fingers in fingerCounts {
                    dispatchRows.append(try measureDispatch(tree: tree, fingers: fingers, settings: settings))
                }
                hitTestRows.append(try measureHitTest(tree: tree, settings: settings))
                if count == 1_000 {
                    // The same 10-finger frame again, alternating without and with three
                    // recognizers per touched view (SPEC G1: none costs nothing extra).
                    let plain = try measureDispatch(tree: tree, fingers: 10, settings: settings)
                    tree.attachRecognizers()
                    let withRecognizers = try measureDispatch(tree: tree, fingers: 10, settings: settings)
                    recognizerRows.append((plain, withRecognizers))
                }
                tree.tearDown()
                print(
                    "measured \(shape) \(Format.count(count)) views "
                        + "(tree built in \(String(format: "%.1f", buildTime / 1e6)) ms)")
            }
        }
        print("")

        print("## Motion frame: build + Application.handle, ns per frame")
        print("")
        var dispatchTable = Table(header: [
            "tree", "views", "fingers", "dispatch median", "dispatch min", "baseline median", "ratio",
        ])
        for row in dispatchRows {
            dispatchTable.add([
                row.shape.rawValue, Format.count(row.viewCount), "\(row.fingers)",
                Format.ns(row.dispatch.median), Format.ns(row.dispatch.minimum),
                Format.ns(row.baseline.median), Format.ratio(row.dispatch.median, over: row.baseline.median),
            ])
        }
        print(dispatchTable.render())
        print("")
        print("baseline: the same motion events into a TouchFrameBuilder and frame(), no dispatch,")
        print("measured just before each row; ratio = dispatch median / baseline median.")
        print("")

        print("## Motion frame with gesture recognizers (a tap, a pan and a pinch on each touched view)")
        print("")
        var recognizerTable = Table(header: ["tree", "views", "fingers", "without", "with", "ratio", "target ≤ 1.5×"])
        for row in recognizerRows {
            let ratio = row.withRecognizers.dispatch.median / row.plain.dispatch.median
            recognizerTable.add([
                row.plain.shape.rawValue, Format.count(row.plain.viewCount), "\(row.plain.fingers)",
                Format.ns(row.plain.dispatch.median), Format.ns(row.withRecognizers.dispatch.median),
                Format.ratio(row.withRecognizers.dispatch.median, over: row.plain.dispatch.median),
                ratio <= 1.5 ? "met" : "NOT MET",
            ])
        }
        print(recognizerTable.render())
        print("")
        print("without and with are medians of the same tree, measured one after the other;")
        print("the recognizers stay undecided (half-pixel motion), so every frame feeds all of them.")
        print("")

        print("## Hit-test: window.hitTest(_:with:) to a leaf (whole tree walked), ns per call")
        print("")
        var hitTable = Table(header: [
            "tree", "views", "hit-test median", "hit-test min", "ns per view", "baseline median", "ratio",
            "location(in: leaf)",
        ])
        for row in hitTestRows {
            hitTable.add([
                row.shape.rawValue, Format.count(row.viewCount), Format.ns(row.hitTest.median),
                Format.ns(row.hitTest.minimum), Format.ns(row.hitTest.median / Double(row.viewCount)),
                Format.ns(row.baseline.median), Format.ratio(row.hitTest.median, over: row.baseline.median),
                Format.ns(row.location.median),
            ])
        }
        print(hitTable.render())
        print("")
        print("baseline: building a one-finger motion frame alone; ratio = hit-test / baseline.")
        print("wide: the back-most leaf, so every sibling in front is asked first; deep: the innermost view.")
        print("location(in: leaf): Touch.location(in:) for a touch on that leaf, median ns.")
        print("")

        print("## Target: 10-finger motion frame in a 1,000-view tree under 10 µs")
        print("")
        var met = true
        for row in dispatchRows where row.fingers == 10 && row.viewCount == 1_000 {
            let pass = row.dispatch.median < targetNanoseconds
            met = met && pass
            print(
                "- \(row.shape): \(Format.ns(row.dispatch.median)) ns median "
                    + "(\(Format.ratio(row.dispatch.median, over: targetNanoseconds)) of the budget): "
                    + (pass ? "PASS" : "FAIL"))
        }
        print("- target \(met ? "MET" : "NOT MET")\(quick ? " (quick run: not meaningful)" : "")")
        print("")
        if let peak = StackLimit.peakUsage() {
            print("main-thread stack peak (VmStk): \(Format.mebibytes(peak))")
        }
        for note in notes { print("NOTE: \(note)") }
    }

    /// Every value given after `option` on the command line.
    static func values(of option: String) -> [String] {
        let arguments = Array(CommandLine.arguments.dropFirst())
        return arguments.indices.filter { arguments[$0] == option && $0 + 1 < arguments.count }.map {
            arguments[$0 + 1]
        }
    }

    /// Which parts of the benchmark to run.
    enum Part: String, CaseIterable {
        case dispatch, rendering, text, scrolling, prediction, clients
        /// The AT-SPI bridge's cost and a flood of calls during touches (also in `clients`).
        case accessibility
        /// What wakes a TouchKit client per input frame, by source (also in `clients`).
        case wakeups
        /// P5, TouchDots' memory over 200,000 sequences: only when asked for (minutes).
        case memory
        /// P1b, where start-up CPU and resident memory go: only when asked for.
        case startup
    }

    /// The CPU model from /proc/cpuinfo.
    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "unknown CPU" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
