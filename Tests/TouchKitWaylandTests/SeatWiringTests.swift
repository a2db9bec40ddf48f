import CWaylandClient
import CWaylandServer
import Testing
import TouchKit
import Wayland

@testable import TouchKitWayland

/// A seat's wiring against a real libwayland server (issue 17: TouchKitWayland's own
/// unit tests): capabilities make and release the devices, the seat's name names the
/// frames, and a seat that goes away is released.
@MainActor
@Suite("Wayland seat wiring against an in-process server", .serialized)
struct SeatWiringTests {
    static let seatCapabilityPointer: UInt32 = 1
    static let seatCapabilityKeyboard: UInt32 = 2
    static let seatCapabilityTouch: UInt32 = 4

    /// A server with the globals a window needs and a `wl_seat` version 7, and a backend on it.
    static func connected() throws -> (GlobalsServer, WaylandBackend, WaylandSeat) {
        let server = try GlobalsServer(offering: BackendGlobalsTests.windowGlobals + [(WlSeat.interface, 7)])
        let backend = try WaylandBackend(application: Application(), displayName: server.socketPath)
        let seat = try #require(backend.connection.seats.values.first)
        return (server, backend, seat)
    }

    /// Sends `wl_seat.capabilities` and lets the client answer.
    static func sendCapabilities(_ capabilities: UInt32, _ server: GlobalsServer, _ backend: WaylandBackend) throws {
        server.perform { server in
            var argument = CWaylandServer.wl_argument()
            argument.u = capabilities
            server.post("wl_seat", opcode: 0, [argument])
        }
        _ = try backend.connection.display.roundtrip()  // the event in, the requests it makes out
        _ = try backend.connection.display.roundtrip()  // those requests handled by the server
    }

    @Test("touch, pointer and keyboard capabilities make the three devices; losing them releases each")
    func capabilitiesMakeAndReleaseDevices() throws {
        let (server, backend, seat) = try Self.connected()
        defer { server.stop() }
        try Self.sendCapabilities(
            Self.seatCapabilityTouch | Self.seatCapabilityPointer | Self.seatCapabilityKeyboard, server, backend)
        #expect(seat.touch != nil && seat.pointer != nil && seat.keyboard != nil)
        let made = server.received.map(\.description)
        #expect(made.contains("wl_seat.get_touch"))
        #expect(made.contains("wl_seat.get_pointer"))
        #expect(made.contains("wl_seat.get_keyboard"))

        try Self.sendCapabilities(Self.seatCapabilityKeyboard, server, backend)
        #expect(seat.touch == nil && seat.pointer == nil && seat.keyboard != nil)
        let released = server.received.map(\.description)
        #expect(released.contains("wl_touch.release"))
        #expect(released.contains("wl_pointer.release"))
        #expect(!released.contains("wl_keyboard.release"))
    }

    @Test("W9: the seat's name names its frames")
    func nameNamesTheFrames() throws {
        let (server, backend, seat) = try Self.connected()
        defer { server.stop() }
        #expect(seat.builder.seat != SeatID("front-panel"))
        server.perform { server in
            "front-panel".withCString { name in
                var argument = CWaylandServer.wl_argument()
                argument.s = name
                server.post("wl_seat", opcode: 1, [argument])
            }
        }
        _ = try backend.connection.display.roundtrip()
        #expect(seat.builder.seat == SeatID("front-panel"))
    }

    @Test("a seat whose global goes away is released with its devices")
    func removedSeatIsReleased() throws {
        let (server, backend, _) = try Self.connected()
        defer { server.stop() }
        try Self.sendCapabilities(Self.seatCapabilityTouch, server, backend)
        server.perform { server in server.removeGlobal("wl_seat") }
        _ = try backend.connection.display.roundtrip()
        _ = try backend.connection.display.roundtrip()
        #expect(backend.connection.seats.isEmpty)
        let requests = server.received.map(\.description)
        #expect(requests.contains("wl_touch.release"))
        #expect(requests.contains("wl_seat.release"))
    }
}
