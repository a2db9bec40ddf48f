import TouchKit

/// The touch calls of one test, in the order they were made, shared by its
/// ``CallLoggingView``s (and by any responder of the test's own that records into it).
@MainActor
public final class TouchCallLog {
    /// Every call recorded, oldest first.
    public var calls: [TouchCall] = []

    /// Creates an empty log.
    public init() {}

    /// Records that `receiver` got `touches` in its method for `phase`.
    ///
    /// - Parameters:
    ///   - receiver: The receiver's name.
    ///   - phase: The method called, by phase.
    ///   - touches: The touches of the call.
    public func record(_ receiver: String, _ phase: TouchPhase, _ touches: Set<Touch>) {
        calls.append(TouchCall(receiver: receiver, method: phase, ids: touches.map(\.identifier.number).sorted()))
    }

    /// The calls `receiver` got, oldest first.
    ///
    /// - Parameter receiver: The receiver's name.
    /// - Returns: Its calls.
    public func calls(to receiver: String) -> [TouchCall] { calls.filter { $0.receiver == receiver } }
}
