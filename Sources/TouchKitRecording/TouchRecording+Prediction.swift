import TouchKit

extension TouchRecording {
    /// How far a `TouchPredictor` lands from where fingers really went, over a recording
    /// (issue 32, L2): for every sample of every finger, the predictor fed with the
    /// finger's samples up to it predicts `lead` seconds ahead, and the prediction is
    /// compared with where the finger was then (linear between the two recorded samples
    /// around that time). A target after the finger's lift or cancel is skipped, as are
    /// samples the predictor declines (too few). Beside each error, the error of no
    /// prediction (the finger's latest position): how far it really moved.
    public struct PredictionError: Sendable, Equatable {
        /// The predictor's errors, in points, one per predicted sample.
        public var predicted: [Double] = []
        /// The errors of no prediction for the same samples, in points.
        public var unpredicted: [Double] = []

        /// Creates an empty record.
        public init() {}

        /// Adds another recording's errors.
        public mutating func append(_ other: PredictionError) {
            predicted += other.predicted
            unpredicted += other.unpredicted
        }

        /// The `percent` percentile of `values` (nearest rank); 0 when empty.
        public static func percentile(_ percent: Double, of values: [Double]) -> Double {
            guard !values.isEmpty else { return 0 }
            let sorted = values.sorted()
            let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(rank, 0), sorted.count - 1)]
        }
    }

    /// Every finger's strokes: its down and motion samples, in seconds, up to its lift.
    public var strokes: [[(time: Double, point: Point)]] {
        var open: [Int32: [(time: Double, point: Point)]] = [:]
        var done: [[(time: Double, point: Point)]] = []
        for event in events {
            let time = event.time / 1000
            switch event.kind {
            case .down(let id, let x, let y):
                if let stroke = open.removeValue(forKey: id) { done.append(stroke) }
                open[id] = [(time, Point(x: x, y: y))]
            case .motion(let id, let x, let y):
                open[id]?.append((time, Point(x: x, y: y)))
            case .up(let id):
                if let stroke = open.removeValue(forKey: id) { done.append(stroke) }
            case .cancel:
                done += open.values
                open.removeAll()
            default:
                break
            }
        }
        return done + open.values
    }

    /// The prediction errors of a `TouchPredictor` with `gain` predicting `lead`
    /// seconds ahead, over every stroke of the recording.
    public func predictionErrors(lead: Double, gain: Double = TouchPredictor.defaultGain) -> PredictionError {
        var result = PredictionError()
        for stroke in strokes {
            var predictor = TouchPredictor(gain: gain)
            var next = 0
            for (index, sample) in stroke.enumerated() {
                predictor.add(sample.point, at: sample.time)
                let target = sample.time + lead
                guard let predicted = predictor.predict(at: target) else { continue }
                next = max(next, index + 1)
                while next < stroke.count && stroke[next].time < target { next += 1 }
                guard next < stroke.count else { break }  // past the lift
                let after = stroke[next]
                let before = stroke[next - 1]
                let span = after.time - before.time
                let f = span > 0 ? (target - before.time) / span : 1
                let actual = Point(
                    x: before.point.x + (after.point.x - before.point.x) * f,
                    y: before.point.y + (after.point.y - before.point.y) * f)
                result.predicted.append(distance(predicted, actual))
                result.unpredicted.append(distance(sample.point, actual))
            }
        }
        return result
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
