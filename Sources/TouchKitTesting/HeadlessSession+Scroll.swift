import TouchKit
import TouchKitRecording
import Wayland

extension HeadlessSession {
    /// Scrolls where the replay seat's pointer is, as a mouse wheel or a touchpad would
    /// (SPEC P1): the compositor sends `wl_pointer.axis_source`, `axis` (with
    /// `axis_discrete` for wheel steps) and `frame` to the surface under the pointer.
    ///
    /// Move the pointer onto the window first (``movePointer(to:in:time:)``). Nothing
    /// waits here: follow a group of input requests with
    /// ``waitUntilDispatched(_:timeout:)`` and ``checkInputRejections()``.
    /// - Parameters:
    ///   - source: What makes the scroll; `.wheel` by default.
    ///   - vertical: Points to scroll down (negative: up); 0 for none.
    ///   - horizontal: Points to scroll right (negative: left); 0 for none.
    ///   - steps: Wheel steps along the axis scrolled (`axis_discrete`), 0 for none.
    ///   - time: The event's time in milliseconds.
    public func scroll(
        _ source: ScrollInput.Source = .wheel, vertical: Double = 0, horizontal: Double = 0, steps: Int32 = 0,
        time: Double
    ) {
        let (hi, lo) = Self.microseconds(time)
        if vertical != 0 {
            manager.pointerAxis(
                source: Self.axisSource(source), axis: 0, value: vertical, discrete: steps, utimeHi: hi, utimeLo: lo)
        }
        if horizontal != 0 {
            manager.pointerAxis(
                source: Self.axisSource(source), axis: 1, value: horizontal, discrete: steps, utimeHi: hi,
                utimeLo: lo)
        }
    }

    /// Ends a touchpad's scroll sequence: the fingers lift and the compositor sends
    /// `wl_pointer.axis_stop` on both axes (SPEC P5).
    public func scrollStop(_ source: ScrollInput.Source = .finger, time: Double) {
        let (hi, lo) = Self.microseconds(time)
        for axis: UInt32 in [0, 1] {
            manager.pointerAxis(
                source: Self.axisSource(source), axis: axis, value: 0, discrete: 0, utimeHi: hi, utimeLo: lo)
        }
    }

    /// Scrolls a wheel by `steps` steps where the pointer is (Weston's 10 points a
    /// step, SPEC P4); negative steps scroll up (or left).
    public func wheel(steps: Int32, horizontal: Bool = false, time: Double) {
        let value = Double(steps) * ScrollView.wheelAxisStep
        if horizontal {
            scroll(.wheel, horizontal: value, steps: steps, time: time)
        } else {
            scroll(.wheel, vertical: value, steps: steps, time: time)
        }
    }

    private static func axisSource(_ source: ScrollInput.Source) -> TouchkitReplayManagerV1.AxisSource {
        switch source {
        case .wheel: .wheel
        case .finger: .finger
        case .continuous: .continuous
        case .wheelTilt: .wheelTilt
        }
    }
}

extension HeadlessSession {
    /// Sends the recording's pointer events (other buttons, hover, scrolling) that stand
    /// before event `position`, each once, through the replay module (SPEC P1, P8, P10).
    /// Weston 10 has no `axis_value120`: a wheel's steps go as whole `axis_discrete` steps.
    func sendPointerEvents(of recording: TouchRecording, before position: Int, in toplevel: Toplevel) {
        while pointerEventsSent < recording.pointerEvents.count,
            recording.pointerEvents[pointerEventsSent].position <= position
        {
            let event = recording.pointerEvents[pointerEventsSent]
            switch event.kind {
            case .button(let code, let pressed):
                pointerButton(code, pressed: pressed, time: event.time)
            case .hover(let x, let y):
                movePointer(to: Point(x: x, y: y), in: toplevel, time: event.time)
            case .axis(let source, let delta, let steps):
                func whole(_ value: Double?) -> Int32 {
                    guard let value, value.isFinite else { return 0 }
                    return Int32(max(-1000, min(1000, value.rounded())))
                }
                if delta.y != 0 { scroll(source, vertical: delta.y, steps: whole(steps?.y), time: event.time) }
                if delta.x != 0 { scroll(source, horizontal: delta.x, steps: whole(steps?.x), time: event.time) }
            case .axisStop(let source):
                scrollStop(source, time: event.time)
            case .pen, .penButton, .touchpad:
                // Weston's replay module injects no tablet or touchpad gestures: replay
                // these through MockCompositor (SPEC P73).
                TouchKitLog.errorOnce(
                    "the recording's pen and touchpad lines are not injected under a headless compositor; "
                        + "replay them with MockCompositor.replay(_:)")
            }
            pointerEventsSent += 1
        }
    }
}
