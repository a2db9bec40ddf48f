internal import CDispatchMainQueue
import Glibc
import TouchKit
internal import Wayland

/// The event loop: one thread, the main thread, waits on the compositor's socket and
/// on the main dispatch queue at once.
///
/// The loop polls two descriptors: the display's socket and the eventfd libdispatch
/// signals when work is queued on the main queue (the hook CoreFoundation's run loop
/// uses). Compositor events are read and dispatched the moment they arrive, with no
/// hop through another thread; queued work (`Task { @MainActor in }`, `async`/`await`
/// continuations, timers, delayed work, redraw requests) runs between them on the
/// same thread, so neither starves the other. After each read, the touch frames the
/// read produced go to the application in one call, so that frames which piled up
/// while the app was busy are coalesced (SPEC T3), touch changes whose `frame` never
/// came are delivered (SPEC W4), and requests are flushed before the loop sleeps again.
///
/// Foundation's main `RunLoop` runs inside this loop too, when the app uses Foundation
/// (``FoundationRunLoopPass``; TouchKit itself does not link it): each turn makes one
/// non-blocking pass over it (its timers, `perform` blocks and sources), and the loop
/// sleeps no longer than the next `Timer`'s fire date. So `Timer.scheduledTimer` and
/// `RunLoop.main.perform` work as on UIKit's main thread, without a wake-up of their
/// own per input frame: the pass rides on the wake-ups the loop has anyway.
///
/// Each ``WaylandConnection`` has its own loop; its state lives in the instance.
@MainActor
final class WaylandRunLoop {
    /// Work to do once the events at hand are dispatched, before the loop sleeps.
    private var pendingBeforeSleep: [() -> Void] = []
    /// When the loop last came back from waiting, and how long it then worked before it
    /// waited again: a long stretch is a main thread that did not read its socket.
    /// (Seconds on ``monotonicNow()``'s clock: two reads a turn of the loop, kept cheap.)
    private var wokeAt = WaylandRunLoop.monotonicNow()
    /// The longest stretch of work without reading in the last ``stallMemory``, and when
    /// it ended (seconds).
    private var recentStall: (length: Double, endedAt: Double)?
    /// How long a stall is remembered to explain a disconnection that follows it.
    static let stallMemory: Duration = .seconds(10)
    /// ``stallMemory`` in seconds.
    private static let stallMemorySeconds = 10.0

    /// Work to run once at a time, in seconds on CLOCK_MONOTONIC (``monotonicNow()``):
    /// the deadlines of late draws (SPEC D12). The loop sleeps no longer than the first.
    private var timedWork: [(at: Double, id: Int, work: () -> Void)] = []
    private var nextTimedWorkID = 0
    /// What woke the loop, when the benchmark asks (`TOUCHKIT_WAKEUP_CENSUS`).
    var census: WakeupCensus?
    /// The clock of pacing and timed work, in seconds: CLOCK_MONOTONIC
    /// (``monotonicNow()``), or a test's manual clock (SPEC D12 proven by state).
    var clock: @MainActor () -> Double = { WaylandRunLoop.monotonicNow() }

    /// Now on ``clock``, in seconds.
    func now() -> Double { clock() }

    /// Runs `work` once, on this thread, when ``clock`` reaches `time` (seconds):
    /// the loop wakes for it by its poll's timeout, with no thread of its own.
    /// - Returns: An id for ``cancelTimedWork(_:)``.
    @discardableResult
    func run(at time: Double, _ work: @escaping () -> Void) -> Int {
        nextTimedWorkID += 1
        timedWork.append((time, nextTimedWorkID, work))
        return nextTimedWorkID
    }

    /// Drops timed work that is no longer wanted, so that the loop does not wake for it.
    func cancelTimedWork(_ id: Int) {
        timedWork.removeAll { $0.id == id }
    }

