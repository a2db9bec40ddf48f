/// The two touches a pinch or a rotation follows (SPEC G26, G27): which two, where
/// they are, and the vector between them. A third finger is ignored by the recognizer.
@MainActor
internal struct TouchPair {
    private(set) var touches: [Touch] = []
    /// Set once both fingers have been down in this attempt.
    private(set) var wasComplete = false

    var isComplete: Bool { touches.count == 2 }

    /// Adds new touches; returns those beyond two, for the recognizer to ignore.
    mutating func add(_ new: Set<Touch>) -> [Touch] {
        var extra: [Touch] = []
        for touch in new.inIdentifierOrder() {
            if touches.count < 2 { touches.append(touch) } else { extra.append(touch) }
        }
        if isComplete { wasComplete = true }
        return extra
    }

    mutating func remove(_ gone: Set<Touch>) {
        touches.removeAll { gone.contains($0) }
    }

    /// A pinch's or rotation's new touches (SPEC G26, G27): the first two make the pair,
    /// `recognizer` ignores any other. Whether the pair became complete with them.
    mutating func take(_ new: Set<Touch>, for recognizer: GestureRecognizer, with event: Event) -> Bool {
        let wasComplete = isComplete
        for extra in add(new) { recognizer.ignore(extra, for: event) }
        return isComplete && !wasComplete
    }

    /// A pinch's or rotation's lifted touches leave the pair (SPEC G26, G27); the state
    /// the recognizer moves to from `state`, if any.
    mutating func lift(_ gone: Set<Touch>, from state: GestureRecognizer.State) -> GestureRecognizer.State? {
        remove(gone)
        return self.state(afterLiftFrom: state)
    }

    mutating func reset() {
        touches.removeAll()
        wasComplete = false
    }

    /// The state after the pair moved (SPEC G26, G27): `began` once past the
    /// recognizer's hysteresis, then `changed` on every move.
    static func state(afterMoveFrom state: GestureRecognizer.State, pastHysteresis: Bool) -> GestureRecognizer.State? {
        switch state {
        case .possible: pastHysteresis ? .began : nil
        case .began, .changed: .changed
        default: nil
        }
    }

    /// The state after fingers lifted (SPEC G26, G27): a lift before the gesture began
    /// fails it; after, it ends when both fingers have lifted.
    func state(afterLiftFrom state: GestureRecognizer.State) -> GestureRecognizer.State? {
        switch state {
        case .possible: .failed
        case .began, .changed: touches.isEmpty ? .ended : nil
        default: nil
        }
    }

    /// The vector from the first touch to the second, window coordinates.
    var vector: Point {
        guard isComplete else { return .zero }
        let a = touches[0].location(in: nil)
        let b = touches[1].location(in: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    /// The distance between the two touches.
    var distance: Double {
        let v = vector
        return (v.x * v.x + v.y * v.y).squareRoot()
    }

    /// The angle of the vector, radians, clockwise in y-down window coordinates.
    var angle: Double {
        let v = vector
        return atan2(v.y, v.x)
    }
}

#if canImport(Glibc)
    import Glibc
#endif
