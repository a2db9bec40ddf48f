import Glibc

/// Runs Foundation's main `RunLoop` inside TouchKit's Wayland loop, one non-blocking
/// pass per turn, when the app uses Foundation, without TouchKit linking Foundation.
///
/// UIKit code relies on the main run loop: `Timer.scheduledTimer` for idle timers,
/// repeat buttons and hand-made animations, `RunLoop.main.perform` for work after the
/// current event. TouchKit's loop waits in `poll` on the Wayland socket and libdispatch's
/// main-queue descriptor instead of in `RunLoop.run()`, so it gives the run loop a
/// pass of its own each turn and never sleeps past the next timer.
///
/// TouchKit's runtime modules do not link Foundation (it costs a Foundation-free app
/// about 4 ms of start-up CPU and 8 MiB of memory; docs/PERFORMANCE.md, "P1b"). An app
/// that imports Foundation has it loaded from its start, and with it CoreFoundation's C
/// functions, which `libFoundation.so` exports. The first pass looks them up by name in
/// the process (`dlsym`; nothing is loaded): found, every pass does what
/// `RunLoop.main.limitDate(forMode: .default)` does (`CFRunLoopRunInMode` with a timeout
/// that only polls: due timers fire, ready `perform` blocks and sources run; then
/// `CFRunLoopGetNextTimerFireDate`); not found, the app has no run loop to serve and a
/// pass costs nothing.
@MainActor
enum FoundationRunLoopPass {
    /// CoreFoundation's run-loop functions, when the process has them.
    struct CoreFoundation {
        typealias GetMain = @convention(c) () -> OpaquePointer?
        typealias RunInMode = @convention(c) (OpaquePointer?, Double, UInt8) -> Int32
        typealias NextTimer = @convention(c) (OpaquePointer?, OpaquePointer?) -> Double

        let getMain: GetMain
        let runInMode: RunInMode
        let nextTimerFireDate: NextTimer
        /// `kCFRunLoopDefaultMode`, the mode `Timer.scheduledTimer` and `RunLoop.main.perform` use.
        let defaultMode: OpaquePointer

        /// The functions, looked up in the objects the process has loaded; `nil` when
        /// Foundation is not among them.
        static func lookUp() -> CoreFoundation? {
            // RTLD_DEFAULT is the null handle in glibc: every object loaded, in load order.
            guard let getMain = dlsym(nil, "CFRunLoopGetMain"), let runInMode = dlsym(nil, "CFRunLoopRunInMode"),
                let nextTimer = dlsym(nil, "CFRunLoopGetNextTimerFireDate"),
                let mode = dlsym(nil, "kCFRunLoopDefaultMode"),
                let defaultMode = mode.assumingMemoryBound(to: OpaquePointer?.self).pointee
            else { return nil }
            return CoreFoundation(
                getMain: unsafeBitCast(getMain, to: GetMain.self),
                runInMode: unsafeBitCast(runInMode, to: RunInMode.self),
                nextTimerFireDate: unsafeBitCast(nextTimer, to: NextTimer.self), defaultMode: defaultMode)
        }
    }

    /// Looked up on the first pass (`.some(nil)`: Foundation is not loaded).
    private static var coreFoundation: CoreFoundation??

    /// Whether the process has Foundation's run loop, so that passes run it.
    static var isAvailable: Bool {
        if coreFoundation == nil { coreFoundation = .some(CoreFoundation.lookUp()) }
        return coreFoundation! != nil
    }

    /// The seconds between CoreFoundation's reference date (2001-01-01 UTC) and the Unix epoch.
    static let referenceDateOffset = 978_307_200.0

    /// Now, on CoreFoundation's clock: seconds since 2001-01-01 UTC (`CFAbsoluteTimeGetCurrent`).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) - referenceDateOffset + Double(time.tv_nsec) / 1e9
    }

    /// Runs what is due on the main run loop in the default mode.
    ///
    /// - Returns: When the next timer fires, in seconds since 2001-01-01 UTC (``now()``'s
    ///   clock), or `nil` when none is scheduled or Foundation is not loaded.
    static func run() -> Double? {
        guard isAvailable, let functions = coreFoundation!, let mainLoop = functions.getMain() else { return nil }
        // A negative timeout polls: what is ready runs, nothing waits (as `limitDate(forMode:)`).
        _ = functions.runInMode(functions.defaultMode, -10, 1)
        let next = functions.nextTimerFireDate(mainLoop, functions.defaultMode)
        return next == 0 ? nil : next
    }

    /// The `poll` timeout in milliseconds that wakes the loop for a timer: -1 (wait for
    /// input) without one, else the time left, rounded up so the timer is due on waking.
    ///
    /// - Parameters:
    ///   - date: The next timer's fire date in seconds since 2001-01-01 UTC, or `nil`.
    ///   - now: The current time on the same clock.
    static func pollTimeout(until date: Double?, now: Double = FoundationRunLoopPass.now()) -> Int32 {
        guard let date else { return -1 }
        let milliseconds = ((date - now) * 1000).rounded(.up)
        guard milliseconds > 0 else { return 0 }
        return Int32(min(milliseconds, Double(Int32.max)))
    }
}
