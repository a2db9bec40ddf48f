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
    let toplevel: XdgToplevel
    /// Closes the window (the close button).
    let close: () -> Void
    /// Asks the window for a commit, which shows what was drawn here (the subsurface is
    /// synchronized).
    let needsParentCommit: () -> Void
    private(set) var layout: DecorationLayout
    private(set) var title: String
    private var scale = 1
    private var buffers: [SharedMemoryBuffer] = []
    private var drawn:
        (layout: DecorationLayout, title: String, scale: Int, appearance: Appearance, hovered: DecorationLayout.Part?)?
    /// The title-bar button under the pointer, drawn highlighted (SPEC P19).
    var hoveredButton: DecorationLayout.Part?
    /// The window's appearance, which the title bar is painted in (SPEC M1).
    private(set) var appearance = Appearance.light

    // Input state (ClientDecoration+Input).
    var pointerLocation: Point?
    var pointerPress: (part: DecorationLayout.Part, serial: UInt32, at: Point, seat: WlSeat)?
    var lastTitlePress: (time: ContinuousClock.Instant, at: Point)?
    var touches: [Int32: DecorationTouch] = [:]

    init?(
        parent: WlSurface, toplevel: XdgToplevel, connection: WaylandConnection, title: String,
        close: @escaping () -> Void, needsParentCommit: @escaping () -> Void
    ) {
        guard let compositor = connection.compositor, let subcompositor = connection.subcompositor else { return nil }
        self.connection = connection
        self.toplevel = toplevel
        self.close = close
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
        if buffers.first.map({ $0.width != width || $0.height != height }) ?? false {
            for buffer in buffers { buffer.destroy() }
            buffers.removeAll()
        }
        guard let buffer = freeBuffer(width: width, height: height) else { return }
        DecorationPainter.paint(
            layout: layout, title: title, appearance: appearance, hovered: hoveredButton, into: buffer.context)
        buffer.surface.flush()
        subsurface.setPosition(x: Int32(frame.minX), y: Int32(frame.minY))
        buffer.attach(to: surface)
        surface.setBufferScale(Int32(scale))
        surface.damageBuffer(x: 0, y: 0, width: Int32(width), height: Int32(height))
        surface.commit()
    }

    private func freeBuffer(width: Int, height: Int) -> SharedMemoryBuffer? {
        if let idle = buffers.first(where: { !$0.isBusy }) { return idle }
        guard buffers.count < 2, let shm = connection.shm else { return nil }
        do {
            let buffer = try SharedMemoryBuffer(shm: shm, width: width, height: height, scale: Double(scale))
            buffer.onRelease = { [weak self] in
                // A redraw that found no free buffer: try again now.
                guard let self, self.drawn == nil else { return }
                self.redraw()
            }
            buffers.append(buffer)
            return buffer
        } catch {
            TouchKitLog.error("cannot make a \(width)x\(height) decoration buffer: \(error)")
            drawn = nil
            return nil
        }
    }

    /// Destroys the subsurface and its buffers.
    func destroy() {
        for touch in touches.values { touch.longPress?.cancel() }
        touches.removeAll()
        connection.decorationsBySurface[ObjectIdentifier(surface)] = nil
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
        subsurface.destroy()
        surface.destroy()
    }
}
