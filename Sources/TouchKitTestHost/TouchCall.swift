import TouchKit

/// One touch method call seen by a ``CallLoggingView``: who received it, which method
/// (by phase) and which fingers, by number.
///
/// ```swift
/// #expect(log.calls == [TouchCall(receiver: "card", method: .began, ids: [0])])
/// ```
public struct TouchCall: Equatable, Sendable, CustomStringConvertible {
    /// The receiver's name, as given to ``CallLoggingView/init(_:frame:log:)``.
    public var receiver: String
    /// The method called: `.began` for `touchesBegan(_:with:)`, and so on.
    public var method: TouchPhase
    /// The numbers of the touches in the call, sorted.
    public var ids: [Int32]

    /// Creates a call record.
    ///
    /// - Parameters:
    ///   - receiver: The receiver's name.
    ///   - method: The method called, by phase.
    ///   - ids: The numbers of the touches in the call, sorted.
    public init(receiver: String, method: TouchPhase, ids: [Int32]) {
        self.receiver = receiver
        self.method = method
        self.ids = ids
    }

    /// `receiver.method[ids]`, for test failures.
    public var description: String { "\(receiver).\(method)\(ids)" }
}
