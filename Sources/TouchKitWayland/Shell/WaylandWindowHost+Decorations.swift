import Glibc
import TouchKit
internal import Wayland

/// Client-side decorations: shown when the compositor offers no xdg-decoration or asks
/// for client-side mode, and the window is not fullscreen. They follow each configure's
/// states (maximized and tiled windows lose the shadow margin and its resize handles,
/// an inactive window's title is dimmer) and the window geometry never includes the
/// shadow.
extension WaylandWindowHost {
    /// How much of a configured height the title bar takes (0 without decorations).
    func decorationHeight(for states: [UInt32]) -> Double {
        wantsClientDecorations && !states.contains(XdgToplevel.State.fullscreen.rawValue)
            ? DecorationLayout.titleHeight : 0
    }

    /// After a configure: lay the decorations out for the new size and states, draw them,
    /// and set the window geometry (both apply with the content's next commit).
    func updateDecorations() {
        let states = Set(toplevelStates)
        let fullscreen = states.contains(XdgToplevel.State.fullscreen.rawValue)
        guard wantsClientDecorations, clientDecoration != nil || !fullscreen else {
            clientDecoration?.destroy()
            clientDecoration = nil
            return
        }
        if clientDecoration == nil {
            clientDecoration = ClientDecoration(
                parent: surface, connection: connection,
                title: window.title.isEmpty ? ProcessEnvironment.processName : window.title,
                application: window.application,
                perform: { [weak self] action, seat in self?.perform(action, seat: seat) },
                needsParentCommit: { [weak self] in self?.window.setNeedsDisplay() })
            if clientDecoration == nil { TouchKitLog.error("no wl_subcompositor: the window has no decorations") }
        }
        guard let decoration = clientDecoration else { return }
        let tiled = [XdgToplevel.State.tiledLeft, .tiledRight, .tiledTop, .tiledBottom].contains {
            states.contains($0.rawValue)
        }
        let layout = DecorationLayout(
            contentSize: window.bounds.size, isMaximized: states.contains(XdgToplevel.State.maximized.rawValue),
            isFullscreen: fullscreen, isTiled: tiled, isActivated: states.contains(XdgToplevel.State.activated.rawValue)
        )
        decoration.update(layout: layout, title: decoration.title, scale: scale)
        let geometry = layout.windowGeometry
        xdgSurface.setWindowGeometry(
            x: Int32(geometry.minX), y: Int32(geometry.minY), width: Int32(geometry.width),
            height: Int32(geometry.height))
    }

    /// The title changed: redraw the title bar and commit the content so it shows.
    func decorationTitleDidChange() {
        guard let decoration = clientDecoration else { return }
        decoration.setTitle(window.title)
        window.setNeedsDisplay()
    }

    /// Carries out what the decorations ask, with the seat whose input asked it.
    func perform(_ action: DecorationAction, seat: WlSeat) {
        switch action {
        case .move(let serial):
            toplevel.move(seat: seat, serial: serial)
        case .resize(let serial, let edges):
            toplevel.resize(seat: seat, serial: serial, edges: XdgToplevel.ResizeEdge(rawValue: edges))
        case .showMenu(let serial, let point):
            toplevel.showWindowMenu(seat: seat, serial: serial, x: Int32(point.x), y: Int32(point.y))
        case .close:
            window.close()
            return
        case .toggleMaximize:
            if toplevelStates.contains(XdgToplevel.State.maximized.rawValue) {
                toplevel.unsetMaximized()
            } else {
                toplevel.setMaximized()
            }
        case .minimize:
            toplevel.setMinimized()
        }
        connection.flush()
    }
}
