/// A continuous recognizer for two fingers moving apart or together (SPEC G26).
///
/// The counterpart of `UIPinchGestureRecognizer`. It begins when both fingers are down
/// and their distance has changed by ``hysteresis`` points since the second one landed;
/// it reports `changed` while both are down and one moves, and ends when both have
/// lifted. A third finger is ignored.
///
/// ``scale`` is absolute: the distance now over the distance when the second finger
/// landed. Setting it (say, to 1 after applying it) resets ``velocity``.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the fingers' distance changes before the pinch begins, in points (a
    /// choice: 8 pt, ``GestureThresholds/pinchHysteresis``).
    public static let hysteresis: Double = GestureThresholds.pinchHysteresis

    @exclusivity(unchecked) private var pair = TouchPair()
    @exclusivity(unchecked) private var startDistance = 0.0
    @exclusivity(unchecked) private var scaleBase = 1.0
    @exclusivity(unchecked) private var estimator = VelocityEstimator()

    /// The scale factor relative to the fingers' distance when the second landed.
    open var scale: Double {
        get {
            guard startDistance > 0, pair.isComplete else { return lastScale }
            return scaleBase * pair.distance / startDistance
        }
        set {
            lastScale = newValue
            scaleBase = newValue
            if pair.isComplete { startDistance = pair.distance }
            estimator.reset()
        }
    }
    @exclusivity(unchecked) private var lastScale = 1.0

    /// How fast the scale changes, in scale factor per second.
    open var velocity: Double { estimator.velocity.x }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if pair.take(touches, for: self, with: event) {
            startDistance = pair.distance
            scaleBase = lastScale
            estimator.add(Point(x: scale, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard pair.isComplete, startDistance > 0 else { return }
        let current = scale
        lastScale = current
        estimator.add(Point(x: current, y: 0), at: event.timestamp)
        let past = abs(pair.distance - startDistance) >= Self.hysteresis
        if let next = TouchPair.state(afterMoveFrom: state, pastHysteresis: past) { state = next }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if pair.isComplete { lastScale = scale }
        if let next = pair.lift(touches, from: state) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        pair.remove(touches)
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        pair.reset()
        startDistance = 0
        scaleBase = 1
        lastScale = 1
        estimator.reset()
    }
}
