import Glibc
import TouchKit
internal import Wayland

/// Shows one TouchKit ``Window`` in an `xdg_toplevel`.
///
/// It follows configure (size, close), picks the output scale (integer
/// `buffer_scale`, or fractional-scale-v1 with a viewport when offered) so drawing is
/// crisp while touch coordinates stay logical, and paces drawing with frame callbacks:
/// a change is drawn at once when the compositor has taken the last frame, else at the
/// next callback, never two content commits for one repaint, and nothing is drawn when
/// nothing changed (SPEC D2, D5 to D9); during a stroke, once the repaint cycle is
/// known, a change is drawn just before the next repaint (D12): see ``FramePacer``. Its frame callbacks drive
/// the application's ``FrameTicker``; presentation feedback, where offered, tells when
/// each frame was shown (D10, `WaylandWindowHost+Presentation.swift`). Buffers come from a
/// ``BufferPool``, which copies what is still valid (a scroll moves pixels); only
/// damaged areas are repainted and reported with `damage_buffer`. Server-side decorations are asked for
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

    private lazy var pool = BufferPool<SharedMemoryBuffer> { [unowned self] width, height, scale in
        try self.makeBuffer(width: width, height: height, scale: scale)
    }
    private var pacer = FramePacer()
    private var frameCallback: WlCallback?
    /// The event loop's timer for the armed late draw (SPEC D12), cancelled when the
    /// draw runs earlier (D13).
    private var lateDrawTimer: Int?
    /// Presentation feedback awaited, one per content commit (SPEC D10).
    var pendingFeedback: [ObjectIdentifier: WpPresentationFeedback] = [:]
    /// When this window's last frame was shown, and the refresh interval then (D10).
    var presentationTiming = PresentationTiming()
    private var pendingSize: Size?
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
        let appID = ProcessEnvironment.processName
        toplevel.setAppId(appID)
        toplevel.setTitle(window.title.isEmpty ? appID : window.title)
        toplevel.setMinSize(width: 64, height: 64)
        if connection.options.fullscreen { toplevel.setFullscreen(output: nil) }
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
        pacer.drawsLate = connection.options.drawsLate
        pacer.drawsOnSteadyInput = connection.options.drawsLateOnSteadyInput
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
            // (In 64 bits: a height near Int32.min less the title bar would trap.)
            let content = Int32(clamping: Int64(height) - Int64(title))
            pendingSize = clampedSize(width: width, height: max(1, content))
        case .close:
            window.close()
        default:
            break
        }
    }

    /// A proposed size, clamped so its buffer is at most 16384 pixels a side at the
    /// current scale (an absurd size is logged, never allocated).
    private func clampedSize(width: Int32, height: Int32) -> Size {
        let (size, clamped) = WindowSizeLimits.clamp(
            width: width, height: height, current: window.bounds.size, scale: scale)
        if clamped {
            TouchKitLog.error(
                "compositor asked for a \(width)x\(height) window at scale \(scale); using \(Int(size.width))x\(Int(size.height))"
            )
        }
        return size
    }

    /// `size` if its buffer is within the limits at the current scale, else the
    /// largest size that is (logged).
    private func fitted(_ size: Size) -> Size {
        func side(_ value: Double) -> Int32 { Int32(clamping: Int(value.isFinite ? value.rounded(.up) : 1)) }
        let (fit, clamped) = WindowSizeLimits.clamp(
            width: side(size.width), height: side(size.height), current: size, scale: scale)
        guard clamped else { return size }
        TouchKitLog.error(
            "a \(size.width)x\(size.height) window is too large at scale \(scale); using \(Int(fit.width))x\(Int(fit.height))"
        )
        return fit
    }

    /// `xdg_surface.configure` ends a configure sequence: acknowledge, apply, draw.
    private func configure(serial: UInt32) {
        xdgSurface.ackConfigure(serial: serial)
        if let size = pendingSize {
            // Fitted again: the scale may have grown since the size was proposed.
            window.resize(to: fitted(size))
            pendingSize = nil
        }
        updateDecorations()
        pacer.configured()
        window.setNeedsDisplay()
        drawIfNeeded()
        if !announced, let callback = frameCallback {
            announced = true
            connection.announcement.announceWhenPresented(
                callback, appID: ProcessEnvironment.processName, title: window.title, size: window.bounds.size)
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

    /// Recomputes the scale; a change redraws everything at the new density. A size
    /// that was within the limits at the old scale may not be at the new one (a
    /// capped 8192 x 8192 window at scale 2 would be a 16384 x 16384 buffer): the
    /// window then shrinks to fit.
    func outputsChanged() {
        let integer = Double(
            enteredOutputs.values.map(\.scale).filter { WindowSizeLimits.isAcceptable(scale: Double($0)) }.max() ?? 1)
        let newScale = preferredFractionalScale ?? integer
        guard newScale != scale else { return }
        scale = newScale
        let size = fitted(window.bounds.size)
        if size != window.bounds.size { window.resize(to: size) }
        if clientDecoration != nil { updateDecorations() }
        window.displayScale = newScale
        window.setNeedsDisplay()
    }

    // MARK: - WindowHost

    func windowNeedsDisplay(_ window: Window) {
        pacer.changeRequested(at: connection.loop.now())
        guard pacer.scheduleDraw() else { return }
        // Coalesce every request made while handling the current events: the loop
        // draws once it has dispatched them, before it sleeps.
        connection.loop.beforeSleep { [weak self] in
            self?.pacer.scheduledDrawRuns()
            self?.drawIfNeeded()
        }
    }

    /// Input frames were delivered: a window that was already dirty asks for no redraw
    /// (its damage only grew), so the pacer hears of the change here, and a late draw
    /// armed for a deadline may run now, on this input (SPEC D13).
    func inputDelivered() {
        guard window.hasDamage else { return }
        pacer.changeRequested(at: connection.loop.now())
        if pacer.isLateDrawArmed { windowNeedsDisplay(window) }
    }

    func windowTitleDidChange(_ window: Window) {
        toplevel.setTitle(window.title)
        decorationTitleDidChange()
        connection.flush()
    }

    func windowDidClose(_ window: Window) {
        connection.windowsBySurface[ObjectIdentifier(surface)] = nil
        connection.pacingState.set(ObjectIdentifier(self), due: false)
        for seat in connection.seats.values { seat.forget(window) }
        frameCallback?.destroy()
        for feedback in pendingFeedback.values { feedback.destroy() }
        pendingFeedback.removeAll()
        pool.destroyAll()
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

    /// Draws and commits if anything changed and the compositor is ready for a frame;
    /// with nothing to draw while ticks wait, asks for a frame callback only.
    func drawIfNeeded() {
        defer {
            // A late draw that ran early leaves no timer to wake for (D13).
            if !pacer.isLateDrawArmed, let timer = lateDrawTimer {
                connection.loop.cancelTimedWork(timer)
                lateDrawTimer = nil
            }
            // A test session waits while a late draw is due (SPEC D12, ``PacingStateFile``).
            connection.pacingState.set(ObjectIdentifier(self), due: !window.isClosed && pacer.isLateDrawArmed)
        }
        guard !window.isClosed, pacer.isReadyForFrame else { return }
        window.layoutIfNeeded()
        let ticker = window.application?.frameTicker
        let ticksWaiting = ticker?.isWaitingForFrame ?? false
        switch pacer.step(
            windowHasDamage: window.hasDamage, ticksWaiting: ticksWaiting, now: connection.loop.now())
        {
        case .wait:
            return
        case .requestFrame:
            requestFrame()
            surface.commit()
            pacer.committed(content: false)
            connection.flush()
        case .draw(let requestingCallback):
            let start = connection.loop.now()
            draw(requestingCallback: requestingCallback)
            pacer.drew(taking: connection.loop.now() - start)
        case .drawLater(let deadline):
            guard pacer.armLateDraw(at: deadline) else { return }
            if let timer = lateDrawTimer { connection.loop.cancelTimedWork(timer) }
            lateDrawTimer = connection.loop.run(at: deadline) { [weak self] in
                guard let self else { return }
                self.lateDrawTimer = nil
                self.pacer.lateDeadlinePassed(deadline)
                self.drawIfNeeded()
            }
        }
    }

    /// One frame: the window's move and damage, a buffer brought up to date by
    /// copying, the rest rendered, damage reported, a frame callback (unless an empty
    /// tick commit's callback is awaited, D8), presentation feedback, the commit.
    private func draw(requestingCallback: Bool) {
        let size = window.bounds.size
        let pixelWidth = Int((size.width * scale).rounded(.up))
        let pixelHeight = Int((size.height * scale).rounded(.up))
        let move = window.takeMove()
        let damage = pacer.damageToDraw(adding: window.takeDamage())
        let buffer: SharedMemoryBuffer?
        do {
            buffer = try pool.acquire(width: pixelWidth, height: pixelHeight, scale: scale)
        } catch {
            TouchKitLog.error("cannot make a \(pixelWidth)x\(pixelHeight) buffer: \(error)")
            buffer = nil
        }
        guard let buffer else {
            // Kept for the next draw: when a busy buffer is released, or after the next
            // configure when no buffer could be made.
            pacer.keep(damage + (move.map { [$0.area] } ?? []))
            return
        }
        // Many small areas may cost more than one box round them, or the whole window
        // (SPEC D2); the rest of the buffer then holds the last frame's pixels, so only the
        // damage is reported.
        let choice: (strategy: RepaintCostModel.Strategy, areas: [Rect])
        if move == nil, pool.isUpToDateByCopying(buffer), let forced = connection.options.repaintForced {
            let missed = pool.missedAreas(of: buffer)
            choice = (
                forced,
                RepaintCostModel.areas(for: forced, damage: damage, missed: missed, bounds: window.bounds)
            )
        } else if move == nil && connection.options.repaintsByCost && pool.isUpToDateByCopying(buffer) {
            choice = RepaintCostModel.measured.plan(
                damage: damage, missed: pool.missedAreas(of: buffer), bounds: window.bounds, scale: scale)
        } else {
            choice = (.damage, damage)
        }
        var plan = pool.prepare(buffer, damage: choice.areas, move: move)
        WindowRenderer.render(window, into: buffer.context, areas: plan.render, scale: scale)
        if choice.strategy != .damage {
            // Only the damage differs from the last frame: the rest was repainted as it was.
            plan.changed = damage
            plan.render = damage
        }
        buffer.surface.flush()
        buffer.attach(to: surface)
        if let viewport {
            viewport.setDestination(width: Int32(size.width), height: Int32(size.height))
        } else {
            surface.setBufferScale(Int32(scale))
        }
        for rect in plan.changed + plan.render.filter({ !plan.changed.contains($0) }) {
            guard let p = rect.devicePixels(scale: scale) else { continue }
            surface.damageBuffer(x: p.x, y: p.y, width: p.width, height: p.height)
        }
        pool.committed(buffer, changed: plan.changed)
        // The title bar follows the window into dark mode (its commit applies with this one).
        clientDecoration?.setAppearance(window.traitCollection.userInterfaceStyle.appearance)
        if requestingCallback { requestFrame() }
        if presentationTiming.asksFeedback(
            at: connection.loop.now(), everyCommit: connection.options.presentationFeedbackOnEveryCommit)
        {
            requestPresentationFeedback()
        }
        surface.commit()
        pacer.committed(content: true, at: connection.loop.now())
        connection.flush()
    }

    /// Asks for a frame callback with the next commit; when it comes, the frame
    /// ticker ticks (animations, scroll motion) and the window draws.
    private func requestFrame() {
        let callback = surface.frame()
        callback.onEvent = { [weak self] _ in
            guard let self else { return }
            self.connection.loop.census?.note(.frameDone)
            self.frameCallback = nil
            self.pacer.frameArrived(at: connection.loop.now(), refresh: self.presentationTiming.refresh)
            self.window.application?.frameTicker.frameDidArrive()
            self.drawIfNeeded()
        }
        frameCallback = callback
    }

    /// The frame ticker waits: make sure a frame callback is coming.
    func frameTickerNeedsFrame() {
        if frameCallback == nil { windowNeedsDisplay(window) }
    }

    /// Makes a buffer for the pool; a release wakes a draw that waits for one.
    private func makeBuffer(width: Int, height: Int, scale: Double) throws -> SharedMemoryBuffer {
        guard let shm = connection.shm else { throw BackendError.missingGlobal("wl_shm") }
        let buffer = try SharedMemoryBuffer(shm: shm, width: width, height: height, scale: scale)
        buffer.onRelease = { [weak self] in
            self?.connection.loop.census?.note(.bufferRelease)
            guard let self, self.pacer.waitsForBuffer else { return }
            self.windowNeedsDisplay(self.window)
        }
        return buffer
    }
}

extension SharedMemoryBuffer: PoolBuffer {}
