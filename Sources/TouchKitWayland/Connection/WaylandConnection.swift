import Dispatch
import Glibc
import TouchKit
import TouchKitRecording
internal import Wayland

/// The connection to the compositor and the globals TouchKit binds.
///
/// Owns object lifetimes (like foot's `wayland.c`): each global is bound at
/// `min(offered, newest known)`, and refused when older than TouchKit can use
/// (``GlobalVersion``); seats and outputs may come and go at runtime. What events
/// mean is decided elsewhere (the seat devices and window hosts).
@MainActor
final class WaylandConnection {
    let display: Display
    let registry: WlRegistry
    private(set) var compositor: WlCompositor?
    private(set) var shm: WlShm?
    private(set) var wmBase: XdgWmBase?
    private(set) var viewporter: WpViewporter?
    private(set) var fractionalScaleManager: WpFractionalScaleManagerV1?
    private(set) var inputTimestamps: ZwpInputTimestampsManagerV1?
    private(set) var decorationManager: ZxdgDecorationManagerV1?
    private(set) var subcompositor: WlSubcompositor?
    /// `wp_presentation`, when offered (SPEC D10).
    private(set) var presentation: WpPresentation?
    /// The presentation clock (`wp_presentation.clock_id`, a `clockid_t`), once told.
    private(set) var presentationClock: Int32?
    /// `zwp_tablet_manager_v2`, when offered: every seat's pens (SPEC P40).
    private(set) var tabletManager: ZwpTabletManagerV2?
    /// `zwp_pointer_gestures_v1`, when offered: touchpad gestures (SPEC P48).
    private(set) var pointerGestures: ZwpPointerGesturesV1?
    /// `wp_cursor_shape_manager_v1`, when offered: cursors by name (SPEC P16).
    private(set) var cursorShapeManager: WpCursorShapeManagerV1?
    /// The Xcursor theme, for compositors without cursor shapes (SPEC P17).
    private(set) lazy var cursorTheme: CursorTheme? = shm.map { CursorTheme(shm: $0, options: options) }
    private(set) var seats: [UInt32: WaylandSeat] = [:]
    /// Whether a failed connection ends the process with one line, status 1 (always, but
    /// for an in-process compositor's tests).
    var endsProcessOnFailure = true
    /// `Pasteboard.general` over `wl_data_device` (SPEC X12), when the manager is offered.
    private(set) var clipboard: WaylandClipboard?
    /// The on-screen keyboard's connection (text-input-v3, SPEC X13).
    private(set) lazy var textInput = WaylandTextInput(connection: self)
    private(set) var outputs: [UInt32: WaylandOutput] = [:]
    /// Whether a late draw is due, for a test session (SPEC D12, `TOUCHKIT_PACING_FILE`).
    private(set) lazy var pacingState = PacingStateFile(path: options.pacingFile)

    /// The windows shown, by surface, so that input events find their window.
    var windowsBySurface: [ObjectIdentifier: WaylandWindowHost] = [:]
    /// The popups shown (menus), by surface, so that touches find them (SPEC P60).
    var popupsBySurface: [ObjectIdentifier: PopupWindow] = [:]
    /// The seat of the latest touch down or pen down, and its serial: a popup's grab
    /// names them (`xdg_popup.grab`, SPEC P69). Weak: holding the proxy would keep the
    /// connection alive after its application (the hostile compositor's leak check).
    private(set) weak var lastInputSeat: WlSeat?
    private(set) var lastInputSerial: UInt32 = 0

