import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Client-side decorations under Weston's desktop shell, which offers no xdg-decoration:
/// TouchKit draws the title bar, and the compositor moves, maximizes and closes the
/// window when its parts are used (touch through the replay module).
@MainActor
@Suite("Client-side decorations under Weston's desktop shell", .serialized)
struct ClientDecorationTests {
    static let titleHeight = 32.0

    /// A desktop-shell session with TouchTracker in it.
    static func start(_ name: String) throws -> (HeadlessSession, AppProcess, Toplevel) {
        let out = NSTemporaryDirectory() + "touchkit-tests/decorations-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        var configuration = HeadlessSession.Configuration(width: 1280, height: 840, outputDirectory: out)
        configuration.shell = "desktop-shell.so"
        let session = try HeadlessSession(configuration)
        let app = try session.launch(executable: try CompositorRun.product("TouchTracker"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        _ = try session.waitUntilDispatched(window)
        try session.dispatch(for: 1.0)
        return (session, app, session.toplevels[window.handle] ?? window)
    }

    @Test("explore")
    func explore() throws {
        let (session, _, window) = try Self.start("explore")
        defer { session.stop() }
        print("toplevel: \(window)")
        let capture = try session.capture(to: session.outputDirectory + "/explore.png")
        print("capture: \(capture.path)")
    }
}
