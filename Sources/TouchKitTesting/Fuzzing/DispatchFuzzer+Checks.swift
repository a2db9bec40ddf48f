import TouchKit

extension DispatchFuzzer.Report {
    /// Books the gesture and scrolling checks of one sequence.
    @MainActor mutating func mergeChecks(_ checks: FuzzChecks, seed: UInt64) {
        if !checks.actionOrder.isEmpty { actionOrderViolations += 1 }
        if !checks.quiescence.isEmpty { quiescenceViolations += 1 }
        if !checks.scrolling.isEmpty { scrollViolations += 1 }
        if !checks.controls.isEmpty { controlViolations += 1 }
        for problem in (checks.actionOrder + checks.quiescence + checks.scrolling + checks.controls).prefix(1)
        where examples.count < 5 {
            examples.append("seed \(seed): \(problem)")
        }
    }

    /// The determinism check (G17): a sequence played again with the same seed in the
    /// same process makes the same calls, in the same order, with the same states.
    @MainActor mutating func checkDeterminism(seed: UInt64, digest: UInt64) {
        determinismChecks += 1
        let again = FuzzScenario(seed: seed).run()
        if again.checks.digest != digest {
            nondeterministicSequences += 1
            if examples.count < 5 { examples.append("seed \(seed): a second run made different calls") }
        }
    }
}
