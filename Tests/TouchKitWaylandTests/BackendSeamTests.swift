import CWaylandClient
import Foundation
import Testing
import TouchKit
import Wayland

@testable import TouchKitWayland

/// The backend as an app sees it: a throwing initializer, and the versions it binds
/// globals at (issue 17, "one backend seam").
@MainActor
@Suite("Wayland backend: throwing setup and global versions")
struct BackendSeamTests {
    @Test("with nothing at the socket, the initializer throws noCompositor naming the socket")
    func noCompositorThrows() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-no-such-\(getpid())").path
        let application = Application()
        do {
            _ = try WaylandBackend(application: application, displayName: socket)
            Issue.record("a backend was made with no compositor at \(socket)")
        } catch {
            guard case .noCompositor(let tried, _) = error else {
                Issue.record("expected noCompositor, got \(error)")
                return
            }
            #expect(tried == socket)
            #expect(error.description.contains(socket))
        }
    }

    @Test("a global is bound at the offered version, capped at the newest known")
    func boundAtOfferedVersionCapped() throws {
        #expect(try GlobalVersion.seat.version(offered: 7) == 7)
        #expect(try GlobalVersion.seat.version(offered: 9) == 8)
        #expect(try GlobalVersion.compositor.version(offered: 6) == 5)
        #expect(try GlobalVersion.shm.version(offered: 2) == 1)
    }

    @Test("a global older than TouchKit can use is refused, naming the interface and both versions")
    func tooOldIsRefused() {
        #expect(throws: BackendError.globalTooOld(interface: "wl_compositor", offered: 3, minimum: 4)) {
            _ = try GlobalVersion.compositor.version(offered: 3)
        }
        do {
            _ = try GlobalVersion.seat.version(offered: 4)
            Issue.record("wl_seat version 4 was accepted")
        } catch {
            #expect(error.description == "the compositor offers wl_seat version 4; TouchKit needs version 5 or later")
        }
    }

    @Test("the table names each interface once, the required ones are the three a window needs")
    func tableIsConsistent() {
        let names = GlobalVersion.all.map(\.interface)
        #expect(Set(names).count == names.count)
        #expect(
            Set(GlobalVersion.all.filter(\.isRequired).map(\.interface)) == ["wl_compositor", "wl_shm", "xdg_wm_base"])
        #expect(GlobalVersion.all.allSatisfy { $0.oldest >= 1 && $0.oldest <= $0.newest })
    }
}

/// The version check at bind, against a real libwayland server offering old globals.
@MainActor
@Suite("Wayland backend: globals offered by a server", .serialized)
struct BackendGlobalsTests {
    static let windowGlobals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)] = [
        (WlCompositor.interface, 5), (WlShm.interface, 1), (XdgWmBase.interface, 2),
    ]

    static func connect(_ globals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)]) throws
        -> Result<WaylandBackend, BackendError>
    {
        let server = try GlobalsServer(offering: globals)
        defer { server.stop() }
        do throws(BackendError) {
            return .success(try WaylandBackend(application: Application(), displayName: server.socketPath))
        } catch {
            return .failure(error)
        }
    }

    @Test("the globals a window needs, at usable versions: the backend connects and binds them")
    func connects() throws {
        guard case .success(let backend) = try Self.connect(Self.windowGlobals + [(WlSeat.interface, 7)]) else {
            Issue.record("the backend did not connect")
            return
        }
        #expect(backend.connection.compositor?.version == 5)
        #expect(backend.connection.wmBase?.version == 2)
        #expect(backend.connection.seats.count == 1)
    }

    @Test("wl_compositor version 3 (no damage_buffer): the backend refuses it, naming the interface")
    func oldCompositorRefused() throws {
        let result = try Self.connect([(WlCompositor.interface, 3), (WlShm.interface, 1), (XdgWmBase.interface, 1)])
        guard case .failure(let error) = result else {
            Issue.record("a backend was made with wl_compositor version 3")
            return
        }
        #expect(error == .globalTooOld(interface: "wl_compositor", offered: 3, minimum: 4))
    }

    @Test("no xdg_wm_base: missingGlobal names it")
    func missingShellRefused() throws {
        let result = try Self.connect([(WlCompositor.interface, 5), (WlShm.interface, 1)])
        guard case .failure(let error) = result else {
            Issue.record("a backend was made with no xdg_wm_base")
            return
        }
        #expect(error == .missingGlobal("xdg_wm_base"))
    }

    @Test("a wl_seat too old to release its devices (version 4) is ignored, the backend still connects")
    func oldSeatIgnored() throws {
        guard case .success(let backend) = try Self.connect(Self.windowGlobals + [(WlSeat.interface, 4)]) else {
            Issue.record("an old seat stopped the backend")
            return
        }
        #expect(backend.connection.seats.isEmpty)
    }
}
