public import Logging
import Synchronization

/// TouchKit's diagnostics, through swift-log: every line the toolkit reports goes to
/// ``logger``, a `Logger` labelled `TouchKit`.
///
/// By default the logger's handler is ``TouchKitLogHandler``, which prints each message
/// as one line on standard error prefixed `touchkit:`, as TouchKit always has, whether
/// or not the app has bootstrapped swift-log's `LoggingSystem`. An app routes the
/// toolkit's lines elsewhere or silences them by replacing the logger:
///
/// ```swift
/// LoggingSystem.bootstrap(MyLogHandler.init)           // the app's own handler...
/// TouchKitLog.logger = Logger(label: "TouchKit")       // ...for TouchKit's lines too
/// TouchKitLog.logger.logLevel = .critical              // or: only critical lines
/// TouchKitLog.logger = Logger(label: "TouchKit") { _ in SwiftLogNoOpLogHandler() }  // or none
/// ```
public enum TouchKitLog {
    private static let storage = LockedLogger(
        Logger(label: "TouchKit", factory: { TouchKitLogHandler(label: $0) }))

    /// The logger every toolkit line goes to; replace it (from any thread) to route or
    /// silence them.
    public static var logger: Logger {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// Reports a problem the toolkit recovered from (a file it cannot write, a fault
    /// from the compositor), at level `error`.
    public static func error(_ message: String) {
        logger.error("\(message)")
    }

    /// Writes one line to standard error the first time `message` is seen, and nothing
    /// for it again: for a condition that may recur every frame (a view with non-finite
    /// geometry, for example).
    @MainActor
    public static func errorOnce(_ message: String) {
        if loggedOnce.insert(message).inserted { error(message) }
    }

    /// Messages already logged by ``errorOnce(_:)``: once per process, however
    /// many windows or applications say it.
    @MainActor private static var loggedOnce: Set<String> = []

    /// The messages ``errorOnce(_:)`` has written that contain `text` (for tests).
    @MainActor
    public static func onceMessages(containing text: String) -> [String] {
        loggedOnce.filter { $0.contains(text) }.sorted()
    }

    /// Reports a programming error (an impossible state change): one line the first
    /// time a message is seen, and an `assertionFailure` in debug builds. The caller
    /// leaves the state as it was, so release builds carry on.
    @MainActor
    public static func bug(_ message: String) {
        reportedBugCount += 1
        if reportedBugs.insert(message).inserted { error("bug: \(message)") }
        if failsOnBugs { assertionFailure(message) }
    }

    /// Whether ``bug(_:)`` stops debug builds (tests that provoke a bug on purpose turn
    /// it off; they check the log line and the unchanged state instead).
    @MainActor public static var failsOnBugs = true

    @MainActor private static var reportedBugs: Set<String> = []

    /// How many calls to ``bug(_:)`` there have been (each, not each message).
    @MainActor public private(set) static var reportedBugCount = 0

    /// Whether ``bug(_:)`` has reported `message` (for tests).
    @MainActor
    public static func hasReported(_ message: String) -> Bool { reportedBugs.contains(message) }
}

/// A value guarded by a lock, readable and writable from any thread.
final class LockedLogger: Sendable {
    private let stored: Mutex<Logger>

    init(_ value: Logger) { stored = Mutex(value) }

    var value: Logger {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
