import Foundation

/// Polls `done` every `interval` seconds until it holds, or until `seconds` of wall-clock
/// time have passed. The bound is far beyond what any step needs on a busy machine and
/// only keeps a state that never comes from hanging the suite; nothing is asserted on
/// elapsed time. For a headless session, wait with `HeadlessSession.dispatch(until:_:)`,
/// which dispatches the connection meanwhile.
@discardableResult
func waitForState(_ seconds: Double = 60, polling interval: Double, until done: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while try !done() && Date() < deadline { Thread.sleep(forTimeInterval: interval) }
    return try done()
}
