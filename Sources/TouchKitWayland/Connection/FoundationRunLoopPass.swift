import Foundation

/// Runs Foundation's main `RunLoop` inside TouchKit's Wayland loop, one non-blocking
/// pass per turn.
///
/// UIKit code relies on the main run loop: `Timer.scheduledTimer` for idle timers,
/// repeat buttons and hand-made animations, `RunLoop.main.perform` for work after the
/// current event. TouchKit's loop waits in `poll` on the Wayland socket and libdispatch's
/// main-queue descriptor instead of in `RunLoop.run()`, so it gives the run loop a
/// pass of its own each turn and never sleeps past the next timer.
///
/// A pass uses `RunLoop.limitDate(forMode:)`, which fires the timers that are due and
/// runs the blocks and sources that are ready, without waiting, and reports the next
/// timer's fire date.
@MainActor
enum FoundationRunLoopPass {
    /// Runs what is due on the main run loop in the default mode.
    ///
    /// - Returns: When the next timer fires, or `nil` when none is scheduled.
    static func run() -> Date? {
        guard let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture else { return nil }
        return date
    }

    /// The `poll` timeout in milliseconds that wakes the loop for a timer: -1 (wait for
    /// input) without one, else the time left, rounded up so the timer is due on waking.
    ///
    /// - Parameters:
    ///   - date: The next timer's fire date, or `nil`.
    ///   - now: The current time.
    static func pollTimeout(until date: Date?, now: Date = Date()) -> Int32 {
        guard let date else { return -1 }
        let milliseconds = (date.timeIntervalSince(now) * 1000).rounded(.up)
        guard milliseconds > 0 else { return 0 }
        return Int32(min(milliseconds, Double(Int32.max)))
    }
}
