import Graphics
import TouchKit

/// Touchpad gestures on the test host's window, as a compositor's
/// `zwp_pointer_gestures_v1` would send them (SPEC P48-P53): each call is a whole
/// gesture, one step per frame of 16 ms.
extension WindowTestHost {
    /// A two-finger touchpad pinch with the pointer at `point`: from scale 1 to `scale`
    /// and a turn of `degrees` clockwise in `steps` updates; cancelled at the end
    /// instead of ended when `cancel` is true.
    public func touchpadPinch(
        at point: Point, to scale: Double, rotation degrees: Double = 0, steps: Int = 6, cancel: Bool = false
    ) {
        var converter = TouchpadGestureConverter(seat: builder.seat)
        for step in converter.begin(.pinch, window: window.windowID, location: point, fingers: 2, time: time) {
            application.handle(step)
        }
        time += 16
        let count = max(1, steps)
        for index in 1...count {
            let t = Double(index) / Double(count)
            if let step = converter.update(
                .pinch, dx: 0, dy: 0, scale: 1 + (scale - 1) * t, rotation: degrees / Double(count), time: time)
            {
                application.handle(step)
            }
            time += 16
        }
        if let step = converter.end(.pinch, cancelled: cancel, time: time) { application.handle(step) }
        time += 16
    }

    /// A touchpad swipe of `fingers` fingers with the pointer at `point`, the fingers
    /// moving by `translation` in `steps` updates.
    public func touchpadSwipe(at point: Point, fingers: Int = 3, by translation: Point, steps: Int = 6) {
        var converter = TouchpadGestureConverter(seat: builder.seat)
        for step in converter.begin(.swipe, window: window.windowID, location: point, fingers: fingers, time: time) {
            application.handle(step)
        }
        time += 16
        let count = max(1, steps)
        for _ in 1...count {
            if let step = converter.update(
                .swipe, dx: translation.x / Double(count), dy: translation.y / Double(count), time: time)
            {
                application.handle(step)
            }
            time += 16
        }
        if let step = converter.end(.swipe, cancelled: false, time: time) { application.handle(step) }
        time += 16
    }

    /// Fingers resting on the touchpad with the pointer at `point` (a hold), then lifting.
    public func touchpadHold(at point: Point, fingers: Int = 2) {
        var converter = TouchpadGestureConverter(seat: builder.seat)
        for step in converter.begin(.hold, window: window.windowID, location: point, fingers: fingers, time: time) {
            application.handle(step)
        }
        time += 16
        if let step = converter.end(.hold, cancelled: false, time: time) { application.handle(step) }
        time += 16
    }
}
