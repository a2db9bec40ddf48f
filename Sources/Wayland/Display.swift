import CWaylandClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A connection to a Wayland compositor (`wl_display`).
///
/// `Display` owns the connection; ``proxy`` is the `wl_display` object for its
/// requests (`sync`, `get_registry`). The usual read loop, with the connection's
/// ``fileDescriptor`` in a poll set, is:
///
/// ```swift
/// while !display.prepareRead() { try display.dispatchPending() }
/// try display.flush()
/// // poll(fileDescriptor) for input ...
/// if readable { try display.readEvents() } else { display.cancelRead() }
/// try display.dispatchPending()
/// ```
///
/// The connection is closed when the `Display` and every proxy created through it have
/// been released (each proxy holds the connection), so release order does not matter.
@MainActor
public final class Display {
    /// The `wl_display *`, valid as long as this object or any of its proxies lives.
    public var rawDisplay: OpaquePointer { connection.raw }
    /// The `wl_display` protocol object (id 1), for `sync` and `getRegistry`.
    public let proxy: WlDisplay
    private let connection: DisplayConnection

    private init(raw: OpaquePointer) {
        self.connection = DisplayConnection(raw: raw)
        self.proxy = WlDisplay(borrowing: raw, connection: connection)
    }

    /// Connects to a compositor by socket name.
    ///
    /// - Parameter name: A socket name relative to `XDG_RUNTIME_DIR` (`wayland-1`) or an
    ///   absolute path. `nil` uses `WAYLAND_SOCKET` (an inherited fd) if set, else
    ///   `WAYLAND_DISPLAY`, else `wayland-0`, exactly as libwayland does.
    /// - Throws: ``WaylandError/connectionFailed(socketPath:errno:)`` naming the path tried.
    public static func connect(name: String? = nil) throws(WaylandError) -> Display {
        let path = socketDescription(name: name)
        errno = 0
        let raw: OpaquePointer? =
            if let name { wl_display_connect(name) } else { wl_display_connect(nil) }
        guard let raw else {
            throw .connectionFailed(socketPath: path, errno: errno == 0 ? ENOENT : errno)
        }
        return Display(raw: raw)
    }

    /// Uses an already connected socket.
    ///
    /// - Parameter fileDescriptor: A connected socket; the `Display` takes ownership and
    ///   closes it on disconnect.
    /// - Throws: ``WaylandError/connectionFailed(socketPath:errno:)`` (path `fd <n>`).
    public static func connect(fileDescriptor: Int32) throws(WaylandError) -> Display {
        errno = 0
        guard let raw = wl_display_connect_to_fd(fileDescriptor) else {
            throw .connectionFailed(socketPath: "fd \(fileDescriptor)", errno: errno == 0 ? EBADF : errno)
        }
        return Display(raw: raw)
    }

    /// The socket path libwayland will try for `name`, for error messages.
    ///
    /// - Parameter name: As for ``connect(name:)``.
    /// - Returns: `XDG_RUNTIME_DIR/name`, the absolute name, or `WAYLAND_SOCKET=<fd>`.
    public nonisolated static func socketDescription(name: String?) -> String {
        let environment = { (key: String) in getenv(key).map { String(cString: $0) } }
        if name == nil, let socket = environment("WAYLAND_SOCKET") {
            return "WAYLAND_SOCKET=\(socket)"
        }
        let resolved = name ?? environment("WAYLAND_DISPLAY") ?? "wayland-0"
        if resolved.hasPrefix("/") { return resolved }
        guard let runtime = environment("XDG_RUNTIME_DIR") else {
            return "$XDG_RUNTIME_DIR/\(resolved) (XDG_RUNTIME_DIR is not set)"
        }
        return runtime.hasSuffix("/") ? runtime + resolved : runtime + "/" + resolved
    }

    /// The connection's socket, to poll for input (and for output after a partial flush).
    public var fileDescriptor: Int32 { wl_display_get_fd(rawDisplay) }

    /// Creates the registry, whose `global` events announce the compositor's globals.
    ///
    /// Each call creates a new `wl_registry`; keep the returned object.
    public func registry() -> WlRegistry { proxy.getRegistry() }

    /// Sends buffered requests.
    ///
    /// - Returns: `true` if everything was written, `false` if the socket is full
    ///   (`EAGAIN`: poll for output and flush again).
    /// - Throws: ``WaylandError`` if the connection failed.
    @discardableResult
    public func flush() throws(WaylandError) -> Bool {
        if wl_display_flush(rawDisplay) >= 0 { return true }
        if errno == EAGAIN { return false }
        throw currentError(errno: errno)
    }

    /// Dispatches events already read, without reading the socket.
    ///
    /// - Returns: The number of events dispatched.
    /// - Throws: ``WaylandError`` if the connection failed.
    @discardableResult
    public func dispatchPending() throws(WaylandError) -> Int {
        let count = wl_display_dispatch_pending(rawDisplay)
        if count < 0 { throw currentError(errno: errno) }
        return Int(count)
    }

    /// Reads the socket (blocking) and dispatches: `wl_display_dispatch`.
    ///
    /// - Returns: The number of events dispatched.
    /// - Throws: ``WaylandError`` if the connection failed.
    @discardableResult
    public func dispatch() throws(WaylandError) -> Int {
        let count = wl_display_dispatch(rawDisplay)
        if count < 0 { throw currentError(errno: errno) }
        return Int(count)
    }

    /// Announces the intention to read the socket: `wl_display_prepare_read`.
    ///
    /// - Returns: `true` if the caller must now either ``readEvents()`` or
    ///   ``cancelRead()``; `false` if events are pending (dispatch them and try again).
    public func prepareRead() -> Bool {
        wl_display_prepare_read(rawDisplay) == 0
    }

    /// Reads events into the queues after ``prepareRead()``, without dispatching them.
    ///
    /// - Throws: ``WaylandError`` if the connection failed.
    public func readEvents() throws(WaylandError) {
        if wl_display_read_events(rawDisplay) < 0 { throw currentError(errno: errno) }
    }

    /// Gives up the read announced by ``prepareRead()``.
    public func cancelRead() {
        wl_display_cancel_read(rawDisplay)
    }

    /// Sends a `sync` and dispatches until the compositor answered it.
    ///
    /// - Returns: The number of events dispatched.
    /// - Throws: ``WaylandError`` if the connection failed.
    @discardableResult
    public func roundtrip() throws(WaylandError) -> Int {
        let count = wl_display_roundtrip(rawDisplay)
        if count < 0 { throw currentError(errno: errno) }
        return Int(count)
    }

    /// The error that broke the connection, or `nil` while it is healthy.
    public var error: WaylandError? {
        let code = wl_display_get_error(rawDisplay)
        guard code != 0 else { return nil }
        return currentError(errno: code)
    }

    /// The protocol error the compositor reported, or `nil` if there was none.
    public var protocolError: ProtocolError? {
        var interface: UnsafePointer<wl_interface>?
        var objectID: UInt32 = 0
        let code = wl_display_get_protocol_error(rawDisplay, &interface, &objectID)
        guard code != 0 || objectID != 0 || interface != nil else { return nil }
        let name = interface.flatMap { $0.pointee.name }.map { String(cString: $0) }
        return ProtocolError(interfaceName: name, objectID: objectID, code: code)
    }

    private func currentError(errno code: Int32) -> WaylandError {
        if wl_display_get_error(rawDisplay) == EPROTO, let protocolError {
            return .protocolError(protocolError)
        }
        return .connectionLost(errno: code)
    }
}
