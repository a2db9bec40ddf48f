import TouchKit
import TouchKitRecording

/// The pen and touchpad gestures in a script (SPEC P73).
extension RecordingScript {
    /// A pen stroke of tool `tool` from `start` to `end` over `duration` milliseconds: it
    /// hovers over `start` (half its range high), touches down, moves a frame every
    /// ``frameInterval`` ms with its pressure rising from half of `pressure` to
    /// `pressure` and back, lifts and leaves.
    public mutating func penStroke(
        from start: Point, to end: Point, pressure: Double = 0.5, tilt: (x: Double, y: Double) = (0, 0),
        duration: Double = 300, tool: Int32 = 1, eraser: Bool = false
    ) {
        let top = min(max(pressure.isFinite ? pressure : 0.5, 0), 1)
        func frame(_ phase: TouchRecording.PenFrame.Phase, _ p: Point, _ force: Double, _ distance: Double) {
            appendPointer(
                .pen(
                    TouchRecording.PenFrame(
                        tool: tool, phase: phase, x: p.x, y: p.y, pressure: force, tiltX: tilt.x, tiltY: tilt.y,
                        distance: distance, isEraser: eraser)))
        }
        frame(.hover, start, 0, 0.5)
        wait(Self.frameInterval)
        frame(.down, start, top / 2, 0)
        let steps = max(1, Self.steps(for: duration))
        for step in 1...steps {
            wait(duration / Double(steps))
            let f = Double(step) / Double(steps)
            let point = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            frame(.move, point, top / 2 + top / 2 * (1 - abs(2 * f - 1)) * (step == steps ? 0 : 1), 0)
        }
        wait(Self.frameInterval)
        frame(.up, end, 0, 0)
        wait(Self.frameInterval)
        frame(.leave, end, 0, 1)
    }

    /// A touchpad pinch with two fingers, the pointer at `point`: the scale goes from 1 to
    /// `scale` and the fingers turn `rotation` degrees clockwise over `duration`
    /// milliseconds, an update every ``frameInterval`` ms, then they lift.
    public mutating func touchpadPinch(at point: Point, scale: Double, rotation: Double = 0, duration: Double = 400) {
        appendPointer(.hover(x: point.x, y: point.y))
        appendPointer(.touchpad(TouchRecording.TouchpadStep(kind: .pinch, phase: .begin(fingers: 2))))
        let steps = max(1, Self.steps(for: duration))
        for step in 1...steps {
            wait(duration / Double(steps))
            let f = Double(step) / Double(steps)
            appendPointer(
                .touchpad(
                    TouchRecording.TouchpadStep(
                        kind: .pinch,
                        phase: .update(dx: 0, dy: 0, scale: 1 + (scale - 1) * f, rotation: rotation / Double(steps)))))
        }
        wait(Self.frameInterval)
        appendPointer(.touchpad(TouchRecording.TouchpadStep(kind: .pinch, phase: .end(cancelled: false))))
    }
}
