public import CWaylandClient

/// A client-side Wayland object: the common base of every generated interface class.
///
/// Each protocol interface becomes a `final class` that inherits from `Proxy`
/// (`WlSurface`, `XdgToplevel`, ...). A proxy wraps one `wl_proxy`; libwayland holds an
/// *unretained* pointer to the Swift object as the proxy's user data, so:
///
/// - **Keep a strong reference** to every proxy you want events from. When the Swift
///   object is deinitialised while the protocol object still lives, `deinit` calls
///   `wl_proxy_destroy` (sending no request), so libwayland never calls into freed memory,
///   but the server is not told; prefer calling ``destroy()`` explicitly.
/// - Every proxy keeps its connection alive: the `wl_display` is disconnected only
///   when the ``Display`` and all proxies created through it are gone.
/// - ``destroy()`` sends the interface's destructor request when it has one (and the
///   bound version has it), otherwise it only destroys the client-side proxy.
/// - Objects the server destroys with a destructor event (`wl_callback.done`,
///   `wp_presentation_feedback.presented`) are destroyed automatically right after
///   their handler ran; ``isAlive`` is `false` from then on.
///
/// ## Versions
///
/// Every request knows the version that introduced it (`since` in the XML, exposed as
/// `Request.since` on each generated class, queried with `supports(_:)`). Calling a
/// request the object's bound ``version`` does not have sends nothing: the call logs
/// one line to standard error (once per interface and request for the process) and
/// returns; a request that creates an object then returns an inert object
/// (``isAlive`` is `false`). Requests on a destroyed proxy behave the same way.
///
/// ## Threads
///
/// Proxies are `@MainActor`: one thread, the main thread, owns the display and
/// dispatches its events. Event handlers run on the main actor.
@MainActor
open class Proxy: CustomStringConvertible {
    /// The `wl_proxy`, or `nil` once destroyed. Kept nonisolated so `deinit` can release it.
    nonisolated(unsafe) private var raw: OpaquePointer?
    /// `false` for the display proxy, which belongs to ``Display``.
    nonisolated(unsafe) private var isOwned: Bool
    /// Keeps the connection alive as long as this proxy; released after `deinit` ran.
    nonisolated(unsafe) var connection: DisplayConnection?

    /// Wraps a proxy libwayland created, attaching the generated event dispatcher.
    ///
    /// Generated code and ``WlRegistry/bind(_:name:version:)`` create proxies; you should
    /// not need this. `nil` creates an inert object whose requests send nothing.
    ///
    /// - Parameter raw: A `wl_proxy` with no listener or dispatcher yet, or `nil`.
    @_spi(WaylandGenerated)
    public required init(adopting raw: OpaquePointer?) {
        self.raw = raw
        self.isOwned = true
        ProxyCensus.made(Self.self)
        if let raw {
            let data = Unmanaged.passUnretained(self).toOpaque()
            if wl_proxy_add_dispatcher(raw, proxyDispatcher, ProxyTag.pointer, data) != 0 {
                ProxyLog.once("proxy-has-listener-\(wl_proxy_get_class(raw).map { String(cString: $0) } ?? "?")") {
                    "a \(Self.self) proxy already has a listener; its events will not reach Swift"
                }
            }
        }
    }

    /// Wraps the display proxy, which the connection owns, without a dispatcher.
    init(borrowing raw: OpaquePointer, connection: DisplayConnection) {
        self.raw = raw
        self.isOwned = false
        self.connection = connection
    }

    /// Wraps a `wl_proxy` that a C library made and keeps, such as the `wl_buffer` of a
    /// libwayland-cursor cursor image, so that it can be passed as a request's argument.
    ///
    /// The object never destroys the proxy (``destroy()`` and destructor requests send
    /// nothing), receives none of its events and does not keep the connection alive: the
    /// library that made the proxy owns it, and must outlive every use of this object.
    ///
    /// - Parameter raw: A live `wl_proxy` of this class's interface.
    public init(borrowingForeign raw: OpaquePointer) {
        self.raw = raw
        self.isOwned = false
    }

    deinit {
        if isOwned, let raw { wl_proxy_destroy(raw) }
        if isOwned { ProxyCensus.freed(type(of: self)) }
    }

    /// The underlying `wl_proxy`, or `nil` once destroyed.
    ///
    /// For interoperation with C libraries (EGL, Vulkan) that want a `wl_surface *` or
    /// `wl_display *`; the pointer stays valid until ``destroy()``.
    public var rawProxy: OpaquePointer? { raw }

    /// `true` until the object is destroyed by ``destroy()``, a destructor request or a
    /// destructor event.
    public var isAlive: Bool { raw != nil }

    /// The version the object was bound or created at (0 once destroyed).
    ///
    /// libwayland reports version 0 for the display proxy (created before versioning
    /// existed); it counts as version 1 here.
    public var version: UInt32 { raw.map(Self.boundVersion) ?? 0 }

