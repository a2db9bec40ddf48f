import TouchKit
internal import Wayland

/// The pointer's scrolling (SPEC P1, P11), hovering (P10) and buttons (P8).
extension PointerDevice {
    /// The button mask of a Linux button code: BTN_LEFT (0x110) is button 1, BTN_RIGHT
    /// 2, BTN_MIDDLE 3, and so on to 0x11f; `nil` for other codes (SPEC P8).
    static func buttonMask(_ code: UInt32) -> Event.ButtonMask? {
        guard (0x110...0x11f).contains(code) else { return nil }
        return .button(Int(code - 0x10f))
    }

    /// `wl_pointer.axis`, `axis_source`, `axis_stop`, `axis_discrete` and
    /// `axis_value120`, collected until the frame (SPEC P1).
    func axisEvent(_ event: WlPointer.Event) {
        guard windowID != nil else { return }  // over a decoration, or no window
        switch event {
        case .axis(let time, let axis, let value):
            latestTime = time
            guard let axis = Self.axis(axis) else { return }
            scroll.axis(axis, value: value, time: time)
        case .axisSource(let source):
            switch source {
            case .wheel: scroll.source(.wheel)
            case .finger: scroll.source(.finger)
            case .continuous: scroll.source(.continuous)
            default: scroll.source(.wheelTilt)
            }
        case .axisStop(let time, let axis):
            latestTime = time
            guard let axis = Self.axis(axis) else { return }
            scroll.stop(axis, time: time)
        case .axisDiscrete(let axis, let discrete):
            guard let axis = Self.axis(axis) else { return }
            scroll.discrete(axis, discrete)
        case .axisValue120(let axis, let value120):
            guard let axis = Self.axis(axis) else { return }
            scroll.value120(axis, value120)
        default:
            break
        }
    }

    private static func axis(_ axis: WlPointer.Axis) -> ScrollInputBuilder.Axis? {
        switch axis {
        case .verticalScroll: .vertical
        case .horizontalScroll: .horizontal
        default: nil
        }
    }

    /// Hands the frame's scroll to the application, after the touches that came
    /// before it; with `flushing`, axis events whose frame never came (SPEC P11).
    func deliverScroll(flushing: Bool) {
        guard scroll.hasPendingScroll else { return }
        guard let windowID, let application = seat.connection.application else {
            scroll.clear()
            return
        }
        let modifiers = seat.keyboard?.modifierFlags ?? []
        let built =
            flushing
            ? scroll.flush(window: windowID, location: location, modifierFlags: modifiers)
            : scroll.frame(window: windowID, location: location, modifierFlags: modifiers)
        guard var input = built else { return }
        input.seat = seat.builder.seat
        if let recorder = seat.recorder {
            if input.delta != .zero || input.steps != nil {
                recorder.recordPointer(
                    .axis(source: input.source, delta: input.delta, steps: input.steps), compositorTime: latestTime)
            }
            if input.isStop { recorder.recordPointer(.axisStop(source: input.source), compositorTime: latestTime) }
        }
        seat.deliverCollectedFrames()
        application.handleScroll(input)
    }

    /// Hands the pointer's position with no button down (or a button that just went
    /// down, which ends the hover) to the application (SPEC P10).
    func deliverHover() {
        guard hoverPending, let windowID, let application = seat.connection.application else { return }
        hoverPending = false
        seat.deliverCollectedFrames()
        application.handleHover(
            HoverInput(
                seat: seat.builder.seat, window: windowID, location: location,
                timestamp: Double(latestTime) / 1000, buttonMask: seat.builder.pointerButtons))
        cursor.show(application.cursor(in: windowID, at: location), scale: cursorScale)  // SPEC P13-P17
    }

    /// The pointer left the window: pending axis events are dropped and hovers end.
    func leaveWindow() {
        scroll.clear()
        hoverPending = false
        guard let windowID, let application = seat.connection.application else { return }
        self.windowID = nil
        seat.deliverCollectedFrames()
        application.handleHover(
            HoverInput(
                seat: seat.builder.seat, window: windowID, location: nil, timestamp: Double(latestTime) / 1000))
    }
}
