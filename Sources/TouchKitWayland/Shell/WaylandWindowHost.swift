import Foundation
import TouchKit
internal import Wayland

/// Shows one TouchKit ``Window`` in an `xdg_toplevel`.
///
/// It follows configure (size, close), picks the output scale (integer
/// `buffer_scale`, or fractional-scale-v1 with a viewport when offered) so drawing is
/// crisp while touch coordinates stay logical, and paces drawing with frame callbacks:
/// at most one commit per frame callback, redraw requests between frames coalesce,
/// and nothing is drawn when nothing changed (SPEC D2, D5). Only damaged areas are
/// repainted and reported with `damage_buffer`. Server-side decorations are asked for
/// through xdg-decoration when the compositor offers it; otherwise, or when it insists
/// on client-side mode, the window draws its own (``ClientDecoration``,
/// `WaylandWindowHost+Decorations.swift`).
@MainActor
final class WaylandWindowHost: WindowHost {
    /// The largest width or height accepted from a configure.
    static let maximumDimension = 16384

    let window: Window
    let surface: WlSurface
    let xdgSurface: XdgSurface
    let toplevel: XdgToplevel
    private var decoration: ZxdgToplevelDecorationV1?
    /// Whether the window draws its own decorations (no xdg-decoration, or client-side mode).
    var wantsClientDecorations = true
    /// The decorations drawn, once a configure showed them (never while fullscreen only).
    var clientDecoration: ClientDecoration?
    /// The states of the last `xdg_toplevel.configure`.
    var toplevelStates: [UInt32] = []
    private var viewport: WpViewport?
    private var fractionalScale: WpFractionalScaleV1?
    unowned let connection: WaylandConnection
    private weak var backend: WaylandBackend?

    private var buffers: [SharedMemoryBuffer] = []
    private var frameCallback: WlCallback?
    private var isConfigured = false
    private var pendingSize: Size?
    private var drawScheduled = false
    /// Damage taken from the window but not drawn yet, for lack of a free buffer.
    private var deferredDamage: [Rect] = []
    private var enteredOutputs: [ObjectIdentifier: WaylandOutput] = [:]
    private var preferredFractionalScale: Double?
    /// Whether the first commit has been announced to a test session (``SessionAnnouncement``).
    private var announced = false
    private(set) var scale: Double = 1

    init(window: Window, connection: WaylandConnection, backend: WaylandBackend) throws {
        guard let compositor = connection.compositor, let wmBase = connection.wmBase else {
            throw BackendError.missingGlobal("wl_compositor and xdg_wm_base")
        }
        self.window = window
        self.connection = connection
        self.backend = backend
        surface = compositor.createSurface()
        xdgSurface = wmBase.getXdgSurface(surface)
        toplevel = xdgSurface.getToplevel()
        let appID = ProcessInfo.processInfo.processName
        toplevel.setAppId(appID)
        toplevel.setTitle(window.title.isEmpty ? appID : window.title)
        toplevel.setMinSize(width: 64, height: 64)
        if SessionAnnouncement.wantsFullscreen { toplevel.setFullscreen(output: nil) }
        if let manager = connection.decorationManager {
            let decoration = manager.getToplevelDecoration(toplevel: toplevel)
            decoration.setMode(.serverSide)
            decoration.onEvent = { [weak self] event in
                if case .configure(let mode) = event { self?.wantsClientDecorations = mode == .clientSide }
            }
            self.decoration = decoration
            wantsClientDecorations = false
        }
        if let viewporter = connection.viewporter, let manager = connection.fractionalScaleManager {
            viewport = viewporter.getViewport(surface: surface)
            let fractional = manager.getFractionalScale(surface: surface)
            fractional.onEvent = { [weak self] event in
                if case .preferredScale(let scale) = event {
                    let proposed = Double(scale) / 120
                    guard WindowSizeLimits.isAcceptable(scale: proposed) else {
                        TouchKitLog.error("compositor proposed a fractional scale of \(proposed); ignored")
                        return
                    }
                    self?.preferredFractionalScale = proposed
                    self?.outputsChanged()
                }
            }
            fractionalScale = fractional
        }
        connection.windowsBySurface[ObjectIdentifier(surface)] = self
        surface.onEvent = { [weak self] event in self?.surfaceEvent(event) }
        xdgSurface.onEvent = { [weak self] event in
            if case .configure(let serial) = event { self?.configure(serial: serial) }
        }
        toplevel.onEvent = { [weak self] event in self?.toplevelEvent(event) }
        window.host = self
        surface.commit()
        connection.flush()
    }

    // MARK: - Events

    /// `xdg_toplevel.configure` proposes a size (0 means "you choose"); `close` asks to close.
    private func toplevelEvent(_ event: XdgToplevel.Event) {
        switch event {
        case .configure(let width, let height, let states):
            toplevelStates = states
            guard width != 0 || height != 0 else { return }
            let title = decorationHeight(for: states)
            pendingSize = clampedSize(width: width, height: max(1, height - Int32(title)))
        case .close:
            window.close()
        default:
            break
        }
    }

    /// A proposed size, clamped so its buffer is at most 16384 pixels a side at the
    /// current scale (an absurd size is logged, never allocated).
    private func clampedSize(width: Int32, height: Int32) -> Size {
        let (size, clamped) = WindowSizeLimits.clamp(width: width, height: height, current: window.bounds.size, scale: scale)
        if clamped {
            TouchKitLog.error(
                "compositor asked for a \(width)x\(height) window at scale \(scale); using \(Int(size.width))x\(Int(size.height))")
        }
        return size
    }

