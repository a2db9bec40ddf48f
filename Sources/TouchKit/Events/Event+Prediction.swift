extension Event {
    /// Touches predicted to follow a touch's latest one, as UIKit's
    /// `predictedTouches(for:)`: positions where the finger is expected to be, for drawing
    /// ahead of it. Draw them provisionally and replace them when the real touches come.
    ///
    /// The prediction is one touch of phase ``TouchPhase/moved``, timed at the window's
    /// next presentation when the compositor tells it (presentation feedback, SPEC D10),
    /// else one frame (1/60 s) after the latest touch, and placed by a ``TouchPredictor``
    /// fed with the finger's recent samples (coalesced ones included).
    ///
    /// The samples are kept from the first time a touch is asked about: ask in every
    /// `touchesMoved(_:with:)`, as UIKit code does. The array is empty when there is
    /// nothing to predict: the touch ended or was cancelled (never past a lift), did not
    /// move in this event, or has too few samples yet (``TouchPredictor/minimumSamples``).
    ///
    /// - Returns: `nil` when the touch is not in this event.
    public func predictedTouches(for touch: Touch) -> [Touch]? {
        guard let samples = coalescedTouches(for: touch) else { return nil }
        if touch.predictor == nil {
            var predictor = TouchPredictor()
            for sample in samples where sample.phase == .moved {
                predictor.add(sample.windowLocation, at: sample.timestamp)
            }
            touch.predictor = predictor
        }
        guard touch.phase == .moved, !touch.hasEnded, let predictor = touch.predictor else { return [] }
        let time = predictionTime(for: touch)
        guard let location = predictor.predict(at: time) else { return [] }
        let predicted = Touch(snapshotOf: touch)
        predicted.previousWindowLocation = touch.windowLocation
        predicted.windowLocation = location
        predicted.timestamp = time
        predicted.phase = .moved
        return [predicted]
    }

    /// The time a prediction targets: the window's next presentation after the touch's
    /// time where known and within ``TouchPredictor/longestLead``, else one frame ahead.
    private func predictionTime(for touch: Touch) -> Double {
        let fallback = touch.timestamp + TouchPredictor.fallbackLead
        guard let next = touch.window?.host?.nextPresentationTime(after: touch.timestamp) else { return fallback }
        let lead = next - touch.timestamp
        return lead > 0 && lead <= TouchPredictor.longestLead ? next : fallback
    }
}
