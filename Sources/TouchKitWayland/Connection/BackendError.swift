import Glibc

/// Failures of the Wayland backend: at setup, and the event loop's wait failing.
public enum BackendError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No compositor at the socket tried.
    case noCompositor(socket: String, reason: String)
    /// The compositor lacks a global the backend needs.
    case missingGlobal(String)
    /// The compositor offers a global at an older version than TouchKit can use.
    case globalTooOld(interface: String, offered: UInt32, minimum: UInt32)
    /// Shared memory for a buffer could not be made.
    case sharedMemory(String)
    /// Waiting for events failed (`poll`, with its `errno`).
    case poll(errno: Int32)

    /// One sentence for the user.
    public var description: String {
        switch self {
        case .noCompositor(let socket, let reason):
            "no Wayland compositor at \(socket) (\(reason))"
        case .missingGlobal(let name):
            "the compositor does not offer \(name), which TouchKit needs"
        case .globalTooOld(let interface, let offered, let minimum):
            "the compositor offers \(interface) version \(offered); TouchKit needs version \(minimum) or later"
        case .sharedMemory(let what):
            "shared memory: \(what)"
        case .poll(let code):
            "waiting for events failed: \(String(cString: strerror(code)))"
        }
    }
}
