import CWaylandClient
import CWaylandServer
import Wayland

#if canImport(Glibc)
    import Glibc
#endif

/// An in-process libwayland-server that implements the scanner test protocol with the
/// SAME generated `wl_interface` tables the client uses, connected to a client
/// ``Display`` through a socketpair. Everything runs on the main thread: ``pump(until:)``
/// alternates client flush, server dispatch, server flush and client read/dispatch.
@MainActor
final class TestCompositor {
    /// One request the server received.
    struct Received {
        var interface: String
        var objectID: UInt32
        var opcode: UInt32
        /// Decoded arguments, in order, as simple values.
        var values: [Value]
    }

    /// A decoded wire argument.
    enum Value: Equatable {
        case int(Int32)
        case uint(UInt32)
        case fixed(Int32)
        case string(String?)
        case object(UInt32?)
        case array([UInt8])
        case fd(ino_t)
        case newID(UInt32)
    }

    let server: OpaquePointer
    let client: OpaquePointer
    let display: Wayland.Display
    private(set) var received: [Received] = []
    /// Server-side resources by object id.
    private(set) var resources: [UInt32: OpaquePointer] = [:]

    init() throws {
        server = wl_display_create()
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0
        else { throw TestFailure("socketpair failed") }
        client = wl_client_create(server, fds[0])
        display = try Display.connect(fileDescriptor: fds[1])
        let data = Unmanaged.passUnretained(self).toOpaque()
        _ = wl_global_create(server, Self.serverInterface(TktFactory.interface), 3, data) { client, data, version, id in
            guard let data else { return }
            MainActor.assumeIsolated {
                let compositor = Unmanaged<TestCompositor>.fromOpaque(data).takeUnretainedValue()
                compositor.createResource(TktFactory.interface, version: version, id: id)
            }
        }
    }

    /// Destroys the server side (the client `Display` disconnects once released).
    /// The client goes first: `wl_display_destroy` does not free the display's clients.
    func shutDown() {
        wl_client_destroy(client)
        wl_display_destroy(server)
    }

    /// The generated client table, as the server module's type (same C struct).
    static func serverInterface(_ table: UnsafePointer<CWaylandClient.wl_interface>) -> UnsafePointer<
        CWaylandServer.wl_interface
    > {
        UnsafeRawPointer(table).assumingMemoryBound(to: CWaylandServer.wl_interface.self)
    }

    @discardableResult
    func createResource(_ interface: UnsafePointer<CWaylandClient.wl_interface>, version: UInt32, id: UInt32)
        -> OpaquePointer?
    {
        guard let resource = wl_resource_create(client, Self.serverInterface(interface), Int32(version), id)
        else { return nil }
        let data = Unmanaged.passUnretained(self).toOpaque()
        wl_resource_set_dispatcher(
            resource,
            { _, target, opcode, _, arguments in
                guard let target, let arguments else { return 0 }
                let resource = OpaquePointer(target)
                guard let data = wl_resource_get_user_data(resource) else { return 0 }
                nonisolated(unsafe) let args = arguments
                MainActor.assumeIsolated {
                    Unmanaged<TestCompositor>.fromOpaque(data).takeUnretainedValue()
                        .handle(resource: resource, opcode: opcode, arguments: args)
                }
                return 0
            }, nil, data, nil)
        resources[wl_resource_get_id(resource)] = resource
        return resource
    }

    /// Records a request and answers it as the test protocol wants.
    private func handle(
        resource: OpaquePointer, opcode: UInt32, arguments: UnsafeMutablePointer<CWaylandServer.wl_argument>
    ) {
        let interface = String(cString: wl_resource_get_class(resource))
        let version = UInt32(wl_resource_get_version(resource))
        guard let message = Self.message(interface: interface, opcode: opcode) else { return }
        let values = decode(signature: message, arguments: arguments)
        received.append(
            Received(interface: interface, objectID: wl_resource_get_id(resource), opcode: opcode, values: values))
        switch (interface, opcode) {
        case ("tkt_factory", 0):  // create_thing
            createResource(TktThing.interface, version: version, id: arguments[0].n)
        case ("tkt_factory", 1):  // bind_any: s interface, u version, n id
            createResource(TktThing.interface, version: arguments[1].u, id: arguments[2].n)
        case ("tkt_factory", 2):  // ping: done(42), then the server destroys the callback
            if let callback = createResource(TktCallback.interface, version: 1, id: arguments[0].n) {
                var done = [CWaylandServer.wl_argument()]
                done[0].u = 42
                wl_resource_post_event_array(callback, 0, &done)
                wl_resource_destroy(callback)
            }
        case ("tkt_factory", 3), ("tkt_thing", 5):  // destructors
            resources[wl_resource_get_id(resource)] = nil
            wl_resource_destroy(resource)
        case ("tkt_thing", 0):  // send_all: echo everything back as the `everything` event
            wl_resource_post_event_array(resource, 0, arguments)
            close(arguments[9].h)
        case ("tkt_thing", 2):  // make_child
            createResource(TktThing.interface, version: version, id: arguments[0].n)
        default:
            break
        }
    }

