import CWaylandClient
import Testing
import Wayland

#if canImport(Glibc)
    import Glibc
#endif

/// Client <-> in-process server round trips through the generated bindings.
@MainActor
@Suite("Round trip through libwayland")
struct RoundTripTests {
    /// Connects, binds the factory through the real wl_registry and returns both.
    private func connect() throws -> (TestCompositor, WlRegistry, TktFactory) {
        let compositor = try TestCompositor()
        let registry = compositor.display.registry()
        var offered: (name: UInt32, version: UInt32)?
        registry.onEvent = { event in
            if case .global(let name, let interface, let version) = event, interface == TktFactory.interfaceName {
                offered = (name, version)
            }
        }
        try #require(compositor.pump { offered != nil })
        let global = try #require(offered)
        let factory = registry.bind(TktFactory.self, name: global.name, version: global.version)
        #expect(factory.version == 3)
        return (compositor, registry, factory)
    }

    @Test("every argument type travels to the server and back as an event")
    func everyArgumentType() throws {
        let (compositor, registry, factory) = try connect()
        defer { compositor.shutDown() }
        let thing = factory.createThing()
        let other = factory.createThing()
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        var events: [TktThing.Event] = []
        thing.onEvent = { events.append($0) }
        // The events hold `thing` itself: drop the handler at the end, or thing -> handler -> events -> thing.
        defer { thing.onEvent = nil }

        thing.sendAll(
            signed: -5, unsigned: 0xFFFF_FFF0, fixed: -12.25, text: "héllo ✋", optionalText: nil,
            other: other, optionalOther: nil, bytes: [1, 2, 3, 255], keys: [7, 0xDEAD_BEEF],
            fd: pipeEnds[1], mode: .mode90, signedMode: TktThing.Mode(rawValue: 0xFFFF_FFFF),
            flags: [.red, .blue])
        thing.sendAll(
            signed: .max, unsigned: 0, fixed: 0.5, text: "", optionalText: "present",
            other: thing, optionalOther: other, bytes: [], keys: [],
            fd: pipeEnds[1], mode: .off, signedMode: .on, flags: [])
        try #require(compositor.pump { events.count == 2 })

        // Requests reached the server with the right values.
        let sent = compositor.received.filter { $0.interface == "tkt_thing" && $0.opcode == 0 }
        try #require(sent.count == 2)
        var status = stat()
        fstat(pipeEnds[1], &status)
        let expected: [TestCompositor.Value] = [
            .int(-5), .uint(0xFFFF_FFF0), .fixed(-3136), .string("héllo ✋"), .string(nil),
            .object(other.id), .object(nil), .array([1, 2, 3, 255]),
            .array([7, 0, 0, 0, 0xEF, 0xBE, 0xAD, 0xDE]), .fd(status.st_ino), .uint(2), .int(-1), .uint(5),
        ]
        #expect(sent[0].values == expected)
        #expect(sent[1].values[3] == .string("") && sent[1].values[4] == .string("present"))
        #expect(sent[1].values[5] == .object(thing.id) && sent[1].values[6] == .object(other.id))

        // Events came back typed, objects mapped to the existing Swift objects.
        guard
            case .everything(
                let signed, let unsigned, let fixed, let text, let optionalText, let back,
                let optionalBack, let bytes, let keys, let fd, let mode, let signedMode, let flags) = events[0]
        else {
            Issue.record("wrong event \(events[0])")
            return
        }
        #expect(signed == -5 && unsigned == 0xFFFF_FFF0 && fixed == -12.25)
        #expect(text == "héllo ✋" && optionalText == nil)
        #expect(back === other && optionalBack == nil)
        #expect(bytes == [1, 2, 3, 255] && keys == [7, 0xDEAD_BEEF])
        #expect(mode == .mode90 && signedMode.rawValue == 0xFFFF_FFFF && flags == [.red, .blue])
        #expect(mode.description == "90")
        // The received descriptor is a new one for the same pipe: write through it.
        #expect(fd >= 0 && fd != pipeEnds[1])
        #expect(write(fd, "x", 1) == 1)
        close(fd)
        var byte: UInt8 = 0
        #expect(read(pipeEnds[0], &byte, 1) == 1 && byte == UInt8(ascii: "x"))

        guard
            case .everything(
                let signed2, _, let fixed2, let text2, let optionalText2, let back2,
                let optionalBack2, let bytes2, let keys2, let fd2, _, let signedMode2, let flags2) = events[1]
        else {
            Issue.record("wrong event \(events[1])")
            return
        }
        close(fd2)
        #expect(signed2 == .max && fixed2 == 0.5 && text2 == "" && optionalText2 == "present")
        #expect(back2 === thing && optionalBack2 === other)
        #expect(bytes2.isEmpty && keys2.isEmpty && signedMode2 == .on && flags2.isEmpty)
        _ = registry
    }

