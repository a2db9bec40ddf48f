import TouchKit

extension DispatchFuzzer {
    /// The kind of sequence a seed runs: odd seeds hold frames across turns of the run
    /// loop with a host that forgets closed windows (`BatchingScenario`), even seeds
    /// hand frames in as they are built (`FuzzScenario`).
    static func runSequence(seed: UInt64, into report: inout Report) {
        if seed % 2 == 1 {
            let (ledger, figures) = BatchingScenario(seed: seed).run()
            report.merge(ledger, seed: seed)
            report.batchingSequences += 1
            report.closesWithQueuedFrames += figures.closesWithQueuedFrames
            report.reentrantForgets += figures.reentrantForgets
        } else {
            let ledger = FuzzScenario(seed: seed).run()
            report.merge(ledger, seed: seed)
            report.mergeChecks(ledger.checks, seed: seed)
            if seed % 16 == 0 { report.checkDeterminism(seed: seed, digest: ledger.checks.digest) }
        }
    }
}