    private static func boundVersion(_ raw: OpaquePointer) -> UInt32 {
        max(wl_proxy_get_version(raw), 1)
    }

    /// The protocol object id (0 once destroyed).
    public var id: UInt32 { raw.map { wl_proxy_get_id($0) } ?? 0 }

    /// The interface name and id, such as `wl_surface@12`.
    nonisolated public var description: String {
        guard let raw else { return "\(Self.self)(destroyed)" }
        let name = wl_proxy_get_class(raw).map { String(cString: $0) } ?? "?"
        return "\(name)@\(wl_proxy_get_id(raw))"
    }

    /// Destroys the object.
    ///
    /// Generated classes whose interface has a destructor request override this to send
    /// it (when the bound version has it). The base implementation destroys only the
    /// client-side proxy (`wl_proxy_destroy`). Calling it twice does nothing.
    open func destroy() {
        guard isOwned, let raw else { return }
        self.raw = nil
        wl_proxy_destroy(raw)
    }

    /// Converts one event's arguments and calls the handler. Overridden by generated code.
    @_spi(WaylandGenerated)
    open func dispatch(opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>) {}

    /// Sends a request, checking liveness and the bound version first.
    ///
    /// - Parameters:
    ///   - opcode: The request's opcode.
    ///   - name: `interface.request`, for the diagnostic.
    ///   - since: The version that introduced the request.
    ///   - interface: The interface of the object the request creates, if any.
    ///   - version: The version of the created object; default: this proxy's version.
    ///   - isDestructor: Destroy the proxy with the request (`WL_MARSHAL_FLAG_DESTROY`).
    ///   - arguments: The wire arguments; a `new_id` slot is left zero.
    /// - Returns: The created proxy, or `nil` when nothing was sent or created.
    @_spi(WaylandGenerated)
    @discardableResult
    public func marshal(
        opcode: UInt32, name: StaticString, since: UInt32,
        creating interface: UnsafePointer<wl_interface>? = nil, version: UInt32? = nil,
        isDestructor: Bool = false, arguments: inout [wl_argument]
    ) -> OpaquePointer? {
        guard let raw else {
            ProxyLog.once("dead-\(name)") { "\(name) called on a destroyed object; request not sent" }
            return nil
        }
        let bound = Self.boundVersion(raw)
        guard since <= bound else {
            ProxyLog.once("version-\(name)") {
                "\(name) needs version \(since), the object is bound at version \(bound); request not sent"
            }
            return nil
        }
        if isDestructor {
            self.raw = nil
            guard isOwned else { return nil }
        }
        let flags: UInt32 = isDestructor ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0
        return arguments.withUnsafeMutableBufferPointer { buffer in
            wl_proxy_marshal_array_flags(
                raw, opcode, interface, version ?? bound, flags, buffer.baseAddress)
        }
    }

    /// The raw proxy of a non-null object argument, or `nil` (logged once) if it is dead.
    @_spi(WaylandGenerated)
    public func argument(_ object: Proxy, request name: StaticString) -> OpaquePointer? {
        if let raw = object.raw { return raw }
        ProxyLog.once("dead-argument-\(name)") {
            "\(name) given a destroyed \(type(of: object)); request not sent"
        }
        return nil
    }

    /// Marks the object destroyed and destroys the proxy, after a destructor event.
    @_spi(WaylandGenerated)
    public func destroyAfterDestructorEvent() {
        guard isOwned, let raw else { return }
        self.raw = nil
        wl_proxy_destroy(raw)
    }

    /// Wraps a proxy this object's request or event created, sharing its connection.
    ///
    /// - Parameters:
    ///   - raw: The new `wl_proxy`, or `nil` for an inert object.
    ///   - type: The class to create.
    @_spi(WaylandGenerated)
    public func adopt<T: Proxy>(_ raw: OpaquePointer?, as type: T.Type) -> T {
        let object = T(adopting: raw)
        object.connection = connection
        return object
    }

    /// The Swift object behind a `wl_proxy`, if it is one of ours and of type `T`.
    ///
    /// - Parameters:
    ///   - raw: A proxy from an event argument.
    ///   - type: The class expected.
    /// - Returns: The existing Swift object; `nil` for `nil`, for proxies not created by
    ///   these bindings, and for objects of another type.
    public static func existing<T: Proxy>(_ raw: OpaquePointer?, as type: T.Type = T.self) -> T? {
        guard let raw, wl_proxy_get_listener(raw) == UnsafeRawPointer(ProxyTag.pointer),
            let data = wl_proxy_get_user_data(raw)
        else { return nil }
        return Unmanaged<Proxy>.fromOpaque(data).takeUnretainedValue() as? T
    }
}
