import Graphics
import TouchKit

/// The mouse and touchpad, as `wl_pointer` would bring them (SPEC P1-P11).
extension WindowTestHost {
    /// A mouse wheel turns `steps` steps (fractions are a high-resolution wheel's
    /// `axis_value120`) with the pointer at (`x`, `y`): one `wl_pointer` frame, as a
    /// compositor at `wl_seat` version 8 sends it. Positive steps scroll down (or right
    /// with `horizontal`); `shift` holds Shift (SPEC P7). The event time then advances
    /// by `ms`.
    public func wheel(
        _ x: Double, _ y: Double, steps: Double, horizontal: Bool = false, shift: Bool = false,
        advance ms: UInt32 = 16
    ) {
        var scroll = ScrollInputBuilder(seat: builder.seat)
        let axis: ScrollInputBuilder.Axis = horizontal ? .horizontal : .vertical
        scroll.source(.wheel)
        scroll.axis(axis, value: steps * ScrollView.wheelAxisStep, time: time)
        scroll.value120(axis, Int32((steps * 120).rounded()))
        let location = Point(x: x, y: y)
        builder.pointerEnter(window: window.windowID, location: location)
        if let input = scroll.frame(window: window.windowID, location: location, modifierFlags: shift ? .shift : []) {
            application.handleScroll(input)
        }
        time += ms
    }

    /// Two fingers scroll on a touchpad with the pointer at (`x`, `y`): one frame per
    /// element of `deltas` (points, positive scrolls down and right), `ms` apart, then
    /// the fingers lift (`axis_stop`) unless `stop` is `false` (SPEC P5).
    public func touchpadScroll(_ x: Double, _ y: Double, by deltas: [Point], ms: UInt32 = 10, stop: Bool = true) {
        let location = Point(x: x, y: y)
        builder.pointerEnter(window: window.windowID, location: location)
        var scroll = ScrollInputBuilder(seat: builder.seat)
        for delta in deltas {
            scroll.source(.finger)
            if delta.y != 0 { scroll.axis(.vertical, value: delta.y, time: time) }
            if delta.x != 0 { scroll.axis(.horizontal, value: delta.x, time: time) }
            if let input = scroll.frame(window: window.windowID, location: location) {
                application.handleScroll(input)
            }
            time += ms
        }
        guard stop else { return }
        scroll.source(.finger)
        scroll.stop(.vertical, time: time)
        scroll.stop(.horizontal, time: time)
        if let input = scroll.frame(window: window.windowID, location: location) { application.handleScroll(input) }
        time += ms
    }

    /// Pointer button `button` goes down at (`x`, `y`) and the frame is dispatched
    /// (any button makes the pointer's touch, SPEC P8).
    public func pointerDown(_ button: Event.ButtonMask = .primary, _ x: Double, _ y: Double) {
        let location = Point(x: x, y: y)
        builder.pointerEnter(window: window.windowID, location: location)
        builder.pointerMotion(location: location, time: time)
        application.handleHover(
            HoverInput(
                seat: builder.seat, window: window.windowID, location: location, timestamp: Double(time) / 1000,
                buttonMask: builder.pointerButtons.union(button)))
        builder.pointerButton(button, pressed: true, time: time)
        frame()
    }

    /// The pointer moves to (`x`, `y`), a pressed button's touch with it.
    public func pointerMove(_ x: Double, _ y: Double) {
        builder.pointerMotion(location: Point(x: x, y: y), time: time)
        frame()
    }

    /// Pointer button `button` goes up and the frame is dispatched.
    public func pointerUp(_ button: Event.ButtonMask = .primary) {
        builder.pointerButton(button, pressed: false, time: time)
        frame()
    }

    /// A click of `button` at (`x`, `y`), held `ms` milliseconds.
    public func click(_ button: Event.ButtonMask = .primary, _ x: Double, _ y: Double, hold ms: UInt32 = 80) {
        pointerDown(button, x, y)
        time += ms
        pointerUp(button)
    }

    /// The pointer moves to (`x`, `y`) with no button down (SPEC P10); the event time
    /// then advances by `ms`.
    public func hover(_ x: Double, _ y: Double, advance ms: UInt32 = 16) {
        let location = Point(x: x, y: y)
        builder.pointerEnter(window: window.windowID, location: location)
        application.handleHover(
            HoverInput(
                seat: builder.seat, window: window.windowID, location: location, timestamp: Double(time) / 1000,
                buttonMask: builder.pointerButtons))
        time += ms
    }

    /// The pointer leaves the window (`wl_pointer.leave`): hovers end, a pressed
    /// button's touch is cancelled.
    public func pointerLeave() {
        application.handle(builder.pointerLeave())
        application.handleHover(
            HoverInput(seat: builder.seat, window: window.windowID, location: nil, timestamp: Double(time) / 1000))
    }
}
