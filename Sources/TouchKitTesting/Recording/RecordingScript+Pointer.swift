import TouchKit
import TouchKitRecording

/// The pointer in a script: hover and scrolling (SPEC P12).
extension RecordingScript {
    /// Moves the pointer with no button down from `start` to `end` over `duration`
    /// milliseconds, a `hover` line every ``frameInterval`` ms (one line when they are
    /// the same point).
    public mutating func hover(from start: Point, to end: Point, duration: Double = 0) {
        appendPointer(.hover(x: start.x, y: start.y))
        guard start != end else { return }
        let steps = max(1, Self.steps(for: duration))
        for step in 1...steps {
            wait(duration / Double(steps))
            let f = Double(step) / Double(steps)
            appendPointer(.hover(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    /// Turns a wheel `steps` steps towards `direction` (a unit vector: down scrolls the
    /// content down) with the pointer at `point`, 50 ms apart; a step is Weston's 10
    /// points of `wl_pointer.axis`.
    public mutating func wheel(at point: Point, direction: Point, steps: Int) {
        appendPointer(.hover(x: point.x, y: point.y))
        for index in 0..<max(0, steps) {
            if index > 0 { wait(50) }
            let d = Point(x: direction.x * ScrollView.wheelAxisStep, y: direction.y * ScrollView.wheelAxisStep)
            appendPointer(.axis(source: .wheel, delta: d, steps: direction))
        }
    }

    /// Scrolls two fingers on a touchpad `distance` points towards `direction` over
    /// `duration` milliseconds, a frame every ``frameInterval`` ms, then lifts them
    /// (`axis-stop`), with the pointer at `point`.
    public mutating func touchpadScroll(at point: Point, direction: Point, distance: Double, duration: Double) {
        appendPointer(.hover(x: point.x, y: point.y))
        let steps = max(1, Self.steps(for: duration))
        let each = distance / Double(steps)
        for _ in 0..<steps {
            wait(duration / Double(steps))
            appendPointer(
                .axis(source: .finger, delta: Point(x: direction.x * each, y: direction.y * each), steps: nil))
        }
        wait(Self.frameInterval)
        appendPointer(.axisStop(source: .finger))
    }
}
