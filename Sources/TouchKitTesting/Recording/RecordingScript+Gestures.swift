import Foundation
import TouchKit
import TouchKitRecording

/// Multi-finger gestures for ``RecordingScript``: taps, drags, swipes and pinches
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

    /// The motion frames of a gesture lasting `duration` ms: one per ``frameInterval``, at least one.
    static func steps(for duration: Double) -> Int {
        max(1, Int((duration / frameInterval).rounded(.up)))
    }
}