    /// CLOCK_MONOTONIC now, in seconds.
    nonisolated static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Runs the timed work that is due.
    private func runDueTimedWork() {
        guard !timedWork.isEmpty else { return }
        let time = now()
        let due = timedWork.filter { $0.at <= time }
        guard !due.isEmpty else { return }
        timedWork.removeAll { $0.at <= time }
        census?.note(.timer)
        for item in due { item.work() }
    }

    /// The poll timeout in milliseconds: the shorter of `foundation`'s (-1: none) and the
    /// time to the first timed work, rounded up.
    private func pollTimeout(_ foundation: Int32) -> Int32 {
        guard let first = timedWork.map(\.at).min() else { return foundation }
        let milliseconds = ((first - now()) * 1000).rounded(.up)
        let timed = milliseconds > 0 ? Int32(min(milliseconds, Double(Int32.max))) : 0
        return foundation < 0 ? timed : min(foundation, timed)
    }

    /// Runs `work` after the events being handled now, before the loop waits again:
    /// how redraw requests coalesce into one draw without waking the loop twice.
    func beforeSleep(_ work: @escaping () -> Void) {
        pendingBeforeSleep.append(work)
    }

    /// Runs the loop on the calling (main) thread; never returns.
    func run(_ connection: WaylandConnection) -> Never {
        let display = connection.display
        let mainQueue = _dispatch_get_main_queue_handle_4CF()
        var descriptors = [
            Glibc.pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            Glibc.pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
        ]
        census = WakeupCensus.make(path: connection.options.wakeupCensusFile)
        // Work queued before the loop started (launch callbacks, first draws).
        drainMainQueue(mainQueue)
        while true {
            do {
                // Events already read, then what they asked for, with no read prepared
                // (so that work may even make a roundtrip).
                _ = try display.dispatchPending()
                workAfterDispatch(connection)
                let nextTimer = FoundationRunLoopPass.run()
                // More events arrived while working: dispatch them first.
                guard display.prepareRead() else { continue }
                connection.flush()
                descriptors[0].revents = 0
                descriptors[1].revents = 0
                // Work queued by the work above runs on the next turn, without sleeping.
                noteBusyStretch(ending: Self.monotonicNow())
                let busy = !pendingBeforeSleep.isEmpty || connection.seats.values.contains { $0.hasCollectedFrames }
                census?.willSleep()
                let ready = poll(
                    &descriptors, 2, busy ? 0 : pollTimeout(FoundationRunLoopPass.pollTimeout(until: nextTimer)))
                wokeAt = Self.monotonicNow()
                if let census {
                    census.didWake()
                    if descriptors[0].revents != 0 { census.note(.otherEvents) }
                    if descriptors[1].revents != 0 { census.note(.mainQueue) }
                }
                if ready < 0 && errno != EINTR {
                    display.cancelRead()
                    fail(BackendError.poll(errno: errno))
                }
                if ready > 0 && descriptors[0].revents != 0 {
                    try display.readEvents()
                } else {
                    display.cancelRead()
                }
            } catch {
                fail(error)
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                drainMainQueue(mainQueue)
            }
        }
    }

    /// What a turn does once the events at hand are dispatched: the touch frames they
    /// made go to the application, input that changed an already dirty window tells its
    /// pacer (D13), then the timed work due (late draws, D12) and the work before sleep
    /// (draws) run. The mock compositor's tests run it through
    /// ``WaylandBackend/runTurn()``.
    func workAfterDispatch(_ connection: WaylandConnection) {
        let hadInput = connection.seats.values.contains(where: { $0.hasCollectedFrames })
        if hadInput { census?.note(.input) }
        for seat in connection.seats.values { seat.flushPendingTouches() }
        if hadInput { for host in connection.windowsBySurface.values { host.inputDelivered() } }
        runDueTimedWork()
        runBeforeSleepWork()
    }

