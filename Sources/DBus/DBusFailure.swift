/// A D-Bus call that failed: what was asked and what the bus or the service answered.
public struct DBusFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was asked (`org.freedesktop.portal.Settings.ReadOne`, `connect to …`).
    public var call: String
    /// The error's name and message, as libdbus gives them.
    public var message: String

    /// Creates a failure.
    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// The connection was closed before the call.
    public static let closed = DBusFailure(call: "use the connection", message: "it is closed")
    /// libdbus could not allocate a message.
    public static let outOfMemory = DBusFailure(call: "make a message", message: "out of memory")

    /// One line naming the call and the answer.
    public var description: String { "D-Bus \(call) failed: \(message)" }
}
