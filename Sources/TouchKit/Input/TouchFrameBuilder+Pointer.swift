/// `wl_pointer` into frames: the pointer's finger (SPEC W10), which begins with the first
/// button down while the pointer is over a window and ends with the last button up,
/// its mask holding every button pressed during it (P8).
extension TouchFrameBuilder {
    /// `wl_pointer.enter`: the pointer is over `window` at `location`.
    public mutating func pointerEnter(window: WindowID, location: Point) {
        pointerWindow = window
        pointerLocation = location
    }

    /// `wl_pointer.leave`: the pointer left the window. A pressed pointer finger is
    /// cancelled, since its release will not reach this window.
    public mutating func pointerLeave() -> [TouchFrame] {
        pointerWindow = nil
        pointerButtons = []
        return cancelFingers { $0.id.type == .pointer }
    }

    /// `wl_pointer.motion`: the pointer moved; a pressed pointer finger moves with it.
    public mutating func pointerMotion(location: Point, time: UInt32) {
        pointerLocation = location
        let t = takeTime(time)
        guard let index = index(of: TouchPoint.ID(0, type: .pointer)), fingers[index].change != .ended else { return }
        fingers[index].location = location
        fingers[index].timestamp = t
        if fingers[index].change == nil { fingers[index].change = .moved }
    }

    /// `wl_pointer.button` for the primary (left) button.
    public mutating func pointerPrimaryButton(pressed: Bool, time: UInt32) {
        pointerButton(.primary, pressed: pressed, time: time)
    }

    /// `wl_pointer.button`: any button makes the pointer's finger, which begins with the
    /// first button down and ends when the last is up; its mask holds every button
    /// pressed during it (SPEC P8, W10).
    public mutating func pointerButton(_ button: Event.ButtonMask, pressed: Bool, time: UInt32) {
        let key = TouchPoint.ID(0, type: .pointer)
        let t = takeTime(time)
        if pressed {
            pointerButtons.formUnion(button)
            if let index = index(of: key), fingers[index].change?.isTerminal != true {
                pointerTouchButtons.formUnion(button)
                if fingers[index].change == nil { fingers[index].change = .moved }
                return
            }
            guard pointerActsAsTouch, let window = pointerWindow else { return }
            if index(of: key) != nil { emitPending() }  // the last finger's release goes first
            pointerTouchButtons = button
            begin(key, window: window, location: pointerLocation, time: t)
        } else {
            pointerButtons.subtract(button)
            if pointerButtons.isEmpty, index(of: key) != nil { end(key, time: t) }
        }
    }

    /// `wl_pointer.frame`: the pointer's changes so far form one frame.
    public mutating func pointerFrame() -> [TouchFrame] {
        frame()
    }
}
