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
    /// Shows the window menu if the finger stays put (on the application's clock).
    var longPress: DelayedWork?
}

/// Input on the decorations, which the seat devices hand here instead of to the window's
/// views: the title bar moves the window when dragged (pointer or finger, with the
/// serial of the button press or of the touch down), a double click or double tap on
/// it toggles maximize, a right click or long press opens the compositor's window menu,
/// the margin's edges resize, and the buttons act when released over themselves.
///
/// Each input method returns what it asks of the host (a ``DecorationAction``), and the
/// seat device hands it to ``perform`` with its seat; only the long press, which fires
/// later on the application's clock, performs its own. The times (double press, long
/// press) are the application's clock, so a test moves them with a `ManualClock`.
extension ClientDecoration {
    static let dragThreshold = 4.0
    static let doublePressInterval = 0.4
    static let longPressDelay = 0.5
    static let leftButton: UInt32 = 0x110
    static let rightButton: UInt32 = 0x111

    // MARK: Pointer

    func pointerMoved(to point: Point) -> DecorationAction? {
        pointerLocation = point
        setHoveredButton(layout.part(at: point))
        guard let press = pointerPress, press.part == .title, distance(press.at, point) > Self.dragThreshold else {
            return nil
        }
        pointerPress = nil
        return .move(serial: press.serial)
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

    func pointerButton(_ button: UInt32, pressed: Bool, serial: UInt32, seat: WlSeat) -> DecorationAction? {
        guard pressed else {
            defer { pointerPress = nil }
            if button == Self.leftButton, let press = pointerPress, let at = pointerLocation,
                layout.part(at: at) == press.part
            {
                return action(for: press.part)
            }
            return nil
        }
        guard let at = pointerLocation, let part = layout.part(at: at) else { return nil }
        if button == Self.rightButton, part == .title {
            return .showMenu(serial: serial, at: at)
        } else if button == Self.leftButton {
            switch part {
            case .edge(let edges):
                return .resize(serial: serial, edges: edges)
            case .title where isDoublePress(at: at):
                return .toggleMaximize
            default:
                pointerPress = (part, serial, at, seat)
            }
        }
        return nil
    }

    // MARK: Touch

    /// A finger went down on the decorations: taken (``owns(touch:)``) when it is on a
    /// part of them, and what it asks at once.
    func touchDown(id: Int32, at point: Point, serial: UInt32, seat: WlSeat) -> DecorationAction? {
        guard let part = layout.part(at: point) else { return nil }
        var touch = DecorationTouch(part: part, serial: serial, start: point, location: point, seat: seat)
        var action: DecorationAction?
        switch part {
        case .edge(let edges):
            action = .resize(serial: serial, edges: edges)
        case .title where isDoublePress(at: point):
            action = .toggleMaximize
        case .title:
            touch.longPress = application?.perform(after: Self.longPressDelay, target: self) { [weak self] in
                guard let self, let touch = self.touches[id], !touch.isMoving else { return }
                self.touches[id]?.longPress = nil
                self.perform(.showMenu(serial: touch.serial, at: touch.location), touch.seat)
            }
        default:
            break
        }
        touches[id] = touch
        return action
    }

    func touchMoved(id: Int32, to point: Point) -> DecorationAction? {
        guard var touch = touches[id] else { return nil }
        defer { touches[id] = touch }
        touch.location = point
        guard touch.part == .title, !touch.isMoving, distance(touch.start, point) > Self.dragThreshold else {
            return nil
        }
        touch.isMoving = true
        touch.longPress?.cancel()
        touch.longPress = nil
        return .move(serial: touch.serial)
    }

    func touchUp(id: Int32) -> DecorationAction? {
        guard let touch = touches.removeValue(forKey: id) else { return nil }
        touch.longPress?.cancel()
        guard !touch.isMoving, layout.part(at: touch.location) == touch.part else { return nil }
        return action(for: touch.part)
    }

    func touchesCancelled() {
        for touch in touches.values { touch.longPress?.cancel() }
        touches.removeAll()
    }

    /// Whether the decorations hold this touch.
    func owns(touch id: Int32) -> Bool { touches[id] != nil }

    // MARK: Actions

    /// What a press released over the part it began on asks.
    private func action(for part: DecorationLayout.Part) -> DecorationAction? {
        switch part {
        case .close: .close
        case .maximize: .toggleMaximize
        case .minimize: .minimize
        default: nil
        }
    }

    /// A press on the title bar soon after another near it (and forgets both).
    private func isDoublePress(at point: Point) -> Bool {
        let now = clock.now
        defer { lastTitlePress = lastTitlePress == nil ? (now, point) : nil }
        guard let last = lastTitlePress else { return false }
        guard now - last.time < Self.doublePressInterval, distance(last.at, point) < 16 else {
            lastTitlePress = nil
            return false
        }
        return true
    }

    private func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
}
