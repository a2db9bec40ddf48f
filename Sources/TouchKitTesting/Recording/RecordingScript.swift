import TouchKit
import TouchKitRecording

/// Writes a `TouchRecording` in code, for tests and demos.
///
/// A script keeps a clock that only ``wait(_:)`` moves; each call appends one
/// event at the current time, exactly as written, with no `frame` added for you.
/// ``tap(_:at:duration:)`` and ``drag(_:from:to:steps:duration:)`` write the common
/// sequences with their frames.
///
/// ```swift
/// var script = RecordingScript(windowSize: Size(width: 400, height: 300))
/// script.down(0, at: Point(x: 10, y: 20))
/// script.frame()
/// script.wait(16)
/// script.move(0, to: Point(x: 30, y: 20))
/// script.frame()
/// script.wait(16)
/// script.up(0)
/// script.frame()
/// let recording = script.recording
/// ```
public struct RecordingScript: Sendable {
    /// The recording written so far.
    public private(set) var recording: TouchRecording
    /// The current time in milliseconds since the start.
    public private(set) var time: Double = 0

    /// Starts an empty script at time 0.
    /// - Parameters:
    ///   - windowSize: The window size the recording names.
    ///   - seatName: The seat name the recording names.
    public init(windowSize: Size? = nil, seatName: String? = nil) {
        recording = TouchRecording(windowSize: windowSize, seatName: seatName)
    }

    /// Moves the clock forward. A wait after the last event is kept: the recording's
    /// `TouchRecording/endTime` is then the script's time, so the recording ends that
    /// much later (a replay's end capture waits for it).
    /// - Parameter milliseconds: How long to wait; must not be negative.
    public mutating func wait(_ milliseconds: Double) {
        precondition(milliseconds >= 0 && milliseconds.isFinite, "RecordingScript.wait needs a non-negative time")
        time += milliseconds
        if time > recording.duration { recording.endTime = time }
    }

    /// Appends `down`: finger `id` touches at `point`.
    public mutating func down(_ id: Int32, at point: Point) {
        append(.down(id: id, x: point.x, y: point.y))
    }

    /// Appends `motion`: finger `id` moves to `point`.
    public mutating func move(_ id: Int32, to point: Point) {
        append(.motion(id: id, x: point.x, y: point.y))
    }

    /// Appends `up`: finger `id` lifts.
    public mutating func up(_ id: Int32) {
        append(.up(id: id))
    }

    /// Appends `shape`: finger `id`'s contact ellipse has these axis lengths.
    public mutating func shape(_ id: Int32, major: Double, minor: Double) {
        append(.shape(id: id, major: major, minor: minor))
    }

    /// Appends `orientation`: finger `id`'s contact ellipse turned to `degrees`.
    public mutating func orientation(_ id: Int32, degrees: Double) {
        append(.orientation(id: id, degrees: degrees))
    }

    /// Appends `frame`: the events since the last frame belong together.
    public mutating func frame() {
        append(.frame)
    }

    /// Appends `cancel`: the compositor takes every finger.
    public mutating func cancel() {
        append(.cancel)
    }

    /// Appends a comment line after the events so far.
    public mutating func comment(_ text: String) {
        recording.comments.append(TouchRecording.Comment(text, position: recording.events.count))
    }

    /// Appends a tap: `down` and `frame`, a wait, `up` and `frame`.
    /// - Parameters:
    ///   - id: The finger.
    ///   - point: Where it touches.
    ///   - duration: Milliseconds between down and up.
    public mutating func tap(_ id: Int32, at point: Point, duration: Double = 50) {
        down(id, at: point)
        frame()
        wait(duration)
        up(id)
        frame()
    }

    /// Appends a straight drag: `down`, `steps` evenly spaced motions, `up`, each
    /// followed by `frame`.
    /// - Parameters:
    ///   - id: The finger.
    ///   - start: Where it touches.
    ///   - end: Where it lifts.
    ///   - steps: How many motion frames; at least 1.
    ///   - duration: Milliseconds from down to the last motion; the up follows at once.
    public mutating func drag(_ id: Int32, from start: Point, to end: Point, steps: Int = 10, duration: Double = 160) {
        precondition(steps >= 1, "RecordingScript.drag needs at least one step")
        down(id, at: start)
        frame()
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            wait(duration / Double(steps))
            move(id, to: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            frame()
        }
        up(id)
        frame()
    }

    /// Appends a pointer line (other buttons, hover, scrolling; SPEC P12) at the
    /// current time, after the events so far.
    mutating func appendPointer(_ kind: TouchRecording.PointerEvent.Kind) {
        recording.pointerEvents.append(
            TouchRecording.PointerEvent(time: time, kind: kind, position: recording.events.count))
    }

    private mutating func append(_ kind: TouchRecording.Event.Kind) {
        recording.endTime = nil
        recording.events.append(TouchRecording.Event(time: time, kind: kind))
    }
}
