import Foundation
import Testing

@testable import TouchKitWayland

/// How long the Wayland loop may sleep with a Foundation timer pending. (The pass
/// itself needs the real main thread, which the test runner's main actor is not on
/// Linux: RunLoopReplayTests checks it in BusyApp under Weston.)
@MainActor
@Suite("Foundation run loop pass")
struct FoundationRunLoopPassTests {
    @Test("No timer: wait for input; a due timer: do not sleep; else round the wait up")
    func pollTimeout() {
        let now = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(FoundationRunLoopPass.pollTimeout(until: nil, now: now) == -1)
        #expect(FoundationRunLoopPass.pollTimeout(until: now.addingTimeInterval(-1), now: now) == 0)
        #expect(FoundationRunLoopPass.pollTimeout(until: now, now: now) == 0)
        #expect(FoundationRunLoopPass.pollTimeout(until: now.addingTimeInterval(0.0015), now: now) == 2)
        #expect(FoundationRunLoopPass.pollTimeout(until: now.addingTimeInterval(1e12), now: now) == Int32.max)
    }
}
