import TouchKit

/// Fitting a recording to a window of another size, and counting what falls outside.
extension TouchRecording {
    /// The recording with every position (`down` and `motion`) scaled from its
    /// `# window` size to `size`, and `# window` set to `size`.
    ///
    /// A recording without a window size, or with an empty one, is returned with only
    /// its window size changed. Contact shapes keep their size.
    /// - Parameter size: The window size to fit.
    /// - Returns: The fitted recording.
    public func fitted(to size: Size) -> TouchRecording {
        var fitted = self
        fitted.windowSize = size
        guard let recorded = windowSize, recorded.width > 0, recorded.height > 0 else { return fitted }
        let sx = size.width / recorded.width
        let sy = size.height / recorded.height
        fitted.events = events.map { event in
            var event = event
            if case .down(let id, let x, let y) = event.kind {
                event.kind = .down(id: id, x: x * sx, y: y * sy)
            } else if case .motion(let id, let x, let y) = event.kind {
                event.kind = .motion(id: id, x: x * sx, y: y * sy)
            }
            return event
        }
        return fitted
    }

    /// How many positions (`down` and `motion`) the recording holds, and how many of
    /// them lie outside a window of `size` (x in 0..<width, y in 0..<height inside).
    /// - Parameter size: The window size.
    /// - Returns: Both counts.
    public func positions(outside size: Size) -> (outside: Int, total: Int) {
        var outside = 0
        var total = 0
        for event in events {
            let point: (x: Double, y: Double)
            if case .down(_, let x, let y) = event.kind {
                point = (x, y)
            } else if case .motion(_, let x, let y) = event.kind {
                point = (x, y)
            } else {
                continue
            }
            total += 1
            if !(point.x >= 0 && point.x < size.width && point.y >= 0 && point.y < size.height) { outside += 1 }
        }
        return (outside, total)
    }
}