    /// A touch or pen went down on `seat` with `serial` (for a popup's grab, SPEC P69).
    func noteInput(on seat: WlSeat, serial: UInt32) {
        lastInputSeat = seat
        lastInputSerial = serial
    }
    /// Client-side decorations, by their surface (``ClientDecoration``).
    var decorationsBySurface: [ObjectIdentifier: ClientDecoration] = [:]
    weak var application: Application?
    /// The event loop that reads this connection.
    let loop = WaylandRunLoop()
    /// What the backend was launched with (the `TOUCHKIT_*` environment, read once).
    let options: WaylandLaunchOptions
    /// Announces shown windows to a test session (`TOUCHKIT_READY_FILE`).
    let announcement: SessionAnnouncement
    /// The `TOUCHKIT_RECORD` recorder: every seat writes to it (a recorder per seat
    /// would empty the file each time a seat appeared).
    private(set) lazy var recorder: TouchRecorder? = options.recordPath.flatMap(TouchRecorder.recording(to:))
    /// The first required global offered too old, thrown once the globals are known.
    private var tooOld: BackendError?

    /// Connects and binds the globals.
    ///
    /// - Parameters:
    ///   - name: A socket name or path; `WAYLAND_DISPLAY` (or `wayland-0`) when nil.
    ///   - application: The application whose windows it shows.
    ///   - options: What the backend was launched with.
    init(name: String?, application: Application, options: WaylandLaunchOptions) throws(BackendError) {
        self.options = options
        announcement = SessionAnnouncement(readyFile: options.readyFile)
        LibwaylandLog.install()
        do {
            display = try Display.connect(name: name)
        } catch {
            if case .connectionFailed(let path, let code) = error {
                throw .noCompositor(socket: path, reason: String(cString: strerror(code)))
            }
            throw .noCompositor(socket: Display.socketDescription(name: name), reason: "\(error)")
        }
        self.application = application
        registry = display.registry()
        registry.onEvent = { [weak self] event in self?.registryEvent(event) }
        _ = textInput
        _ = try? display.roundtrip()
        _ = try? display.roundtrip()  // outputs' and seats' first events
        if let tooOld { throw tooOld }
        guard compositor != nil else { throw .missingGlobal("wl_compositor") }
        guard shm != nil else { throw .missingGlobal("wl_shm") }
        guard wmBase != nil else { throw .missingGlobal("xdg_wm_base") }
    }

    /// `wl_registry.global` / `global_remove`: globals appearing and going away.
    private func registryEvent(_ event: WlRegistry.Event) {
        switch event {
        case .global(let name, let interface, let offered):
            guard let known = GlobalVersion.all.first(where: { $0.interface == interface }) else { return }
            let version: UInt32
            do {
                version = try known.version(offered: offered)
            } catch {
                if known.isRequired {
                    tooOld = tooOld ?? error
                } else {
                    TouchKitLog.error("\(error): ignored")
                }
                return
            }
            switch interface {
            case WlCompositor.interfaceName:
                compositor = registry.bind(WlCompositor.self, name: name, version: version)
            case WlShm.interfaceName:
                shm = registry.bind(WlShm.self, name: name, version: version)
            case XdgWmBase.interfaceName:
                let base = registry.bind(XdgWmBase.self, name: name, version: version)
                base.onEvent = { [weak base] event in
                    if case .ping(let serial) = event { base?.pong(serial: serial) }
                }
                wmBase = base
            case WpViewporter.interfaceName:
                viewporter = registry.bind(WpViewporter.self, name: name, version: version)
            case WpFractionalScaleManagerV1.interfaceName:
                fractionalScaleManager = registry.bind(WpFractionalScaleManagerV1.self, name: name, version: version)
            case ZwpInputTimestampsManagerV1.interfaceName:
                inputTimestamps = registry.bind(ZwpInputTimestampsManagerV1.self, name: name, version: version)
            case ZxdgDecorationManagerV1.interfaceName:
                decorationManager = registry.bind(ZxdgDecorationManagerV1.self, name: name, version: version)
            case WlSubcompositor.interfaceName:
                subcompositor = registry.bind(WlSubcompositor.self, name: name, version: version)
            case WpPresentation.interfaceName:
                let presentation = registry.bind(WpPresentation.self, name: name, version: version)
                presentation.onEvent = { [weak self] event in
                    if case .clockId(let clock) = event { self?.presentationClock = Int32(bitPattern: clock) }
                }
                self.presentation = presentation
            case WlSeat.interfaceName:
                let seat = registry.bind(WlSeat.self, name: name, version: version)
                let wrapper = WaylandSeat(seat: seat, globalName: name, connection: self)
                seats[name] = wrapper
                if let tabletManager { wrapper.attachTablets(tabletManager) }
                clipboard?.add(wrapper)
                textInput.add(wrapper)
            case ZwpPointerGesturesV1.interfaceName:
                pointerGestures = registry.bind(ZwpPointerGesturesV1.self, name: name, version: version)
            case WpCursorShapeManagerV1.interfaceName:
                cursorShapeManager = registry.bind(WpCursorShapeManagerV1.self, name: name, version: version)
            case ZwpTabletManagerV2.interfaceName:
                let manager = registry.bind(ZwpTabletManagerV2.self, name: name, version: version)
                tabletManager = manager
                for seat in seats.values { seat.attachTablets(manager) }
            case ZwpTextInputManagerV3.interfaceName:
                textInput.setManager(registry.bind(ZwpTextInputManagerV3.self, name: name, version: version))
            case WlDataDeviceManager.interfaceName:
                let manager = registry.bind(WlDataDeviceManager.self, name: name, version: version)
                let clipboard = WaylandClipboard(manager: manager, connection: self)
                for seat in seats.values { clipboard.add(seat) }
                self.clipboard = clipboard
            case WlOutput.interfaceName:
                let output = registry.bind(WlOutput.self, name: name, version: version)
                outputs[name] = WaylandOutput(output: output, connection: self)
            default:
                break
            }
        case .globalRemove(let name):
            if let seat = seats.removeValue(forKey: name) {
                clipboard?.remove(seat)
                textInput.remove(seat)
                seat.removed()
            }
            if let output = outputs.removeValue(forKey: name) { output.removed() }
        }
    }

