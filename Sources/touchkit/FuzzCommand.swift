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
            left open. Exits 1 if any sequence broke one; the seed of each of the first \
            violations is printed, so it can be run again with --first-seed.
            """)

    @Option(help: "How many sequences to run.")
    var sequences = 1_000_000

    @Option(help: "The first sequence's seed; sequence n uses first-seed + n.")
    var firstSeed: UInt64 = 1

    func run() throws {
        let start = Date()
        let count = sequences
        let first = firstSeed
        let report = MainActor.assumeIsolated {
            DispatchFuzzer.run(count: count, firstSeed: first) { partial in
                print("… \(partial.sequences) sequences, \(partial.deliveries) touch calls")
            }
        }
        print(report)
        print(String(format: "time: %.1f s", Date().timeIntervalSince(start)))
        if !report.isClean { throw ExitCode.failure }
    }
}
