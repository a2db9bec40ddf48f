import TouchKit
internal import Wayland

/// Shows a ``PopupWindow`` (a menu) in an `xdg_popup` over its parent's `xdg_surface`
/// (SPEC P60-P69).
///
/// The positioner anchors it below the anchor rectangle, centred, and lets the
/// compositor slide it along either axis and flip it above (P62); the popup takes an
/// explicit grab with the serial of the input that opened it (P69), unless it leaves
/// the keyboard with its parent (an edit menu, X15). `configure` tells
/// where the compositor put it, and `popup_done` dismisses the window (P67), which
/// destroys the popup. It draws the whole window on each change: a menu is small.
@MainActor
final class WaylandPopupHost: WindowHost {
    let window: PopupWindow
    let surface: WlSurface
    private let xdgSurface: XdgSurface
    private let popup: XdgPopup
    unowned let connection: WaylandConnection
    private weak var backend: WaylandBackend?
    private var configured = false
    private var drawScheduled = false
    /// Every buffer was busy at the last draw: a release draws again.
    private var waitsForBuffer = false
    private var scale: Double
    /// The parent's window geometry origin in its content coordinates (a client-side
    /// title bar puts it above the content): positioner and configure speak geometry.
    private let geometryOrigin: Point
    private lazy var pool = BufferPool<SharedMemoryBuffer> { [unowned self] width, height, scale in
        guard let shm = self.connection.shm else { throw BackendError.missingGlobal("wl_shm") }
        let buffer = try SharedMemoryBuffer(shm: shm, width: width, height: height, scale: scale)
        buffer.onRelease = { [weak self] in
            guard let self, self.waitsForBuffer else { return }
            self.waitsForBuffer = false
            self.windowNeedsDisplay(self.window)
        }
        return buffer
    }

    /// The positioner's constraint adjustment (SPEC P62).
    static let adjustment: XdgPositioner.ConstraintAdjustment = [.slideX, .slideY, .flipY]

    init(
        window: PopupWindow, parent: XdgSurface, parentScale: Double, parentGeometryOrigin: Point,
        connection: WaylandConnection, backend: WaylandBackend
    ) throws {
        guard let compositor = connection.compositor, let wmBase = connection.wmBase else {
            throw BackendError.missingGlobal("wl_compositor and xdg_wm_base")
        }
        self.window = window
        self.connection = connection
        self.backend = backend
        scale = max(1, parentScale.rounded(.up))
        geometryOrigin = parentGeometryOrigin
        surface = compositor.createSurface()
        xdgSurface = wmBase.getXdgSurface(surface)
        let positioner = wmBase.createPositioner()
        func side(_ value: Double) -> Int32 { Int32(clamping: Int(value.isFinite ? max(1, value.rounded(.up)) : 1)) }
        func coordinate(_ value: Double) -> Int32 { Int32(clamping: Int(value.isFinite ? value.rounded() : 0)) }
        positioner.setSize(width: side(window.bounds.size.width), height: side(window.bounds.size.height))
        let anchor = window.anchorRect
        positioner.setAnchorRect(
            x: coordinate(anchor.origin.x - geometryOrigin.x), y: coordinate(anchor.origin.y - geometryOrigin.y),
            width: side(anchor.size.width),
            height: side(anchor.size.height))
        positioner.setAnchor(.bottom)
        positioner.setGravity(.bottom)
        positioner.setConstraintAdjustment(Self.adjustment.rawValue)
        popup = xdgSurface.getPopup(parent: parent, positioner: positioner)
        positioner.destroy()
        if window.takesFocus, let seat = connection.lastInputSeat {
            popup.grab(seat: seat, serial: connection.lastInputSerial)
        }
        connection.popupsBySurface[ObjectIdentifier(surface)] = window
        xdgSurface.onEvent = { [weak self] event in
            if case .configure(let serial) = event { self?.configure(serial: serial) }
        }
        popup.onEvent = { [weak self] event in self?.popupEvent(event) }
        window.host = self
        surface.commit()
        connection.flush()
    }

    private func popupEvent(_ event: XdgPopup.Event) {
        switch event {
        case .configure(let x, let y, _, _):
            window.position = Point(x: Double(x) + geometryOrigin.x, y: Double(y) + geometryOrigin.y)
        case .popupDone:
            window.dismiss()
        default:
            break
        }
    }

    private func configure(serial: UInt32) {
        xdgSurface.ackConfigure(serial: serial)
        configured = true
        draw()
    }

    // MARK: - WindowHost

    func windowNeedsDisplay(_ window: Window) {
        guard configured, !drawScheduled else { return }
        drawScheduled = true
        connection.loop.beforeSleep { [weak self] in
            self?.drawScheduled = false
            self?.draw()
        }
    }

    func windowTitleDidChange(_ window: Window) {}

    func windowDidClose(_ window: Window) {
        connection.popupsBySurface[ObjectIdentifier(surface)] = nil
        for seat in connection.seats.values { seat.forget(window) }
        pool.destroyAll()
        popup.destroy()
        xdgSurface.destroy()
        surface.destroy()
        window.host = nil
        connection.flush()
        backend?.popupHostDidClose(self)
    }

    /// Draws the whole window into a buffer and commits it.
    private func draw() {
        guard configured, !window.isClosed else { return }
        window.layoutIfNeeded()
        _ = window.takeMove()
        _ = window.takeDamage()
        let size = window.bounds.size
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return }
        let buffer: SharedMemoryBuffer?
        do {
            buffer = try pool.acquire(width: width, height: height, scale: scale)
        } catch {
            TouchKitLog.error("cannot make a \(width)x\(height) buffer for a popup: \(error)")
            return
        }
        guard let buffer else {
            waitsForBuffer = true
            return
        }
        let all = Rect(origin: .zero, size: size)
        let plan = pool.prepare(buffer, damage: [all], move: nil)
        WindowRenderer.render(window, into: buffer.context, areas: plan.render, scale: scale)
        buffer.surface.flush()
        buffer.attach(to: surface)
        surface.setBufferScale(Int32(scale))
        surface.damageBuffer(x: 0, y: 0, width: Int32(width), height: Int32(height))
        pool.committed(buffer, changed: plan.changed)
        surface.commit()
        connection.flush()
    }
}
