import CWaylandClient
import CWaylandServer
import Foundation
import Wayland

/// An in-process Wayland compositor for testing a TouchKit app's input paths that no
/// headless compositor can inject: the pen (`zwp_tablet_v2`), touchpad gestures
/// (`zwp_pointer_gestures_v1`) and what the app asks of the cursor.
///
/// It is a libwayland-server on a socket of its own, dispatched on a thread of its
/// own. It offers the globals it is given at the versions given (``standardGlobals``: a
/// compositor, `wl_shm`, `xdg_wm_base`, a seat, the tablet manager and pointer
/// gestures), makes the objects the client's requests create, records every request
/// with its integer arguments (``received``) and sends the events a test describes:
/// the low-level ``post(to:opcode:_:)`` from any live object, or the helpers that
/// speak tablet-v2 (``addTabletTool(_:capabilities:)``, ``MockCompositor/Tool``), pointer
/// gestures and `xdg_toplevel` configures (MockCompositor+Tablet.swift and the files
/// beside it). Point an app at it with `WaylandBackend(application:displayName:)` and
/// ``socketPath``, as qtwayland's tests do with their mock compositor.
///
/// libwayland-server is not thread-safe: everything that touches the server runs on its
/// thread through ``perform(_:)``, which returns once the work ran and the events it
/// sent were flushed; the helpers do that for you.
public final class MockCompositor: @unchecked Sendable {
    /// One request received.
    public struct Request: Equatable, Sendable, CustomStringConvertible {
        /// The interface of the object it was sent to (`wl_surface`).
        public var interface: String
        /// The request's name (`commit`).
        public var name: String
        /// Its `int` and `uint` arguments, in order, as 64-bit integers.
        public var integers: [Int64]
        /// Its `string` arguments, in order (a null string left out).
        public var strings: [String] = []
        /// The ids of its `object` arguments, in order (0 for a null one).
        public var objects: [UInt32] = []
        /// The id of the object it was sent to.
        public var target: UInt32 = 0
        /// `interface.name`, for instance `wl_surface.commit`.
        public var description: String { "\(interface).\(name)" }
    }

    /// A global the server offers, for the bind callback.
    private final class Global {
        let table: UnsafePointer<CWaylandServer.wl_interface>
        unowned let server: MockCompositor
        var global: OpaquePointer?
        init(table: UnsafePointer<CWaylandServer.wl_interface>, server: MockCompositor) {
            self.table = table
            self.server = server
        }
    }

    /// The socket's path: `WaylandBackend(displayName:)` or `WAYLAND_DISPLAY` for a child.
    public let socketPath: String
    private let display: OpaquePointer
    private let stopped = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var requests: [Request] = []
    private var globals: [Global] = []
    /// The latest resource of each interface (server thread only).
    private var resources: [String: OpaquePointer] = [:]
    /// Every live resource of each interface, oldest first (server thread only).
    private var live: [String: [OpaquePointer]] = [:]
    /// The file descriptors of `wl_data_offer.receive` requests, not yet taken.
    private var receiveDescriptors: [Int32] = []
    /// The sizes of the buffers clients made (`wl_shm_pool.create_buffer`), in pixels.
    private var bufferSizes: [(width: Int32, height: Int32)] = []
    /// The surfaces given an `xdg_surface` role, oldest first (server thread only).
    private var roleSurfaces: [OpaquePointer] = []
    /// Work for the server thread, and the pipe that wakes it.
    private var work: [@Sendable (MockCompositor) -> Void] = []
    private var wakeFDs: [Int32] = [-1, -1]
    private let workDone = DispatchSemaphore(value: 0)
    private var wakeSource: OpaquePointer?
    /// The serial the helpers send next (server thread only).
    internal var nextSerial: UInt32 = 1
    /// The tablet tools announced, by ``Tool/index``; `nil` once the client destroyed one
    /// (server thread only).
    internal var toolResources: [OpaquePointer?] = []
    /// The frame callbacks not yet done, with the id of their surface (server thread only).
    internal var pendingFrameCallbacks: [(surface: UInt32, callback: OpaquePointer)] = []

