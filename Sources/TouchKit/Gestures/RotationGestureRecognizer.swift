#if canImport(Glibc)
    import Glibc
#endif

/// A continuous recognizer for two fingers turning about each other (SPEC G27).
///
/// The counterpart of `UIRotationGestureRecognizer`, with the pinch's lifecycle: it
/// begins when both fingers are down and the line between them has turned
/// ``hysteresis`` radians since the second one landed, reports `changed` while both
/// are down and one moves, and ends when both have lifted. A third finger is ignored.
///
/// ``rotation`` is in radians from the first vector between the two touches,
/// positive clockwise on screen (y points down). Setting it resets ``velocity``.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians (a choice: 0.07,
    /// about 4 degrees; ``GestureThresholds/rotationHysteresis``).
    public static let hysteresis: Double = GestureThresholds.rotationHysteresis

    private var pair = TouchPair()
    private var startAngle = 0.0
    private var rotationBase = 0.0
    private var lastRotation = 0.0
    private var estimator = VelocityEstimator()

    /// The rotation in radians, clockwise positive, since the second finger landed.
    open var rotation: Double {
        get {
            guard pair.isComplete else { return lastRotation }
            return rotationBase + Self.normalized(pair.angle - startAngle)
        }
        set {
            lastRotation = newValue
            rotationBase = newValue
            if pair.isComplete { startAngle = pair.angle }
            estimator.reset()
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: Double { estimator.velocity.x }

    /// An angle difference brought into -π...π.
    private static func normalized(_ angle: Double) -> Double {
        var a = angle
        while a > .pi { a -= 2 * .pi }
        while a < -.pi { a += 2 * .pi }
        return a
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if pair.take(touches, for: self, with: event) {
            startAngle = pair.angle
            rotationBase = lastRotation
            estimator.add(Point(x: rotation, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard pair.isComplete else { return }
        let current = rotation
        // Keep the angle continuous past ±π: re-anchor before it wraps.
        if abs(Self.normalized(pair.angle - startAngle)) > .pi / 2 {
            rotationBase = current
            startAngle = pair.angle
        }
        lastRotation = current
        estimator.add(Point(x: current, y: 0), at: event.timestamp)
        let past = abs(current) >= Self.hysteresis
        if let next = TouchPair.state(afterMoveFrom: state, pastHysteresis: past) { state = next }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if pair.isComplete { lastRotation = rotation }
        if let next = pair.lift(touches, from: state) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        pair.remove(touches)
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        pair.reset()
        startAngle = 0
        rotationBase = 0
        lastRotation = 0
        estimator.reset()
    }
}
