import CWaylandClient
import TouchKit
import TouchKitTesting

@testable import TouchKitWayland

/// The rig of the mock-compositor tests: TouchKitTesting's ``MockCompositor``, the real
/// backend connected to it, an application on a ``ManualClock`` (so no test waits on
/// the wall clock), and one window, shown and configured.
///
/// What a suite needs beyond that is given by parameters: the globals offered, launch
/// options, the window's size, the seat's capabilities, the delegate, and two hooks, one
/// that fills the window before it is shown and one that runs once the client is
/// connected, before the window is configured. A test calls ``close()`` when done
/// (`defer { scene.close() }`).
@MainActor
struct MockScene {
    /// The globals a ``MockCompositor`` offers, as ``MockCompositor/standardGlobals`` lists them.
    typealias Globals = [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)]

    let compositor: MockCompositor
    let backend: WaylandBackend
    let app: Application
    let clock: ManualClock
    let window: Window
    /// The application's delegate, kept here: the application holds it weakly.
    let delegate: any ApplicationDelegate

    /// Starts the compositor, connects the backend, shows the window and configures it.
    ///
    /// - Parameters:
    ///   - globals: What the compositor offers.
    ///   - options: The backend's launch options.
    ///   - size: The window's size, and the size the compositor configures it at.
    ///   - capabilities: The seat's `wl_seat.capabilities` (1 pointer, 2 keyboard, 4
    ///     touch), sent after the configure; `nil` sends none.
    ///   - delegate: The application's delegate; by default one that keeps the process
    ///     running when the window closes.
    ///   - content: Fills the window before it is shown.
    ///   - connected: Runs after the client's first round trip, before the configure.
    init(
        offering globals: Globals = MockCompositor.standardGlobals,
        options: WaylandLaunchOptions = WaylandLaunchOptions(),
        size: Size = Size(width: 320, height: 240),
        seat capabilities: UInt32? = nil,
        delegate: any ApplicationDelegate = StayingApplicationDelegate(),
        content: (Window) -> Void = { _ in },
        connected: (MockScene) throws -> Void = { _ in }
    ) throws {
        compositor = try MockCompositor(offering: globals)
        clock = ManualClock()
        app = Application(clock: clock)
        self.delegate = delegate
        app.delegate = delegate
        do {
            backend = try WaylandBackend(application: app, displayName: compositor.socketPath, options: options)
        } catch {
            compositor.stop()
            throw error
        }
        app.backend = backend
        window = Window(frame: Rect(origin: .zero, size: size), application: app)
        content(window)
        window.makeKeyAndVisible()
        do {
            try settle()
            try connected(self)
            compositor.configureWindows(width: Int32(size.width), height: Int32(size.height))
            if let capabilities { compositor.announceSeatCapabilities(capabilities) }
            try settle()
        } catch {
            close()
            throw error
        }
    }

    /// One turn of the connection (``WaylandBackend/settle()``): what the compositor sent
    /// is read and handed to the application, and the app's requests have reached it.
    func settle() throws {
        try backend.settle()
    }

    /// The window's geometry origin in its content coordinates (a client-side title bar
    /// puts it above the content): `xdg_positioner` and the popups' configures speak geometry.
    var geometryOrigin: Point {
        let host = backend.connection.windowsBySurface.values.first { $0.window === window }
        return host?.clientDecoration?.layout.windowGeometry.origin ?? .zero
    }

    /// Dismisses the open popups, closes the window, disconnects and stops the compositor.
    func close() {
        for popup in app.popups { popup.dismiss() }
        window.close()
        try? settle()
        app.backend = nil
        compositor.stop()
    }
}
