import Testing
import TouchKit
import TouchKitTesting

/// The dispatch fuzzer's quick pass (`make fuzz` runs a million sequences).
@MainActor
@Suite("Dispatch fuzzer (SPEC F5, G5, G7, G11)")
struct DispatchFuzzerTests {
    @Test("F5, G11, G5, G7: 1,000 random sequences with recognizers, faults and tree edits keep every invariant")
    func quickPass() {
        let report = DispatchFuzzer.run(count: 1000)
        #expect(report.isClean, "\(report)")
        #expect(report.deliveries > 10_000, "the sequences do deliver touches (not vacuous)")
        #expect(report.actions > 100, "and recognizers do recognize")
    }
}
