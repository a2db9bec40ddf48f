import Foundation
import InMemoryLogging
import Logging
import Testing
import TouchKit

/// The toolkit's log lines go through swift-log: printed as `touchkit: ...` by default,
/// routed or silenced by the app.
@Suite("TouchKitLog through swift-log", .serialized)
struct TouchKitLogTests {
    /// Lines a handler wrote, gathered under a lock.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test("The default handler prints 'touchkit: <message>' lines, metadata after them, nothing below info")
    func defaultHandlerPrintsAsBefore() {
        let lines = Lines()
        var logger = Logger(label: "TouchKit") { TouchKitLogHandler(label: $0, write: lines.append) }
        logger.error("cannot open the trace", metadata: ["path": "/tmp/x"])
        logger.debug("not shown")
        #expect(lines.all == ["touchkit: cannot open the trace path=/tmp/x\n"])
        logger.logLevel = .debug
        logger.debug("shown now")
        #expect(lines.all.last == "touchkit: shown now\n")
        #expect(TouchKitLog.logger.label == "TouchKit")
    }

    @Test("An app routes the toolkit's lines to its own handler, or silences them")
    func routeAndSilence() {
        let saved = TouchKitLog.logger
        defer { TouchKitLog.logger = saved }
        let memory = InMemoryLogHandler()
        TouchKitLog.logger = Logger(label: "TouchKit") { _ in memory }
        let marker = "routed-\(UUID().uuidString)"
        TouchKitLog.error(marker)
        let entries = memory.entries.filter { $0.message.description == marker }
        #expect(entries.count == 1)
        #expect(entries.first?.level == .error)

        TouchKitLog.logger.logLevel = .critical
        TouchKitLog.error(marker + "-silenced")
        #expect(!memory.entries.contains { $0.message.description == marker + "-silenced" })
    }
}
