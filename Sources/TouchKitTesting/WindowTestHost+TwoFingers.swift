import Foundation
import TouchKit

extension WindowTestHost {
    /// A pinch of fingers `first` and `second` about `center`: they go down `from`
    /// points apart (horizontally), move apart or together to `to` points in `steps`
    /// frames of `ms` milliseconds, and lift unless `lift` is `false`. Spreading
    /// (`to > from`) zooms in, as on a touchscreen.
    public func pinch(
        _ first: Int32 = 0, _ second: Int32 = 1, center: Point, from: Double, to: Double, steps: Int = 8,
        ms: UInt32 = 16, lift: Bool = true
    ) {
        twoFingers(first, second, center: center, steps: steps, ms: ms, lift: lift) { t in
            let distance = from + (to - from) * t
            return (distance / 2, 0)
        }
    }

    /// A rotation of fingers `first` and `second` about `center`, `radius` points from
    /// it on opposite sides, turning by `angle` radians (positive: clockwise on screen,
    /// as `RotationGestureRecognizer.rotation` counts) in `steps` frames of `ms`
    /// milliseconds; they lift unless `lift` is `false`.
    public func rotate(
        _ first: Int32 = 0, _ second: Int32 = 1, center: Point, radius: Double = 50, by angle: Double,
        steps: Int = 8, ms: UInt32 = 16, lift: Bool = true
    ) {
        twoFingers(first, second, center: center, steps: steps, ms: ms, lift: lift) { t in
            let a = angle * t
            return (radius * cos(a), radius * sin(a))
        }
    }

    /// Two fingers on opposite sides of `center`, at `offset(t)` and its opposite for
    /// t from 0 to 1.
    private func twoFingers(
        _ first: Int32, _ second: Int32, center: Point, steps: Int, ms: UInt32, lift: Bool,
        offset: (Double) -> (Double, Double)
    ) {
        let count = max(1, steps)
        let (x0, y0) = offset(0)
        down(first, center.x - x0, center.y - y0)
        down(second, center.x + x0, center.y + y0)
        frame(advance: ms)
        for step in 1...count {
            let (x, y) = offset(Double(step) / Double(count))
            move(first, center.x - x, center.y - y)
            move(second, center.x + x, center.y + y)
            frame(advance: ms)
        }
        if lift {
            up(first)
            up(second)
            frame(advance: ms)
        }
    }
}
