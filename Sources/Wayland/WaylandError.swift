#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why a connection to the compositor could not be made or was lost.
public enum WaylandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Connecting failed; `socketPath` is the path tried (`$XDG_RUNTIME_DIR/wayland-0`,
    /// an absolute `WAYLAND_DISPLAY`, or `WAYLAND_SOCKET=<fd>`), `errno` the reason.
    case connectionFailed(socketPath: String, errno: Int32)
    /// The compositor reported a protocol error; the connection is dead.
    case protocolError(ProtocolError)
    /// A system call on the connection failed (`errno`), for example the compositor
    /// went away (`EPIPE`).
    case connectionLost(errno: Int32)

    /// A one-line explanation naming the socket path or the protocol error.
    public var description: String {
        switch self {
        case .connectionFailed(let path, let code):
            "cannot connect to the Wayland compositor at \(path): \(Self.text(code))"
        case .protocolError(let error):
            "the compositor closed the connection: \(error)"
        case .connectionLost(let code):
            "the Wayland connection failed: \(Self.text(code))"
        }
    }

    private static func text(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
