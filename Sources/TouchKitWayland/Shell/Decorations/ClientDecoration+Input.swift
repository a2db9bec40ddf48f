import Dispatch
import Glibc
import TouchKit
internal import Wayland

/// A touch that went down on the decorations.
struct DecorationTouch {
    /// The part it went down on.
    var part: DecorationLayout.Part
    /// The serial of its `wl_touch.down`, for `move`, `resize` and `show_window_menu`.
    var serial: UInt32
    /// Where it went down and where it is now (content coordinates).
    var start: Point
    var location: Point
    var seat: WlSeat
    /// Whether it has started a move.
    var isMoving = false
    /// Shows the window menu if the finger stays put.
    var longPress: DispatchWorkItem?
}

/// Input on the decorations, which the seat devices hand here instead of to the window's
/// views: the title bar moves the window when dragged (pointer or finger, with the
/// serial of the button press or of the touch down), a double click or double tap on
/// it toggles maximize, a right click or long press opens the compositor's window menu,
/// the margin's edges resize, and the buttons act when released over themselves.
extension ClientDecoration {
    static let dragThreshold = 4.0
    static let doublePressInterval = 0.4
    static let longPressDelay = 0.5
    static let leftButton: UInt32 = 0x110
    static let rightButton: UInt32 = 0x111

    // MARK: Pointer

    func pointerMoved(to point: Point) {
        pointerLocation = point
        setHoveredButton(layout.part(at: point))
        guard let press = pointerPress, press.part == .title, distance(press.at, point) > Self.dragThreshold else {
            return
        }
        pointerPress = nil
        toplevel.move(seat: press.seat, serial: press.serial)
        connection.flush()
    }

    func pointerLeft() {
        pointerLocation = nil
        setHoveredButton(nil)
    }

    /// Highlights the button under the pointer, if any (SPEC P19).
    private func setHoveredButton(_ part: DecorationLayout.Part?) {
        let button: DecorationLayout.Part? =
            switch part {
            case .close, .maximize, .minimize: part
            default: nil
            }
        guard button != hoveredButton else { return }
        hoveredButton = button
        redraw()
        needsParentCommit()
    }

    func pointerButton(_ button: UInt32, pressed: Bool, serial: UInt32, seat: WlSeat) {
        guard pressed else {
            if button == Self.leftButton, let press = pointerPress, let at = pointerLocation,
                layout.part(at: at) == press.part
            {
                perform(press.part)
            }
            pointerPress = nil
            return
        }
        guard let at = pointerLocation, let part = layout.part(at: at) else { return }
        if button == Self.rightButton, part == .title {
            showMenu(seat: seat, serial: serial, at: at)
        } else if button == Self.leftButton {
            switch part {
            case .edge(let edges):
                toplevel.resize(seat: seat, serial: serial, edges: XdgToplevel.ResizeEdge(rawValue: edges))
                connection.flush()
            case .title where isDoublePress(at: at):
                toggleMaximize()
            default:
                pointerPress = (part, serial, at, seat)
            }
        }
    }

    // MARK: Touch

    /// A finger went down on the decorations; returns whether it was taken.
    func touchDown(id: Int32, at point: Point, serial: UInt32, seat: WlSeat) -> Bool {
        guard let part = layout.part(at: point) else { return false }
        var touch = DecorationTouch(part: part, serial: serial, start: point, location: point, seat: seat)
        switch part {
        case .edge(let edges):
            toplevel.resize(seat: seat, serial: serial, edges: XdgToplevel.ResizeEdge(rawValue: edges))
            connection.flush()
        case .title where isDoublePress(at: point):
            toggleMaximize()
        case .title:
            let work = DispatchWorkItem { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let touch = self.touches[id], !touch.isMoving else { return }
                    self.touches[id]?.longPress = nil
                    self.showMenu(seat: touch.seat, serial: touch.serial, at: touch.location)
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.longPressDelay, execute: work)
            touch.longPress = work
        default:
            break
        }
        touches[id] = touch
        return true
    }

    func touchMoved(id: Int32, to point: Point) {
        guard var touch = touches[id] else { return }
        touch.location = point
        if touch.part == .title, !touch.isMoving, distance(touch.start, point) > Self.dragThreshold {
            touch.isMoving = true
            touch.longPress?.cancel()
            touch.longPress = nil
            toplevel.move(seat: touch.seat, serial: touch.serial)
            connection.flush()
        }
        touches[id] = touch
    }

    func touchUp(id: Int32) {
        guard let touch = touches.removeValue(forKey: id) else { return }
        touch.longPress?.cancel()
        if !touch.isMoving, layout.part(at: touch.location) == touch.part { perform(touch.part) }
    }

    func touchesCancelled() {
        for touch in touches.values { touch.longPress?.cancel() }
        touches.removeAll()
    }

    /// Whether the decorations hold this touch.
    func owns(touch id: Int32) -> Bool { touches[id] != nil }

    // MARK: Actions

    private func perform(_ part: DecorationLayout.Part) {
        switch part {
        case .close: close()
        case .maximize: toggleMaximize()
        case .minimize:
            toplevel.setMinimized()
            connection.flush()
        default: break
        }
    }

    private func toggleMaximize() {
        if layout.isMaximized { toplevel.unsetMaximized() } else { toplevel.setMaximized() }
        connection.flush()
    }

    private func showMenu(seat: WlSeat, serial: UInt32, at point: Point) {
        toplevel.showWindowMenu(seat: seat, serial: serial, x: Int32(point.x), y: Int32(point.y))
        connection.flush()
    }

    /// A press on the title bar soon after another near it (and forgets both).
    private func isDoublePress(at point: Point) -> Bool {
        defer { lastTitlePress = lastTitlePress == nil ? (ContinuousClock.now, point) : nil }
        guard let last = lastTitlePress else { return false }
        guard ContinuousClock.now - last.time < .seconds(Self.doublePressInterval), distance(last.at, point) < 16 else {
            lastTitlePress = nil
            return false
        }
        return true
    }

    private func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
}