    /// Starts a server offering each interface at its version.
    /// - Parameter offered: Interface tables (the generated bindings' `interface`, for
    ///   instance `WlSeat.interface`) and the version to offer each at.
    /// - Throws: ``MockCompositorError`` when the socket cannot be made.
    public init(offering offered: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)]) throws {
        display = wl_display_create()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-mock-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socketPath = directory.appendingPathComponent("wayland").path
        try listen(at: socketPath)
        guard pipe(&wakeFDs) == 0 else {
            throw MockCompositorError(message: "pipe: \(String(cString: strerror(errno)))")
        }
        for fd in wakeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let me = Unmanaged.passUnretained(self).toOpaque()
        wakeSource = wl_event_loop_add_fd(
            wl_display_get_event_loop(display), wakeFDs[0], UInt32(WL_EVENT_READABLE),
            { fd, _, data in
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(fd, &bytes, bytes.count)
                Unmanaged<MockCompositor>.fromOpaque(data!).takeUnretainedValue().runWork()
                return 0
            }, me)
        for entry in offered {
            let table = UnsafeRawPointer(entry.interface).assumingMemoryBound(to: CWaylandServer.wl_interface.self)
            let global = Global(table: table, server: self)
            globals.append(global)
            global.global = wl_global_create(display, table, entry.version, Unmanaged.passUnretained(global).toOpaque())
            {
                client, data, version, id in
                let global = Unmanaged<Global>.fromOpaque(data!).takeUnretainedValue()
                global.server.makeResource(client: client, interface: global.table, version: Int32(version), id: id)
            }
        }
        nonisolated(unsafe) let server = display
        let stopped = self.stopped
        Thread.detachNewThread {
            wl_display_run(server)
            stopped.signal()
        }
    }

    /// The globals a TouchKit window, a seat, a pen and a touchpad need: `wl_compositor`
    /// 5, `wl_shm` 1, `xdg_wm_base` 2, `wl_seat` 7, `zwp_tablet_manager_v2` 1 and
    /// `zwp_pointer_gestures_v1` 3.
    public static var standardGlobals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)] {
        [
            (WlCompositor.interface, 5), (WlShm.interface, 1), (XdgWmBase.interface, 2), (WlSeat.interface, 7),
            (ZwpTabletManagerV2.interface, 1), (ZwpPointerGesturesV1.interface, 3),
        ]
    }

    private func listen(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard fd >= 0, bound == 0, Glibc.listen(fd, 4) == 0, wl_display_add_socket_fd(display, fd) == 0 else {
            throw MockCompositorError(message: "cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The requests received so far, oldest first.
    public var received: [Request] { lock.withLock { requests } }

    /// The requests received so far named `interface.name` (say `wl_surface.commit`).
    public func requests(named description: String) -> [Request] {
        received.filter { $0.description == description }
    }

    /// Runs `body` on the server's thread, then flushes the events it sent; returns once done.
    public func perform(_ body: @escaping @Sendable (MockCompositor) -> Void) {
        lock.withLock { work.append(body) }
        var byte: UInt8 = 1
        _ = write(wakeFDs[1], &byte, 1)
        workDone.wait()
    }

    /// Sends an event with `arguments` from the latest object of `interface` (server thread).
    public func post(_ interface: String, opcode: UInt32, _ arguments: [CWaylandServer.wl_argument]) {
        guard let resource = resources[interface] else { return }
        var arguments = arguments
        wl_resource_post_event_array(resource, opcode, &arguments)
    }

    /// The live resources of `interface`, oldest first (server thread).
    public func liveResources(of interface: String) -> [OpaquePointer] { live[interface] ?? [] }

    /// The surfaces the client gave an `xdg_surface` role (its windows), oldest first
    /// (server thread).
    public var windowSurfaces: [OpaquePointer] {
        let alive = Set(live["wl_surface"] ?? [])
        return roleSurfaces.filter { alive.contains($0) }
    }

    /// Sends an event with `arguments` from `resource` (server thread).
    public func post(to resource: OpaquePointer, opcode: UInt32, _ arguments: [CWaylandServer.wl_argument]) {
        var arguments = arguments
        wl_resource_post_event_array(resource, opcode, &arguments)
    }

    /// Makes a new object of `interface` for the client of `parent`, at `parent`'s
    /// version, for an event that introduces it (a `new_id` argument, server thread).
    public func makeObject(
        _ interface: UnsafePointer<CWaylandClient.wl_interface>, for parent: OpaquePointer
    ) -> OpaquePointer? {
        let table = UnsafeRawPointer(interface).assumingMemoryBound(to: CWaylandServer.wl_interface.self)
        return makeResource(
            client: wl_resource_get_client(parent), interface: table, version: wl_resource_get_version(parent), id: 0)
    }

    /// Drops a resource the server destroys itself (a `wl_callback` after its `done`)
    /// from the resources it keeps (server thread).
    internal func forget(_ resource: OpaquePointer, of interface: String) {
        if resources[interface] == resource { resources[interface] = nil }
        live[interface]?.removeAll { $0 == resource }
    }

    /// The sizes of the buffers made so far (`wl_shm_pool.create_buffer`), in pixels.
    public var buffersMade: [(width: Int32, height: Int32)] { lock.withLock { bufferSizes } }

    /// Removes the global of `interface`: clients get `wl_registry.global_remove` (server thread).
    public func removeGlobal(_ interface: String) {
        for entry in globals where String(cString: entry.table.pointee.name) == interface {
            if let global = entry.global { wl_global_destroy(global) }
            entry.global = nil
        }
    }

    private func runWork() {
        let pending = lock.withLock {
            let pending = work
            work.removeAll()
            return pending
        }
        for body in pending { body(self) }
        wl_display_flush_clients(display)
        for _ in pending { workDone.signal() }
    }

    @discardableResult
    private func makeResource(
        client: OpaquePointer?, interface: UnsafePointer<CWaylandServer.wl_interface>, version: Int32, id: UInt32
    ) -> OpaquePointer? {
        guard let resource = wl_resource_create(client, interface, version, id) else { return nil }
        resources[String(cString: interface.pointee.name)] = resource
        live[String(cString: interface.pointee.name), default: []].append(resource)
        wl_resource_set_dispatcher(
            resource,
            { _, target, opcode, message, arguments in
                guard let target, let message, let data = wl_resource_get_user_data(OpaquePointer(target)) else {
                    return 0
                }
                Unmanaged<MockCompositor>.fromOpaque(data).takeUnretainedValue()
                    .handle(OpaquePointer(target), opcode: opcode, message: message, arguments: arguments)
                return 0
            }, nil, Unmanaged.passUnretained(self).toOpaque(), nil)
        return resource
    }

    /// Records a request, makes the objects it creates and destroys a released one.
    private func handle(
        _ resource: OpaquePointer, opcode: UInt32, message: UnsafePointer<CWaylandServer.wl_message>,
        arguments: UnsafeMutablePointer<CWaylandServer.wl_argument>?
    ) {
        let interface = String(cString: wl_resource_get_class(resource))
        let name = String(cString: message.pointee.name)
        var integers: [Int64] = []
        var strings: [String] = []
        var objects: [UInt32] = []
        var index = 0
        for character in String(cString: message.pointee.signature) where !character.isNumber && character != "?" {
            if let arguments {
                if character == "u" { integers.append(Int64(arguments[index].u)) }
                if character == "i" { integers.append(Int64(arguments[index].i)) }
                if character == "s", let string = arguments[index].s { strings.append(String(cString: string)) }
                if character == "o" { objects.append(arguments[index].o.map { wl_resource_get_id($0) } ?? 0) }
                if character == "n", let type = message.pointee.types[index] {
                    let made = makeResource(
                        client: wl_resource_get_client(resource), interface: type,
                        version: wl_resource_get_version(resource), id: arguments[index].n)
                    if interface == "wl_surface", name == "frame", let made {
                        pendingFrameCallbacks.append((wl_resource_get_id(resource), made))
                    }
                }
                // A dispatcher owns the file descriptors a request carries (a pool's
                // memory): close them, or every buffer a client makes stays in /dev/shm.
                // The reading end a client hands over to be written (`wl_data_offer.receive`)
                // is kept for the test (``takeReceiveDescriptors()``).
                if character == "h" {
                    if interface == "wl_data_offer" {
                        let fd = arguments[index].h
                        lock.withLock { receiveDescriptors.append(fd) }
                    } else {
                        close(arguments[index].h)
                    }
                }
            }
            index += 1
        }
        lock.withLock {
            requests.append(
                Request(
                    interface: interface, name: name, integers: integers, strings: strings, objects: objects,
                    target: wl_resource_get_id(resource)))
        }
        if interface == "wl_shm_pool", name == "create_buffer", let arguments {
            lock.withLock { bufferSizes.append((arguments[2].i, arguments[3].i)) }
        }
        if interface == "xdg_wm_base", name == "get_xdg_surface", let surface = arguments?[1].o {
            roleSurfaces.append(surface)
        }
        if name == "release" || name == "destroy" {
            if resources[interface] == resource { resources[interface] = nil }
            live[interface]?.removeAll { $0 == resource }
            if let index = toolResources.firstIndex(of: resource) { toolResources[index] = nil }
            wl_resource_destroy(resource)
        }
    }

    /// The file descriptors clients sent with `wl_data_offer.receive`, oldest first, to
    /// write the offered data into and close; each is returned once.
    public func takeReceiveDescriptors() -> [Int32] {
        lock.withLock {
            let taken = receiveDescriptors
            receiveDescriptors.removeAll()
            return taken
        }
    }

    /// Stops the server thread and destroys the server.
    public func stop() {
        wl_display_terminate(display)
        stopped.wait()
        wl_display_destroy_clients(display)
        if let wakeSource { wl_event_source_remove(wakeSource) }
        wl_display_destroy(display)
        close(wakeFDs[0])
        close(wakeFDs[1])
        for fd in takeReceiveDescriptors() { close(fd) }
        try? FileManager.default.removeItem(atPath: (socketPath as NSString).deletingLastPathComponent)
    }
}

/// The mock compositor could not start.
public struct MockCompositorError: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}
