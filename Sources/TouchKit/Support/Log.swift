import Foundation

/// TouchKit's diagnostics: one line to standard error per message, prefixed `touchkit:`.
public enum TouchKitLog {
    /// Writes one line to standard error.
    public static func error(_ message: String) {
        FileHandle.standardError.write(Data("touchkit: \(message)\n".utf8))
    }

    /// Writes one line to standard error the first time `message` is seen, and nothing
    /// for it again: for a condition that may recur every frame (a view with non-finite
    /// geometry, for example).
    @MainActor
    public static func errorOnce(_ message: String) {
        if loggedOnce.insert(message).inserted { error(message) }
    }

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