    @Test("a request newer than the bound version is not sent")
    func versionGating() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        let thing = factory.bindAny(TktThing.self, version: 2)
        #expect(thing.version == 2)
        #expect(!thing.supports(.newer) && thing.supports(.release) && TktThing.Request.newer.since == 3)
        thing.newer(value: 99)
        thing.setLabel("after")
        compositor.pump()
        let requests = compositor.received.filter { $0.interface == "tkt_thing" }
        #expect(requests.map(\.opcode) == [1])
        #expect(requests.first?.values == [.string("after")])

        // The destructor request (since 2) is sent and the object is dead afterwards.
        thing.destroy()
        #expect(!thing.isAlive && thing.version == 0)
        thing.setLabel("ignored")
        compositor.pump()
        #expect(compositor.received.filter { $0.interface == "tkt_thing" }.map(\.opcode) == [1, 5])
    }

    @Test("bind clamps the version to what the bindings know; untyped new_id carries the interface")
    func bindClamps() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        let thing = factory.bindAny(TktThing.self, version: 99)
        #expect(thing.version == TktThing.interfaceVersion)
        compositor.pump()
        let bind = try #require(compositor.received.first { $0.interface == "tkt_factory" && $0.opcode == 1 })
        #expect(bind.values == [.string("tkt_thing"), .uint(4), .newID(thing.id)])
    }

    @Test("a destructor event destroys the callback after its handler ran")
    func destructorEvent() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        let callback = factory.ping()
        var data: UInt32?
        var aliveInHandler = false
        callback.onEvent = { [unowned callback] event in  // unowned: the callback keeps its handler
            if case .done(let value) = event { data = value }
            aliveInHandler = callback.isAlive
        }
        try #require(compositor.pump { data != nil })
        #expect(data == 42 && aliveInHandler && !callback.isAlive)
    }

    @Test("objects created by requests with a parent and by events are Swift proxies")
    func createdObjects() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        let parent = factory.createThing()
        let child = parent.makeChild(parent: parent)
        compositor.pump()
        #expect(child.isAlive && child.version == 3)
        let make = try #require(compositor.received.first { $0.interface == "tkt_thing" && $0.opcode == 2 })
        #expect(make.values == [.newID(child.id), .object(parent.id)])

        // A server-created object (new_id in an event).
        var created: TktThing?
        parent.onEvent = { if case .child(let thing) = $0 { created = thing } }
        let serverThing = try #require(compositor.createResource(TktThing.interface, version: 3, id: 0))
        compositor.post(to: parent.id, opcode: 1, { $0[0].o = serverThing }, count: 1)
        try #require(compositor.pump { created != nil })
        let thing = try #require(created)
        #expect(thing.isAlive && thing.version == 3 && thing.id >= 0xFF00_0000)
        thing.setLabel("from the child")
        compositor.pump()
        #expect(compositor.received.last?.objectID == thing.id)
    }

    @Test("a proxy whose Swift object is gone ignores events without crashing")
    func releasedProxy() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        var thing: TktThing? = factory.createThing()
        compositor.pump()
        let id = try #require(thing?.id)
        thing = nil
        compositor.post(to: id, opcode: 2, { $0[0].u = 1 }, count: 1)
        compositor.pump()
        #expect(compositor.display.error == nil)
    }

    @Test("a protocol error is reported with interface, object id and code")
    func protocolError() throws {
        let (compositor, _, factory) = try connect()
        defer { compositor.shutDown() }
        let thing = factory.createThing()
        compositor.pump()
        compositor.postProtocolError(objectID: thing.id, code: 7, message: "test error")
        compositor.pump { compositor.display.error != nil }
        #expect(
            compositor.display.protocolError == ProtocolError(interfaceName: "tkt_thing", objectID: thing.id, code: 7))
        #expect(
            compositor.display.error
                == .protocolError(ProtocolError(interfaceName: "tkt_thing", objectID: thing.id, code: 7)))
    }

    @Test("a failed connection names the socket path it tried")
    func connectionFailure() {
        #expect(throws: WaylandError.connectionFailed(socketPath: "/nonexistent/touchkit-wayland-0", errno: ENOENT)) {
            _ = try Display.connect(name: "/nonexistent/touchkit-wayland-0")
        }
        let error = WaylandError.connectionFailed(socketPath: "/run/user/1000/wayland-9", errno: ENOENT)
        #expect(error.description.contains("/run/user/1000/wayland-9"))
        #expect(Display.socketDescription(name: "/abs/sock") == "/abs/sock")
    }
}
