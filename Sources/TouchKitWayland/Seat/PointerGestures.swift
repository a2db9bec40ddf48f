import TouchKit
import TouchKitRecording
internal import Wayland

/// A pointer's touchpad gestures (`zwp_pointer_gestures_v1`): swipes, pinches and holds
/// go through a ``TouchpadGestureConverter`` to the application, which drives the
/// recognizers under the pointer (SPEC P48-P53).
@MainActor
final class PointerGestures {
    private let swipe: ZwpPointerGestureSwipeV1
    private let pinch: ZwpPointerGesturePinchV1
    private let hold: ZwpPointerGestureHoldV1?
    private unowned let seat: WaylandSeat
    private var converter: TouchpadGestureConverter

    init(manager: ZwpPointerGesturesV1, pointer: WlPointer, seat: WaylandSeat) {
        self.seat = seat
        swipe = manager.getSwipeGesture(pointer: pointer)
        pinch = manager.getPinchGesture(pointer: pointer)
        hold = manager.supports(.getHoldGesture) ? manager.getHoldGesture(pointer: pointer) : nil
        converter = TouchpadGestureConverter(seat: seat.builder.seat)
        converter.faultHandler = { fault in TouchKitLog.error("\(fault)") }
        swipe.onEvent = { [weak self] event in self?.swipeEvent(event) }
        pinch.onEvent = { [weak self] event in self?.pinchEvent(event) }
        hold?.onEvent = { [weak self] event in self?.holdEvent(event) }
    }

    private func swipeEvent(_ event: ZwpPointerGestureSwipeV1.Event) {
        switch event {
        case .begin(_, let time, let surface, let fingers):
            guard let (window, location) = focus(surface) else { return }
            record(.swipe, .begin(fingers: Int(fingers)), time: time)
            deliver(converter.begin(.swipe, window: window, location: location, fingers: Int(fingers), time: time))
        case .update(let time, let dx, let dy):
            record(.swipe, .update(dx: dx, dy: dy, scale: 1, rotation: 0), time: time)
            deliver([converter.update(.swipe, dx: dx, dy: dy, time: time)].compactMap { $0 })
        case .end(_, let time, let cancelled):
            record(.swipe, .end(cancelled: cancelled != 0), time: time)
            deliver([converter.end(.swipe, cancelled: cancelled != 0, time: time)].compactMap { $0 })
        }
    }

    private func pinchEvent(_ event: ZwpPointerGesturePinchV1.Event) {
        switch event {
        case .begin(_, let time, let surface, let fingers):
            guard let (window, location) = focus(surface) else { return }
            record(.pinch, .begin(fingers: Int(fingers)), time: time)
            deliver(converter.begin(.pinch, window: window, location: location, fingers: Int(fingers), time: time))
        case .update(let time, let dx, let dy, let scale, let rotation):
            record(.pinch, .update(dx: dx, dy: dy, scale: scale, rotation: rotation), time: time)
            deliver(
                [converter.update(.pinch, dx: dx, dy: dy, scale: scale, rotation: rotation, time: time)]
                    .compactMap { $0 })
        case .end(_, let time, let cancelled):
            record(.pinch, .end(cancelled: cancelled != 0), time: time)
            deliver([converter.end(.pinch, cancelled: cancelled != 0, time: time)].compactMap { $0 })
        }
    }

    private func holdEvent(_ event: ZwpPointerGestureHoldV1.Event) {
        switch event {
        case .begin(_, let time, let surface, let fingers):
            guard let (window, location) = focus(surface) else { return }
            record(.hold, .begin(fingers: Int(fingers)), time: time)
            deliver(converter.begin(.hold, window: window, location: location, fingers: Int(fingers), time: time))
        case .end(_, let time, let cancelled):
            record(.hold, .end(cancelled: cancelled != 0), time: time)
            deliver([converter.end(.hold, cancelled: cancelled != 0, time: time)].compactMap { $0 })
        }
    }

    /// The window of `surface` and the pointer's position in it (where it entered or
    /// last moved); a gesture over a surface that is no TouchKit window is not followed.
    private func focus(_ surface: WlSurface?) -> (WindowID, Point)? {
        guard let host = seat.connection.window(for: surface) else { return nil }
        let window = host.window.windowID
        if let focus = seat.builder.pointerFocus, focus.window == window { return (window, focus.location) }
        let bounds = host.window.bounds
        return (window, Point(x: bounds.midX, y: bounds.midY))
    }

    /// Writes the step to the `TOUCHKIT_RECORD` recording, if any (SPEC P73).
    private func record(_ kind: TouchpadGesture.Kind, _ phase: TouchRecording.TouchpadStep.Phase, time: UInt32) {
        seat.recorder?.recordPointer(
            .touchpad(TouchRecording.TouchpadStep(kind: kind, phase: phase)), compositorTime: time)
    }

    /// Hands the steps to the application after the touch frames collected before them.
    private func deliver(_ steps: [TouchpadGesture]) {
        guard !steps.isEmpty, let application = seat.connection.application else { return }
        seat.deliverCollectedFrames()
        for step in steps { application.handle(step) }
    }

    /// Cancels what is under way and destroys the gesture objects (the pointer went away).
    func release() {
        if let application = seat.connection.application {
            for step in converter.cancelAll(time: 0) { application.handle(step) }
        }
        swipe.destroy()
        pinch.destroy()
        hold?.destroy()
    }
}