    /// `xdg_surface.configure` ends a configure sequence: acknowledge, apply, draw.
    private func configure(serial: UInt32) {
        xdgSurface.ackConfigure(serial: serial)
        if let size = pendingSize {
            window.resize(to: size)
            pendingSize = nil
        }
        updateDecorations()
        isConfigured = true
        window.setNeedsDisplay()
        drawIfNeeded()
        if !announced, let callback = frameCallback {
            announced = true
            SessionAnnouncement.announceWhenPresented(
                callback, appID: ProcessInfo.processInfo.processName, title: window.title, size: window.bounds.size)
        }
    }

    /// `wl_surface.enter`/`leave`: the outputs the window is on decide its integer scale.
    private func surfaceEvent(_ event: WlSurface.Event) {
        // `if case` rather than `switch`: newer wayland.xml files add events (such as
        // preferred_buffer_scale) that this backend does not use.
        if case .enter(let output) = event, let o = connection.output(for: output) {
            enteredOutputs[ObjectIdentifier(o)] = o
        } else if case .leave(let output) = event, let o = connection.output(for: output) {
            enteredOutputs[ObjectIdentifier(o)] = nil
        }
        outputsChanged()
    }

    /// Recomputes the scale; a change redraws everything at the new density.
    func outputsChanged() {
        let integer = Double(
            enteredOutputs.values.map(\.scale).filter { WindowSizeLimits.isAcceptable(scale: Double($0)) }.max() ?? 1)
        let newScale = preferredFractionalScale ?? integer
        guard newScale != scale else { return }
        scale = newScale
        if clientDecoration != nil { updateDecorations() }
        window.setNeedsDisplay()
    }

    // MARK: - WindowHost

    func windowNeedsDisplay(_ window: Window) {
        guard !drawScheduled, frameCallback == nil else { return }
        drawScheduled = true
        // Coalesce every request made while handling the current events: the loop
        // draws once it has dispatched them, before it sleeps.
        WaylandRunLoop.beforeSleep { [weak self] in
            self?.drawScheduled = false
            self?.drawIfNeeded()
        }
    }

    func windowTitleDidChange(_ window: Window) {
        toplevel.setTitle(window.title)
        decorationTitleDidChange()
        connection.flush()
    }

    func windowDidClose(_ window: Window) {
        connection.windowsBySurface[ObjectIdentifier(surface)] = nil
        for seat in connection.seats.values { seat.forget(window) }
        frameCallback?.destroy()
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
        decoration?.destroy()
        clientDecoration?.destroy()
        fractionalScale?.destroy()
        viewport?.destroy()
        toplevel.destroy()
        xdgSurface.destroy()
        surface.destroy()
        window.host = nil
        backend?.hostDidClose(self, application: window.application)
    }

    // MARK: - Drawing

    /// Draws and commits if anything changed and the compositor is ready for a frame.
    func drawIfNeeded() {
        guard isConfigured, frameCallback == nil, !window.isClosed else { return }
        window.layoutIfNeeded()
        guard window.hasDamage || !deferredDamage.isEmpty else { return }
        let damage = deferredDamage + window.takeDamage()
        deferredDamage.removeAll()
        let size = window.bounds.size
        let pixelWidth = Int((size.width * scale).rounded(.up))
        let pixelHeight = Int((size.height * scale).rounded(.up))
        if buffers.first.map({ $0.width != pixelWidth || $0.height != pixelHeight || $0.scale != scale }) ?? false {
            for buffer in buffers { buffer.destroy() }
            buffers.removeAll()
        }
        guard let buffer = freeBuffer(width: pixelWidth, height: pixelHeight) else {
            // Keep the damage for the next draw: when a busy buffer is released, or after
            // the next configure when no buffer could be made. Asking the window for a
            // redraw here would spin.
            deferredDamage = damage
            return
        }
        for other in buffers where other !== buffer { other.staleAreas.append(contentsOf: damage) }
        let repaint = buffer.staleAreas + damage
        buffer.staleAreas.removeAll()
        WindowRenderer.render(window, into: buffer.context, areas: repaint, scale: scale)
        buffer.surface.flush()
        buffer.attach(to: surface)
        if let viewport {
            viewport.setDestination(width: Int32(size.width), height: Int32(size.height))
        } else {
            surface.setBufferScale(Int32(scale))
        }
        for rect in repaint {
            let r = rect.integral
            surface.damageBuffer(
                x: Int32((r.minX * scale).rounded(.down)), y: Int32((r.minY * scale).rounded(.down)),
                width: Int32((r.width * scale).rounded(.up)) + 1, height: Int32((r.height * scale).rounded(.up)) + 1)
        }
        let callback = surface.frame()
        callback.onEvent = { [weak self] _ in
            guard let self else { return }
            self.frameCallback = nil
            self.drawIfNeeded()
        }
        frameCallback = callback
        surface.commit()
        connection.flush()
    }

    /// A buffer the compositor does not hold: an idle one, else a new one (at most three).
    private func freeBuffer(width: Int, height: Int) -> SharedMemoryBuffer? {
        if let idle = buffers.first(where: { !$0.isBusy }) { return idle }
        guard buffers.count < 3, let shm = connection.shm else { return nil }
        do {
            let buffer = try SharedMemoryBuffer(shm: shm, width: width, height: height, scale: scale)
            buffer.onRelease = { [weak self] in
                guard let self, !self.deferredDamage.isEmpty else { return }
                self.windowNeedsDisplay(self.window)
            }
            buffers.append(buffer)
            return buffer
        } catch {
            TouchKitLog.error("cannot make a \(width)x\(height) buffer: \(error)")
            return nil
        }
    }
}