    /// Runs the work queued with ``beforeSleep(_:)`` so far, once: work it queues waits
    /// for the next turn of the loop.
    private func runBeforeSleepWork() {
        let work = pendingBeforeSleep
        pendingBeforeSleep.removeAll()
        for item in work { item() }
    }

    /// Resets the main queue's eventfd and runs the work queued on the main queue.
    private func drainMainQueue(_ handle: Int32) {
        var value: UInt64 = 0
        _ = read(handle, &value, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// Ends the application after the compositor went away or faulted: one line, status 1.
    func fail(_ error: any Error) -> Never {
        // The stretch that ends in the failure, or a recent stall: whichever is longer.
        noteBusyStretch(ending: Self.monotonicNow())
        TouchKitLog.error(Self.failureLine(error, busyBeforeFailure: .seconds(recentStall?.length ?? 0)))
        exit(1)
    }

    /// Whether the process can open no more files (`EMFILE`): then a file descriptor the
    /// compositor sent was dropped by the kernel, and libwayland, missing it, ends the
    /// connection (`EINVAL`, "file descriptor expected").
    static func isAtDescriptorLimit() -> Bool {
        let probe = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard probe < 0 else {
            close(probe)
            return false
        }
        return errno == EMFILE
    }

    /// The line for a connection libwayland ended because file descriptors the compositor
    /// sent could not be received (`EOVERFLOW`): the kernel drops the descriptors that would
    /// pass the process's limit of open files, and libwayland cannot tell what they were.
    static func descriptorLimitLine() -> String {
        var limit = rlimit()
        let described =
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 ? " (\(limit.rlim_cur), RLIMIT_NOFILE)" : ""
        return "the compositor sent file descriptors (a keymap, a clipboard offer) this app could not receive: it has "
            + "reached its limit of open files\(described) or the compositor sent more than one message can carry, "
            + "so the connection ended"
    }

    /// Remembers the stretch of work that ends now if it is the longest recent one.
    private func noteBusyStretch(ending now: Double) {
        let stretch = now - wokeAt
        if let stall = recentStall, now - stall.endedAt < Self.stallMemorySeconds, stall.length >= stretch { return }
        recentStall = (stretch, now)
    }

    /// How long a stretch of work without reading the socket counts as a stall.
    static let stallThreshold: Duration = .milliseconds(500)

    /// The line an app prints when its connection ends.
    ///
    /// A compositor closes the socket of a client that does not read its events fast
    /// enough (libwayland's buffer for it fills up); the client then only sees
    /// `EPIPE` or `ECONNRESET`. That case is named: when the main thread had just
    /// worked for ``stallThreshold`` or longer without reading, the line says the app
    /// was disconnected for not reading and for how long it did not; otherwise it gives
    /// both causes the error can have.
    /// - Parameters:
    ///   - error: Why the loop stopped.
    ///   - busyBeforeFailure: The longest recent stretch the loop worked without reading.
    static func failureLine(_ error: any Error, busyBeforeFailure: Duration) -> String {
        if let lost = error as? WaylandError, case .connectionLost(let code) = lost,
            code == EOVERFLOW || isAtDescriptorLimit()
        {
            return descriptorLimitLine()
        }
        guard let lost = error as? WaylandError, case .connectionLost(let code) = lost,
            code == EPIPE || code == ECONNRESET
        else {
            return "the compositor connection ended: \(error)"
        }
        let reason = String(cString: strerror(code))
        if busyBeforeFailure >= stallThreshold {
            let seconds =
                Double(busyBeforeFailure.components.seconds)
                + Double(busyBeforeFailure.components.attoseconds) / 1e18
            return "the compositor disconnected this app for not reading its events: the main thread was busy for "
                + "\((seconds * 10).rounded() / 10)"
                + " s without reading, and the compositor's buffer for it filled up (\(reason))"
        }
        return "the compositor closed the connection (\(reason)): it disconnects an app that does not read its events "
            + "fast enough (its buffer for the app fills up), and it closes every connection when it exits"
    }
}
