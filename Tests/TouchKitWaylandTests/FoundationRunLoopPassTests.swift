import Foundation
import Testing

@testable import TouchKitWayland

/// How long the Wayland loop may sleep with a Foundation timer pending, and how it finds
/// Foundation's run loop without linking Foundation. (The pass itself needs the real main
/// thread, which the test runner's main actor is not on Linux: RunLoopReplayTests checks
/// it in BusyApp under Weston.)
@MainActor
@Suite("Foundation run loop pass")
struct FoundationRunLoopPassTests {
    @Test("No timer: wait for input; a due timer: do not sleep; else round the wait up")
    func pollTimeout() {
        let now = 1000.0
        #expect(FoundationRunLoopPass.pollTimeout(until: nil, now: now) == -1)
        #expect(FoundationRunLoopPass.pollTimeout(until: now - 1, now: now) == 0)
        #expect(FoundationRunLoopPass.pollTimeout(until: now, now: now) == 0)
        #expect(FoundationRunLoopPass.pollTimeout(until: now + 0.0015, now: now) == 2)
        #expect(FoundationRunLoopPass.pollTimeout(until: now + 1e12, now: now) == Int32.max)
    }

    @Test("The pass's clock is CoreFoundation's: seconds since 2001-01-01, as Date's reference date")
    func clockMatchesFoundation() {
        let before = Date().timeIntervalSinceReferenceDate
        let now = FoundationRunLoopPass.now()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(now >= before - 0.001 && now <= after + 0.001)
    }

    @Test("A process that links Foundation (this test runner) has its run loop found by name")
    func findsFoundationWhenLoaded() {
        // The runner links Foundation, so CoreFoundation's functions are in the process.
        _ = RunLoop.main
        #expect(FoundationRunLoopPass.isAvailable)
        #expect(FoundationRunLoopPass.CoreFoundation.lookUp() != nil)
    }
}
