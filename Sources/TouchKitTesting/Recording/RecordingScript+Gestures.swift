import Foundation
import TouchKit
import TouchKitRecording

/// Multi-finger gestures for ``RecordingScript``: taps, holds, long presses, drags,
/// swipes, pinches and rotations
/// with several fingers, in frames 16 ms apart (60 Hz), the way a touchscreen reports them.
extension RecordingScript {
    /// The time between two motion frames of a scripted gesture, in milliseconds.
    public static let frameInterval = 16.0
    /// The distance between neighbouring fingers of a multi-finger gesture, in points.
    public static let fingerSpacing = 40.0

    /// Where the fingers of an `count`-finger gesture centred on `point` touch: in a
    /// row, ``fingerSpacing`` apart, centred on the point.
    /// - Parameters:
    ///   - count: How many fingers.
    ///   - point: The centre of the row.
    public static func fingerPositions(_ count: Int, around point: Point) -> [Point] {
        (0..<max(1, count)).map { index in
            Point(x: point.x + (Double(index) - Double(max(1, count) - 1) / 2) * fingerSpacing, y: point.y)
        }
    }

    /// Appends fingers going down together, staying for `duration` ms, and lifting together.
    /// - Parameters:
    ///   - point: The centre of the fingers.
    ///   - fingers: How many fingers (ids 0...fingers-1).
    ///   - duration: Milliseconds between down and up.
    public mutating func tap(at point: Point, fingers: Int, duration: Double = 50) {
        let starts = Self.fingerPositions(fingers, around: point)
        for (id, start) in starts.enumerated() { down(Int32(id), at: start) }
        frame()
        wait(duration)
        for id in starts.indices { up(Int32(id)) }
        frame()
    }

    /// Appends fingers moving together in a straight line from `start` to `end`: down,
    /// a motion frame every ``frameInterval`` ms over `duration`, up.
    /// - Parameters:
    ///   - start: The centre of the fingers where they touch.
    ///   - end: The centre where they lift.
    ///   - fingers: How many fingers.
    ///   - duration: Milliseconds from down to the last motion.
    public mutating func drag(from start: Point, to end: Point, fingers: Int, duration: Double) {
        let starts = Self.fingerPositions(fingers, around: start)
        let steps = Self.steps(for: duration)
        for (id, point) in starts.enumerated() { down(Int32(id), at: point) }
        frame()
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            wait(duration / Double(steps))
            for (id, point) in starts.enumerated() {
                move(Int32(id), to: Point(x: point.x + (end.x - start.x) * f, y: point.y + (end.y - start.y) * f))
            }
            frame()
        }
        for id in starts.indices { up(Int32(id)) }
        frame()
    }

    /// Appends two fingers on either side of `center`, on a horizontal line, moving from
    /// `startDistance` to `endDistance` apart over `duration` ms (a pinch out when the
    /// distance grows, in when it shrinks).
    /// - Parameters:
    ///   - center: The point between the fingers.
    ///   - startDistance: Points between the fingers as they touch.
    ///   - endDistance: Points between them as they lift.
    ///   - duration: Milliseconds from down to the last motion.
    public mutating func pinch(at center: Point, from startDistance: Double, to endDistance: Double, duration: Double) {
        let steps = Self.steps(for: duration)
        func place(_ distance: Double) -> [Point] {
            [Point(x: center.x - distance / 2, y: center.y), Point(x: center.x + distance / 2, y: center.y)]
        }
        for (id, point) in place(startDistance).enumerated() { down(Int32(id), at: point) }
        frame()
        for step in 1...steps {
            wait(duration / Double(steps))
            let distance = startDistance + (endDistance - startDistance) * Double(step) / Double(steps)
            for (id, point) in place(distance).enumerated() { move(Int32(id), to: point) }
            frame()
        }
        up(0)
        up(1)
        frame()
    }

    /// How long a `long-press` rests before it lifts or moves on, in milliseconds: past
    /// `LongPressGestureRecognizer`'s default `minimumPressDuration` (0.5 s) with room to
    /// spare **(choice)**.
    public static let longPressDuration = 800.0
    /// How long a `hold` rests, in milliseconds **(choice)**.
    public static let holdDuration = 1000.0

    /// Appends fingers that go down, rest without moving for `duration` ms and lift: a
    /// finger resting on the screen (a scroll view's content-touch delay passes, a
    /// button shows its highlight), as a touchscreen reports it, with no motion.
    /// - Parameters:
    ///   - point: The centre of the fingers.
    ///   - fingers: How many fingers.
    ///   - duration: Milliseconds between down and up.
    public mutating func hold(at point: Point, fingers: Int, duration: Double = Self.holdDuration) {
        tap(at: point, fingers: fingers, duration: duration)
    }

    /// Appends a long press: fingers rest for `duration` ms (``longPressDuration`` by
    /// default, long enough for a `LongPressGestureRecognizer` to begin), then, when
    /// `end` is given, move there in a straight line over `dragDuration` ms (a long
    /// press that drags, as when an item is picked up), and lift.
    /// - Parameters:
    ///   - point: The centre of the fingers as they touch.
    ///   - end: Where they move before lifting, or `nil` to lift where they rest.
    ///   - fingers: How many fingers.
    ///   - duration: Milliseconds of rest.
    ///   - dragDuration: Milliseconds of the move to `end`.
    public mutating func longPress(
        at point: Point, to end: Point? = nil, fingers: Int, duration: Double = Self.longPressDuration,
        dragDuration: Double = 300
    ) {
        guard let end else {
            tap(at: point, fingers: fingers, duration: duration)
            return
        }
        let starts = Self.fingerPositions(fingers, around: point)
        for (id, start) in starts.enumerated() { down(Int32(id), at: start) }
        frame()
        wait(duration)
        let steps = Self.steps(for: dragDuration)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            wait(dragDuration / Double(steps))
            for (id, start) in starts.enumerated() {
                move(Int32(id), to: Point(x: start.x + (end.x - point.x) * f, y: start.y + (end.y - point.y) * f))
            }
            frame()
        }
        for id in starts.indices { up(Int32(id)) }
        frame()
    }

    /// Appends two fingers on a circle of `radius` points around `center`, starting on
    /// a horizontal line and turning together by `degrees` over `duration` ms: clockwise
    /// on the screen for a positive angle, as `RotationGestureRecognizer.rotation` grows.
    /// - Parameters:
    ///   - center: The point the fingers turn around.
    ///   - degrees: How far they turn.
    ///   - radius: Points from the centre to each finger.
    ///   - duration: Milliseconds from down to the last motion.
    public mutating func rotate(at center: Point, by degrees: Double, radius: Double = 100, duration: Double = 400) {
        let steps = Self.steps(for: duration)
        func place(_ angle: Double) -> [Point] {
            let dx = radius * cos(angle)
            let dy = radius * sin(angle)
            return [Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy)]
        }
        for (id, point) in place(0).enumerated() { down(Int32(id), at: point) }
        frame()
        for step in 1...steps {
            wait(duration / Double(steps))
            let angle = degrees * .pi / 180 * Double(step) / Double(steps)
            for (id, point) in place(angle).enumerated() { move(Int32(id), to: point) }
            frame()
        }
        up(0)
        up(1)
        frame()
    }

    /// The motion frames of a gesture lasting `duration` ms: one per ``frameInterval``, at least one.
    static func steps(for duration: Double) -> Int {
        max(1, Int((duration / frameInterval).rounded(.up)))
    }
}
