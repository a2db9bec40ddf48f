import Glibc

/// What woke the event loop, counted by source, for the benchmark
/// (`TOUCHKIT_WAKEUP_CENSUS=<path>`; docs/PERFORMANCE.md, issue 32's wakeups).
///
/// A wakeup is a return from `poll` after the main thread slept (its voluntary context
/// switches, `getrusage(RUSAGE_THREAD)`, went up); it lasts until the loop sleeps again,
/// and every source seen meanwhile is its. Each wakeup counts once under its first
/// source in ``Source``'s order (input before the rest), and once under every source it
/// saw ("any"). The totals are written to the file after each wakeup, one line of
/// fixed width, so that the benchmark can read them at the edges of a window. Without
/// the variable nothing is counted.
@MainActor
final class WakeupCensus {
    /// What a wakeup did.
    enum Source: Int, CaseIterable {
        /// Touch frames were collected (input).
        case input
        /// Timed work ran (a late draw's deadline, SPEC D12).
        case timer
        /// A frame callback's `done`.
        case frameDone
        /// Presentation feedback (`presented` or `discarded`).
        case presentation
        /// A `wl_buffer.release`.
        case bufferRelease
        /// Work on the main dispatch queue.
        case mainQueue
        /// Other compositor events (the socket was readable).
        case otherEvents

        /// Its name in the file.
        var name: String {
            switch self {
            case .input: "input"
            case .timer: "timer"
            case .frameDone: "done"
            case .presentation: "presentation"
            case .bufferRelease: "release"
            case .mainQueue: "queue"
            case .otherEvents: "other"
            }
        }
    }

    private let descriptor: Int32
    /// The sources seen in the current wakeup, as bits.
    private var seen = 0
    /// Whether a wakeup is open (the loop slept and woke).
    private var isOpen = false
    private var wakeups = 0
    private var first = [Int](repeating: 0, count: Source.allCases.count)
    private var any = [Int](repeating: 0, count: Source.allCases.count)
    /// Wakeups that saw nothing (a Foundation timer, a signal).
    private var nothing = 0
    private var sleepsBefore = 0

    /// A census writing to `path`, or `nil` without one (or when it cannot be opened).
    static func make(path: String?) -> WakeupCensus? {
        guard let path else { return nil }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        return WakeupCensus(descriptor: fd)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        write()
    }

    /// `source` happened in the current wakeup.
    func note(_ source: Source) {
        seen |= 1 << source.rawValue
    }

    /// The loop is about to wait.
    func willSleep() {
        sleepsBefore = Self.threadSleeps()
    }

    /// The wait returned: if the thread slept, the current wakeup ends and a new one begins.
    func didWake() {
        guard Self.threadSleeps() > sleepsBefore else { return }
        if isOpen {
            wakeups += 1
            if let top = Source.allCases.first(where: { seen & (1 << $0.rawValue) != 0 }) {
                first[top.rawValue] += 1
            } else {
                nothing += 1
            }
            for source in Source.allCases where seen & (1 << source.rawValue) != 0 { any[source.rawValue] += 1 }
            write()
        }
        isOpen = true
        seen = 0
    }

    /// The calling thread's voluntary context switches.
    private static func threadSleeps() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD (1, Linux): the Glibc module leaves out the GNU constant.
        getrusage(__rusage_who_t(1), &usage)
        return usage.ru_nvcsw
    }

    private func write() {
        var line = String(wakeups).leftPadded(12) + " wakeups; first:"
        for source in Source.allCases { line += " \(source.name)=" + String(first[source.rawValue]).leftPadded(12) }
        line += " nothing=" + String(nothing).leftPadded(12) + "; any:"
        for source in Source.allCases { line += " \(source.name)=" + String(any[source.rawValue]).leftPadded(12) }
        line += "\n"
        _ = line.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }
}

extension String {
    /// The string with spaces before it up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
