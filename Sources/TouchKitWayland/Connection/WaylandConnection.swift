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
    private(set) var seats: [UInt32: WaylandSeat] = [:]
    /// `Pasteboard.general` over `wl_data_device` (SPEC X12), when the manager is offered.
    private(set) var clipboard: WaylandClipboard?
    /// The on-screen keyboard's connection (text-input-v3, SPEC X13).
    private(set) lazy var textInput = WaylandTextInput(connection: self)
    private(set) var outputs: [UInt32: WaylandOutput] = [:]

    /// The windows shown, by surface, so that input events find their window.
    var windowsBySurface: [ObjectIdentifier: WaylandWindowHost] = [:]
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
                let added = WaylandSeat(seat: seat, globalName: name, connection: self)
                seats[name] = added
                clipboard?.add(added)
                textInput.add(added)
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

    /// Sends buffered requests; a full socket is retried shortly.
    func flush() {
        do {
            if try !display.flush() {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) {
                    MainActor.assumeIsolated { self.flush() }
                }
            }
        } catch {
            loop.fail(error)
        }
    }
}

/// A `wl_output`, its integer scale and its presentation timing (SPEC D10).
@MainActor
final class WaylandOutput {
    let output: WlOutput
    private(set) var scale: Int32 = 1
    /// The last presentation on this output and its refresh interval, from the
    /// presentation feedback of any window shown on it.
    var timing = PresentationTiming()
    private weak var connection: WaylandConnection?

    init(output: WlOutput, connection: WaylandConnection) {
        self.output = output
        self.connection = connection
        output.onEvent = { [weak self] event in
            guard let self else { return }
            if case .scale(let factor) = event {
                self.scale = max(1, factor)
                for host in connection.windowsBySurface.values { host.outputsChanged() }
            }
        }
    }

    func removed() {
        output.destroy()
    }
}
