import Glibc
import TouchKit
internal import Wayland

/// Client-side decorations for one window, drawn with Cairo into a subsurface below the
/// content: a title bar with the title, close, maximize/restore and minimize buttons,
/// and a shadow margin whose edges resize the window (docs/ARCHITECTURE.md says why
/// this is not libdecor).
///
/// Used when the compositor offers no xdg-decoration (Weston's desktop shell, Mutter) or
/// insists on client-side mode. The subsurface is synchronized: what is drawn here
/// shows with the content's next commit, so a resize changes both at once. The
/// window's views never see input on it: the seat devices hand pointer and touch events
/// on the decorations here (``ClientDecoration+Input``).
@MainActor
final class ClientDecoration {
    let surface: WlSurface
    private let subsurface: WlSubsurface
    unowned let connection: WaylandConnection
    /// Performs what the decorations ask (the host's ``WaylandWindowHost/perform(_:seat:)``).
    let perform: (DecorationAction, WlSeat) -> Void
    /// The application's clock: the long press and the double press are timed on it.
    let clock: ApplicationClock
    /// Where the long press's timer is scheduled (the application's delayed work).
    weak var application: Application?
    /// Asks the window for a commit, which shows what was drawn here (the subsurface is
    /// synchronized).
    let needsParentCommit: () -> Void
    private(set) var layout: DecorationLayout
    private(set) var title: String
    private var scale = 1
    /// The title bar's buffers, each drawn whole (the pool keeps the ones the compositor holds).
    private lazy var pool = BufferPool<SharedMemoryBuffer> { [unowned self] width, height, scale in
        guard let shm = self.connection.shm else { throw BackendError.missingGlobal("wl_shm") }
        let buffer = try SharedMemoryBuffer(shm: shm, width: width, height: height, scale: scale)
        buffer.onRelease = { [weak self] in
            // A redraw that found no free buffer: try again now.
            guard let self, self.drawn == nil else { return }
            self.redraw()
        }
        return buffer
    }
    private var drawn:
        (layout: DecorationLayout, title: String, scale: Int, appearance: Appearance, hovered: DecorationLayout.Part?)?
    /// The title-bar button under the pointer, drawn highlighted (SPEC P19).
    var hoveredButton: DecorationLayout.Part?
    /// The window's appearance, which the title bar is painted in (SPEC M1).
    private(set) var appearance = Appearance.light

    // Input state (ClientDecoration+Input).
    var pointerLocation: Point?
    var pointerPress: (part: DecorationLayout.Part, serial: UInt32, at: Point, seat: WlSeat)?
    var lastTitlePress: (time: Double, at: Point)?
    var touches: [Int32: DecorationTouch] = [:]

    init?(
        parent: WlSurface, connection: WaylandConnection, title: String, application: Application?,
        perform: @escaping (DecorationAction, WlSeat) -> Void, needsParentCommit: @escaping () -> Void
    ) {
        guard let compositor = connection.compositor, let subcompositor = connection.subcompositor else { return nil }
        self.connection = connection
        self.perform = perform
        self.application = application
        clock = application?.clock ?? SystemClock()
        self.needsParentCommit = needsParentCommit
        self.title = title
        surface = compositor.createSurface()
        subsurface = subcompositor.getSubsurface(surface: surface, parent: parent)
        subsurface.placeBelow(sibling: parent)
        layout = DecorationLayout(contentSize: .zero)
        connection.decorationsBySurface[ObjectIdentifier(surface)] = self
    }

    /// Applies a configure's states and the content size, and redraws if anything shows
    /// differently. The caller commits the content afterwards.
    func update(layout: DecorationLayout, title: String, scale: Double) {
        self.layout = layout
        self.title = title
        self.scale = max(1, Int(scale.rounded(.up)))
        redraw()
    }

    /// Changes the title (redrawn with the content's next commit).
    func setTitle(_ title: String) {
        self.title = title
        redraw()
    }

    /// Follows the window's appearance: repaints when it changes.
    func setAppearance(_ appearance: Appearance) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        redraw()
    }

    func redraw() {
        if let drawn, drawn.layout == layout, drawn.title == title, drawn.scale == scale,
            drawn.appearance == appearance, drawn.hovered == hoveredButton
        {
            return
        }
        drawn = (layout, title, scale, appearance, hoveredButton)
        guard layout.isShown else {
            surface.attach(buffer: nil, x: 0, y: 0)
            surface.commit()
            return
        }
        let frame = layout.surfaceFrame
        let width = Int(frame.width) * scale
        let height = Int(frame.height) * scale
        let buffer: SharedMemoryBuffer?
        do {
            buffer = try pool.acquire(width: width, height: height, scale: Double(scale))
        } catch {
            TouchKitLog.error("cannot make a \(width)x\(height) decoration buffer: \(error)")
            buffer = nil
        }
        // None free: the next release redraws.
        guard let buffer else {
            drawn = nil
            return
        }
        DecorationPainter.paint(
            layout: layout, title: title, appearance: appearance, hovered: hoveredButton, into: buffer.context)
        buffer.surface.flush()
        subsurface.setPosition(x: Int32(frame.minX), y: Int32(frame.minY))
        buffer.attach(to: surface)
        surface.setBufferScale(Int32(scale))
        surface.damageBuffer(x: 0, y: 0, width: Int32(width), height: Int32(height))
        surface.commit()
        pool.committed(buffer, changed: [])
    }

    /// Destroys the subsurface and its buffers.
    func destroy() {
        for touch in touches.values { touch.longPress?.cancel() }
        touches.removeAll()
        connection.decorationsBySurface[ObjectIdentifier(surface)] = nil
        pool.destroyAll()
        subsurface.destroy()
        surface.destroy()
    }
}
