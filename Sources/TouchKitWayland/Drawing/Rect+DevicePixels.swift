import TouchKit

extension Rect {
    /// The whole device pixels the rectangle touches at `scale` (edges rounded
    /// outwards), clamped to `Int32`; `nil` when it is empty or not finite.
    ///
    /// Both edges are rounded, not the origin and the size: rounding the size up after
    /// rounding the origin down misses the last pixel when the origin falls inside a
    /// pixel (at 1.5, x 1 and width 2 cover pixels 1 to 4.5, which is 1 up to 5).
    func devicePixels(scale: Double) -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
        guard !isNull, !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, scale > 0 else {
            return nil
        }
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int32 {
            Int32(clamping: Int((value * scale).rounded(rule).clamped(to: -2e9...2e9)))
        }
        let x = pixel(minX, .down)
        let y = pixel(minY, .down)
        let right = pixel(maxX, .up)
        let bottom = pixel(maxY, .up)
        guard right > x, bottom > y else { return nil }
        return (x, y, right - x, bottom - y)
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
