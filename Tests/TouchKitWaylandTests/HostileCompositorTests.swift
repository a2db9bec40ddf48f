import Foundation
import Testing
import TouchKit

@testable import TouchKitWayland

/// The real Wayland backend against a compositor that is valid on the wire and wrong in
/// meaning (``HostileCompositor``): a short seeded run here, the same run at length with
/// `TOUCHKIT_HOSTILE_SEQUENCES=N` (docs/TESTING.md).
@MainActor
@Suite("A hostile compositor through the real backend", .serialized)
struct HostileCompositorTests {
    @Test("W6, W3, F5, F4: seeded hostile sequences end every touch once per receiver, trap, hang and leak nothing")
    func seededRun() throws {
        let count = Int(ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_SEQUENCES"] ?? "") ?? 60
        let first = UInt64(ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_FIRST_SEED"] ?? "") ?? 1
        let started = Date()
        let report = try HostileCompositor.run(count: count, firstSeed: first)
        print(report)
        print(String(format: "hostile compositor: %.1f s", Date().timeIntervalSince(started)))
        #expect(report.sequences == count)
        #expect(report.events > count * 10, "the sequences sent their events: \(report.events)")
        #expect(report.touchCalls > 0, "touches reached the views")
        #expect(report.isClean, "\(report)")
    }
}
