import Testing
import TouchKit
import Wayland

@testable import TouchKitWayland

/// The `TOUCHKIT_*` environment is read once, into ``WaylandLaunchOptions``, when the
/// backend is made; the seats and hosts read the options, not the environment.
@MainActor
@Suite("Wayland launch options")
struct LaunchOptionsTests {
    @Test("an empty environment gives the defaults: pointer as a finger, no fullscreen, no files")
    func defaults() {
        let options = WaylandLaunchOptions(environment: [:])
        #expect(options == WaylandLaunchOptions())
        #expect(options.pointerActsAsTouch)
        #expect(!options.fullscreen)
        #expect(options.readyFile == nil && options.recordPath == nil)
    }

    @Test("each variable sets its option; an empty path is no path; only '0' turns the pointer off")
    func variables() {
        let options = WaylandLaunchOptions(environment: [
            "TOUCHKIT_POINTER_AS_TOUCH": "0", "TOUCHKIT_FULLSCREEN": "1",
            "TOUCHKIT_READY_FILE": "/tmp/ready", "TOUCHKIT_RECORD": "",
        ])
        #expect(
            options
                == WaylandLaunchOptions(
                    pointerActsAsTouch: false, fullscreen: true, readyFile: "/tmp/ready", recordPath: nil))
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_POINTER_AS_TOUCH": "1"]).pointerActsAsTouch)
        #expect(!WaylandLaunchOptions(environment: ["TOUCHKIT_FULLSCREEN": "yes"]).fullscreen)
    }

    @Test("M3: TOUCHKIT_APPEARANCE and the session bus are read into the options; other values follow the desktop")
    func appearance() {
        let options = WaylandLaunchOptions(environment: [
            "TOUCHKIT_APPEARANCE": "dark", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus",
        ])
        #expect(options.appearance == .dark)
        #expect(options.sessionBusAddress == "unix:path=/run/bus")
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_APPEARANCE": "light"]).appearance == .light)
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_APPEARANCE": "sepia"]).appearance == nil)
        #expect(WaylandLaunchOptions(environment: ["DBUS_SESSION_BUS_ADDRESS": ""]).sessionBusAddress == nil)
    }

    @Test("A10: TOUCHKIT_ACCESSIBILITY=0 turns the AT-SPI bridge off in the options; anything else leaves it on")
    func accessibilityVariable() {
        #expect(WaylandLaunchOptions(environment: [:]).accessibility)
        #expect(!WaylandLaunchOptions(environment: ["TOUCHKIT_ACCESSIBILITY": "0"]).accessibility)
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_ACCESSIBILITY": "1"]).accessibility)
        #expect(WaylandLaunchOptions(environment: ["TOUCHKIT_ACCESSIBILITY": ""]).accessibility)
    }

    @Test("W10: a backend launched with the pointer not acting as a finger makes seats whose builder says so")
    func seatsFollowTheOptions() throws {
        let server = try GlobalsServer(offering: BackendGlobalsTests.windowGlobals + [(WlSeat.interface, 7)])
        defer { server.stop() }
        let backend = try WaylandBackend(
            application: Application(), displayName: server.socketPath,
            options: WaylandLaunchOptions(pointerActsAsTouch: false))
        let seat = try #require(backend.connection.seats.values.first)
        #expect(!seat.builder.pointerActsAsTouch)
        #expect(backend.connection.options.pointerActsAsTouch == false)
    }
}
