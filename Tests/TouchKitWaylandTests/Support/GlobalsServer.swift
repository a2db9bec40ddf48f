import CWaylandClient
import CWaylandServer
import Foundation
import Wayland

/// An in-process libwayland-server that offers globals at chosen versions, on a socket of
/// its own, dispatched on a thread of its own: enough for a client to connect, bind and
/// make its roundtrips. Requests are recorded (``received``); objects they create are
/// made, and `release`/`destroy` requests destroy theirs. ``perform(_:)`` runs work on
/// the server's thread (libwayland-server is not thread-safe), to send events, from the
/// latest object of an interface (``post(_:opcode:_:)``) or any live one
/// (``liveResources(of:)``, ``post(to:opcode:_:)``); the hostile compositor
/// (``HostileCompositor``) sends its random sequences that way.
final class GlobalsServer: @unchecked Sendable {
    /// One request received: the interface of the object and the request's name.
    struct Request: Equatable, CustomStringConvertible {
        var interface: String
        var name: String
        var description: String { "\(interface).\(name)" }
    }

    /// A global the server offers, for the bind callback.
    private final class Global {
        let table: UnsafePointer<CWaylandServer.wl_interface>
        unowned let server: GlobalsServer
        var global: OpaquePointer?
        init(table: UnsafePointer<CWaylandServer.wl_interface>, server: GlobalsServer) {
            self.table = table
            self.server = server
        }
    }

    /// The socket's path, for `WaylandBackend(displayName:)`.
    let socketPath: String
    private let display: OpaquePointer
    private let stopped = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var requests: [Request] = []
    private var globals: [Global] = []
    /// The latest resource of each interface (server thread only).
    private var resources: [String: OpaquePointer] = [:]
    /// Every live resource of each interface, oldest first (server thread only).
    private var live: [String: [OpaquePointer]] = [:]
    /// The sizes of the buffers clients made (`wl_shm_pool.create_buffer`), in pixels.
    private var bufferSizes: [(width: Int32, height: Int32)] = []
    /// Work for the server thread, and the pipe that wakes it.
    private var work: [@Sendable (GlobalsServer) -> Void] = []
    private var wakeFDs: [Int32] = [-1, -1]
    private let workDone = DispatchSemaphore(value: 0)
    private var wakeSource: OpaquePointer?

    /// Starts a server offering each interface at its version.
    init(offering offered: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)]) throws {
        display = wl_display_create()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-globals-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socketPath = directory.appendingPathComponent("wayland").path
        try listen(at: socketPath)
        guard pipe(&wakeFDs) == 0 else {
            throw GlobalsServerError(message: "pipe: \(String(cString: strerror(errno)))")
        }
        for fd in wakeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let me = Unmanaged.passUnretained(self).toOpaque()
        wakeSource = wl_event_loop_add_fd(
            wl_display_get_event_loop(display), wakeFDs[0], UInt32(WL_EVENT_READABLE),
            { fd, _, data in
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(fd, &bytes, bytes.count)
                Unmanaged<GlobalsServer>.fromOpaque(data!).takeUnretainedValue().runWork()
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
            throw GlobalsServerError(message: "cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// The requests received so far.
    var received: [Request] { lock.withLock { requests } }

    /// Runs `body` on the server's thread, then flushes the events it sent; returns once done.
    func perform(_ body: @escaping @Sendable (GlobalsServer) -> Void) {
        lock.withLock { work.append(body) }
        var byte: UInt8 = 1
        _ = write(wakeFDs[1], &byte, 1)
        workDone.wait()
    }

    /// Sends an event with `arguments` from the latest object of `interface` (server thread).
    func post(_ interface: String, opcode: UInt32, _ arguments: [wl_argument]) {
        guard let resource = resources[interface] else { return }
        var arguments = arguments
        wl_resource_post_event_array(resource, opcode, &arguments)
    }

    /// The live resources of `interface`, oldest first (server thread).
    func liveResources(of interface: String) -> [OpaquePointer] { live[interface] ?? [] }

    /// Sends an event with `arguments` from `resource` (server thread).
    func post(to resource: OpaquePointer, opcode: UInt32, _ arguments: [wl_argument]) {
        var arguments = arguments
        wl_resource_post_event_array(resource, opcode, &arguments)
    }

    /// The sizes of the buffers made so far (`wl_shm_pool.create_buffer`), in pixels.
    var buffersMade: [(width: Int32, height: Int32)] { lock.withLock { bufferSizes } }

    /// Removes the global of `interface`: clients get `wl_registry.global_remove` (server thread).
    func removeGlobal(_ interface: String) {
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

    private func makeResource(
        client: OpaquePointer?, interface: UnsafePointer<CWaylandServer.wl_interface>, version: Int32, id: UInt32
    ) {
        guard let resource = wl_resource_create(client, interface, version, id) else { return }
        resources[String(cString: interface.pointee.name)] = resource
        live[String(cString: interface.pointee.name), default: []].append(resource)
        wl_resource_set_dispatcher(
            resource,
            { _, target, opcode, message, arguments in
                guard let target, let message, let data = wl_resource_get_user_data(OpaquePointer(target)) else {
                    return 0
                }
                Unmanaged<GlobalsServer>.fromOpaque(data).takeUnretainedValue()
                    .handle(OpaquePointer(target), opcode: opcode, message: message, arguments: arguments)
                return 0
            }, nil, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Records a request, makes the objects it creates and destroys a released one.
    private func handle(
        _ resource: OpaquePointer, opcode: UInt32, message: UnsafePointer<CWaylandServer.wl_message>,
        arguments: UnsafeMutablePointer<wl_argument>?
    ) {
        let interface = String(cString: wl_resource_get_class(resource))
        let name = String(cString: message.pointee.name)
        lock.withLock { requests.append(Request(interface: interface, name: name)) }
        if interface == "wl_shm_pool", name == "create_buffer", let arguments {
            lock.withLock { bufferSizes.append((arguments[2].i, arguments[3].i)) }
        }
        var index = 0
        for character in String(cString: message.pointee.signature) where !character.isNumber && character != "?" {
            if character == "n", let arguments, let type = message.pointee.types[index] {
                makeResource(
                    client: wl_resource_get_client(resource), interface: type,
                    version: wl_resource_get_version(resource), id: arguments[index].n)
            }
            // A dispatcher owns the file descriptors a request carries (a pool's memory,
            // a keymap): close them, or every buffer a client makes stays in /dev/shm.
            if character == "h", let arguments { close(arguments[index].h) }
            index += 1
        }
        if name == "release" || name == "destroy" {
            if resources[interface] == resource { resources[interface] = nil }
            live[interface]?.removeAll { $0 == resource }
            wl_resource_destroy(resource)
        }
    }

    /// Stops the server thread and destroys the server.
    func stop() {
        wl_display_terminate(display)
        stopped.wait()
        wl_display_destroy_clients(display)
        if let wakeSource { wl_event_source_remove(wakeSource) }
        wl_display_destroy(display)
        close(wakeFDs[0])
        close(wakeFDs[1])
        try? FileManager.default.removeItem(atPath: (socketPath as NSString).deletingLastPathComponent)
    }
}

/// The server could not start.
struct GlobalsServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
