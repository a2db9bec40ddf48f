import ArgumentParser
import Foundation
import TouchKitTesting

/// `touchkit fuzz`: the dispatch fuzzer at length (`make fuzz` runs a million sequences).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Run random touch sequences with random gesture recognizers and tree edits; check the invariants.",
        discussion: """
            Each sequence builds a window with random views and gesture recognizers \
            (random kinds, thresholds, flags, delegates and failure requirements), then \
            sends random frames with compositor faults, cancels, non-finite and huge \
            coordinates and time passing, while view handlers, recognizer actions and \
            both funnels edit the view tree. It checks SPEC F5 per receiver, that every \
            finished recognizer is reset (G7), that the toolkit makes no illegal state \
            transition (G5), that the view tree stays consistent and that no touch is \
            left open. Windows hold scroll views (nested, paging, zooming) and \
            controls; delegates and subclass overrides answer stably per pair; input \
            is also gesture-shaped on a clock that moves with the frames; every \
            sequence ends with a lift of every finger, after which nothing may be under \
            way. It checks that each action reads its own transition (G5, G6), that \
            scroll views rest within their range (S), that controls' events keep their \
            order (R4), and that one sequence in 16 played twice makes the same calls. \
            Exits 1 if any sequence broke one; the seed of each of the first \
            violations is printed, so it can be run again with --first-seed.
            """)

    @Option(help: "How many sequences to run.")
    var sequences = 1_000_000

    @Option(help: "The first sequence's seed; sequence n uses first-seed + n.")
    var firstSeed: UInt64 = 1

    @Flag(
        help:
            "Give every window a TableView whose rows and sections change during touches; check that no cell shows a row that is gone."
    )
    var lists = false

    @Flag(
        help:
            "Fuzz the real Wayland backend instead: an in-process compositor sends events valid on the wire and wrong in meaning (W6)."
    )
    var compositor = false

    @Option(help: "With --compositor: the events each sequence sends.")
    var events = 40

    func run() throws {
        let (count, first, lists, events) = (sequences, firstSeed, lists, self.events)
        if compositor {
            // The hostile compositor through the real backend (docs/TESTING.md).
            return try Self.runAndReport {
                let report = try HostileCompositor.run(count: count, firstSeed: first, events: events) { partial in
                    Self.showProgress(
                        "\(partial.sequences) sequences, \(partial.events) events", clean: partial.isClean)
                }
                return (report, report.isClean)
            }
        }
        try Self.runAndReport {
            let report = DispatchFuzzer.run(count: count, firstSeed: first, lists: lists) { partial in
                Self.showProgress(
                    "\(partial.sequences) sequences, \(partial.deliveries) touch calls", clean: partial.isClean)
            }
            return (report, report.isClean)
        }
    }

    /// Runs `fuzz` on the main actor, prints its report and the time it took, and exits
    /// with status 1 when the report is not clean.
    private static func runAndReport(
        _ fuzz: @MainActor () throws -> (report: any CustomStringConvertible & Sendable, isClean: Bool)
    ) throws {
        let start = Date()
        let (report, isClean) = try MainActor.assumeIsolated(fuzz)
        print(report)
        print(String(format: "time: %.1f s", Date().timeIntervalSince(start)))
        if !isClean { throw ExitCode.failure }
    }

    /// Prints one progress line and flushes it, so a long run written to a file shows how
    /// far it got even when it is stopped before its report.
    private static func showProgress(_ counts: String, clean: Bool) {
        print("… " + counts + (clean ? ", clean so far" : ", VIOLATIONS so far"))
        fflush(nil)
    }
}