    /// The window whose surface this is.
    func window(for surface: WlSurface?) -> WaylandWindowHost? {
        guard let surface else { return nil }
        return windowsBySurface[ObjectIdentifier(surface)]
    }

    /// The popup whose surface this is (SPEC P60).
    func popup(for surface: WlSurface?) -> PopupWindow? {
        surface.flatMap { popupsBySurface[ObjectIdentifier($0)] }
    }

    /// The decorations an input event at `point` on `surface` belongs to, with the point
    /// in content coordinates: the decoration surface itself, or a window's content
    /// surface at a point outside its content (Weston keeps a second finger on the
    /// surface the first one touched, whatever it lands on).
    func decoration(for surface: WlSurface?, at point: Point) -> (ClientDecoration, Point)? {
        guard let surface else { return nil }
        if let decoration = decorationsBySurface[ObjectIdentifier(surface)] {
            let origin = decoration.layout.surfaceFrame.origin
            return (decoration, Point(x: point.x + origin.x, y: point.y + origin.y))
        }
        if let decoration = windowsBySurface[ObjectIdentifier(surface)]?.clientDecoration,
            decoration.layout.part(at: point) != nil
        {
            return (decoration, point)
        }
        return nil
    }

    /// The output wrapper for a `wl_output` proxy.
    func output(for proxy: WlOutput?) -> WaylandOutput? {
        guard let proxy else { return nil }
        return outputs.values.first { $0.output === proxy }
    }

    /// Sends buffered requests; a full socket is retried shortly (by a retry that does
    /// not keep the connection: one let go of meanwhile is freed, and its socket closed).
    func flush() {
        do {
            if try !display.flush() {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) { [weak self] in
                    MainActor.assumeIsolated { self?.flush() }
                }
            }
        } catch {
            // (An in-process compositor's tests keep the process: the error stays on the
            // display for them to check, ``WaylandBackend/endsProcessOnFailure``.)
            if endsProcessOnFailure { loop.fail(error) }
        }
    }
}
