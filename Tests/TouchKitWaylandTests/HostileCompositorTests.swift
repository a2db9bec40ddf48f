import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The real Wayland backend against a compositor that is valid on the wire and wrong in
/// meaning (``HostileCompositor``): a short seeded run here, the same run at length with
/// `TOUCHKIT_HOSTILE_SEQUENCES=N` or `touchkit fuzz --compositor` (docs/TESTING.md).
@MainActor
@Suite("A hostile compositor through the real backend", .serialized)
struct HostileCompositorTests {
    @Test(
        "W6, W3, F5, F4: seeded hostile sequences end every touch once per receiver, trap, hang and leak nothing; protocol errors are named"
    )
    func seededRun() throws {
        let count = Int(ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_SEQUENCES"] ?? "") ?? 60
        let first = UInt64(ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_FIRST_SEED"] ?? "") ?? 1
        let started = Date()
        let events = Int(ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_EVENTS"] ?? "") ?? 40
        let report = try HostileCompositor.run(count: count, firstSeed: first, events: events)
        print(report)
        print(String(format: "hostile compositor: %.1f s", Date().timeIntervalSince(started)))
        #expect(report.sequences == count)
        #expect(report.events > count * min(events, 10), "the sequences sent their events: \(report.events)")
        #expect(report.touchCalls > 0, "touches reached the views")
        // Protocol errors (one sequence in five or so): the connection's error and the
        // app's last line name each (W6).
        #expect(report.protocolErrors > 0 || count < 20, "the run sent protocol errors: \(report)")
        #expect(report.isClean, "\(report)")
    }

    @Test(
        "W6: a scale that grows after a capped configure (seeds 2584, 2608) shrinks the window, never a buffer over the limit"
    )
    func scaleGrowthAfterCappedConfigure() throws {
        // Each: a configure of 16384 x 19968 or 2147483647 x 19968 capped to 8192 x 8192
        // at scale 1, then the output's scale 2: the buffer was 16384 x 16384.
        let report = try HostileCompositor.run(count: 1, firstSeed: 2584)
        #expect(report.oversizedBuffers == 0 && report.isClean, "\(report)")
        let other = try HostileCompositor.run(count: 1, firstSeed: 2608)
        #expect(other.oversizedBuffers == 0 && other.isClean, "\(other)")
    }
}