    /// The signature of a request, read from the generated table.
    private static func message(interface: String, opcode: UInt32) -> String? {
        for table in [TktFactory.interface, TktThing.interface, TktCallback.interface]
        where String(cString: table.pointee.name) == interface {
            guard opcode < table.pointee.method_count else { return nil }
            return String(cString: table.pointee.methods[Int(opcode)].signature)
        }
        return nil
    }

    private func decode(signature: String, arguments: UnsafeMutablePointer<CWaylandServer.wl_argument>) -> [Value] {
        var values: [Value] = []
        var index = 0
        for character in signature where !character.isNumber && character != "?" {
            let argument = arguments[index]
            switch character {
            case "i": values.append(.int(argument.i))
            case "u": values.append(.uint(argument.u))
            case "f": values.append(.fixed(argument.f))
            case "s": values.append(.string(argument.s.map { String(cString: $0) }))
            case "o": values.append(.object(argument.o.map { wl_resource_get_id($0) }))
            case "n": values.append(.newID(argument.n))
            case "a":
                let array = argument.a.pointee
                values.append(
                    .array(array.size == 0 ? [] : Array(UnsafeRawBufferPointer(start: array.data, count: array.size))))
            case "h":
                var status = stat()
                fstat(argument.h, &status)
                values.append(.fd(status.st_ino))
            default: break
            }
            index += 1
        }
        return values
    }

    /// Sends an event from the server on the resource with `objectID`.
    func post(to objectID: UInt32, opcode: UInt32, _ fill: (inout [CWaylandServer.wl_argument]) -> Void, count: Int) {
        guard let resource = resources[objectID] else { return }
        var arguments = [CWaylandServer.wl_argument](repeating: CWaylandServer.wl_argument(), count: count)
        fill(&arguments)
        wl_resource_post_event_array(resource, opcode, &arguments)
    }

    /// Posts `wl_display.error` about `objectID` to the client.
    func postProtocolError(objectID: UInt32, code: UInt32, message: String) {
        guard let object = resources[objectID], let displayResource = wl_client_get_object(client, 1) else { return }
        message.withCString { text in
            var arguments = [CWaylandServer.wl_argument](repeating: CWaylandServer.wl_argument(), count: 3)
            arguments[0].o = object
            arguments[1].u = code
            arguments[2].s = text
            wl_resource_post_event_array(displayResource, 0, &arguments)
        }
    }

    /// Runs both ends until `condition` holds, or until two rounds in a row moved nothing.
    ///
    /// Both ends live in this process, so whatever one end flushed is already readable
    /// by the other: no round needs to wait.
    ///
    /// - Returns: Whether the condition became true.
    @discardableResult
    func pump(until condition: () -> Bool = { false }) -> Bool {
        let loop = wl_display_get_event_loop(server)
        var idleRounds = 0
        while idleRounds < 2 {
            let requestsBefore = received.count
            _ = try? display.flush()
            wl_event_loop_dispatch(loop, 0)
            wl_display_flush_clients(server)
            if display.prepareRead() {
                var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 0) > 0 {
                    _ = try? display.readEvents()
                } else {
                    display.cancelRead()
                }
            }
            let events = (try? display.dispatchPending()) ?? 0
            if condition() { return true }
            idleRounds = events == 0 && received.count == requestsBefore ? idleRounds + 1 : 0
        }
        return condition()
    }
}

/// A test setup failure with a message.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
