/// A continuous recognizer for dragging one or more fingers (SPEC G25).
///
/// The counterpart of `UIPanGestureRecognizer`. It begins once at least
/// ``minimumNumberOfTouches`` fingers (and no more than ``maximumNumberOfTouches``) are
/// down and their centroid has moved ``hysteresis`` points; it reports `changed` on
/// every movement and ends when fewer than the minimum remain (with the default of 1,
/// when every finger has lifted).
///
/// ``translation(in:)`` is the centroid's total displacement since the gesture began —
/// not a delta, so don't add it up; reset it with ``setTranslation(_:in:)``.
/// ``velocity(in:)`` is in points per second, from the compositor's timestamps.
///
/// ```swift
/// let pan = PanGestureRecognizer { recognizer in
///     let pan = recognizer as! PanGestureRecognizer
///     let t = pan.translation(in: card.superview)
///     card.center = Point(x: card.center.x + t.x, y: card.center.y + t.y)
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the centroid moves before the pan begins, in points (a choice: 10 pt,
    /// ``GestureThresholds/panHysteresis``).
    public static let hysteresis: Double = GestureThresholds.panHysteresis

    /// The fewest fingers that make a pan. 1 by default.
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// The most fingers that make a pan; more before it begins make it fail. Unlimited
    /// by default.
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max

    /// The pointer buttons a pointer's drag must hold; `.primary` by default (SPEC P9).
    public var buttonMaskRequired: Event.ButtonMask = .primary
    /// The scroll types the pan follows, as it follows fingers (SPEC P3): empty by
    /// default; a scroll view's pan allows ``ScrollTypeMask/all``. Setting it does not
    /// stop the pan from following touches.
    public var allowedScrollTypesMask: ScrollTypeMask = []
    /// How long after the last scroll a pan that scrolling drives ends, when no
    /// `axis_stop` ends it first, in seconds (a choice; SPEC P3).
    public static let scrollEndDelay: Double = 0.15

    /// The centroid of the current touches, window coordinates.
    @exclusivity(unchecked) private var centroid = Point.zero
    /// Where the centroid was when the gesture's reference was last set.
    @exclusivity(unchecked) private var reference = Point.zero
    /// The translation set by ``setTranslation(_:in:)``, window coordinates.
    @exclusivity(unchecked) private var base = Point.zero
    @exclusivity(unchecked) private var estimator = VelocityEstimator()
    /// The latest window location of each current touch, for coalesced samples.
    @exclusivity(unchecked) private var positions = TouchPoints()

    /// The centroid's displacement since the gesture began (or since the last
    /// ``setTranslation(_:in:)``), as a vector in `view`'s coordinates (`nil`: window).
    open func translation(in view: View?) -> Point {
        vector(Point(x: base.x + centroid.x - reference.x, y: base.y + centroid.y - reference.y), in: view)
    }

    /// Sets the translation (in `view`'s coordinates) and resets the velocity.
    open func setTranslation(_ translation: Point, in view: View?) {
        base = vector(translation, in: view, inverse: true)
        reference = centroid
        estimator.reset()
        estimator.add(centroid, at: lastTime)
    }

    /// The centroid's velocity in points per second, in `view`'s coordinates.
    open func velocity(in view: View?) -> Point {
        vector(estimator.velocity(at: lastTime), in: view)
    }

    @exclusivity(unchecked) private var lastTime = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible && !pointerButtons(of: touches, include: buttonMaskRequired) {
            state = .failed  // SPEC P9
            return
        }
        if state == .possible && numberOfTouches > maximumNumberOfTouches {
            state = .failed
            return
        }
        if state != .possible && numberOfTouches > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        // In identifier order: the centroid adds the points up in the order they were
        // added, and a set's order is not the same from run to run (G17).
        for touch in touches.inIdentifierOrder() {
            positions.set(touch.location(in: nil), for: ObjectIdentifier(touch))
        }
        rebase(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        // Every sample, coalesced ones included, feeds the velocity (T3).
        if event.coalesced.isEmpty {
            var time = lastTime
            // (Borrowed from the set: no reference counting per finger per frame.)
            touches.forEachBorrowed { touch in
                positions.set(touch.location(in: nil), for: ObjectIdentifier(touch))
                time = max(time, touch.timestamp)
            }
            centroid = currentCentroid()
            lastTime = time
            estimator.add(centroid, at: time)
        } else {
            var samples: [(time: Double, touch: Touch, location: Point)] = []
            for touch in touches {
                for sample in event.coalescedTouches(for: touch) ?? [touch] {
                    samples.append((sample.timestamp, touch, sample.location(in: nil)))
                }
            }
            samples.sort { $0.time != $1.time ? $0.time < $1.time : Touch.precedes($0.touch, $1.touch) }
            for sample in samples {
                positions.set(sample.location, for: ObjectIdentifier(sample.touch))
                centroid = currentCentroid()
                lastTime = sample.time
                estimator.add(centroid, at: sample.time)
            }
        }
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            let moved = Point(x: centroid.x - reference.x, y: centroid.y - reference.y)
            if (moved.x * moved.x + moved.y * moved.y).squareRoot() >= Self.hysteresis {
                state = canBegin(translation: moved) ? .began : .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            positions.remove(ObjectIdentifier(touch))
        }
        // The lift's time: a finger that rested before lifting has no velocity (G25).
        lastTime = max(lastTime, event.timestamp)
        switch state {
        case .possible:
            if numberOfTouches == 0 { state = .failed } else { rebase(time: event.timestamp) }
        case .began, .changed:
            if numberOfTouches < minimumNumberOfTouches {
                state = .ended
            } else {
                rebase(time: event.timestamp)
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { positions.remove(ObjectIdentifier(touch)) }
        super.touchesCancelled(touches, with: event)
    }

    // MARK: - Driven by scrolling (SPEC P3)

    /// A scroll begins the pan at `location` (window coordinates): the translation
    /// starts at zero.
    internal func scrollBegan(at location: Point, time: Double) {
        centroid = location
        reference = location
        base = .zero
        estimator.reset()
        lastTime = time
        estimator.add(centroid, at: time)
    }

    /// A scroll moves the pan by `delta` (window coordinates, the way fingers move).
    internal func scrollMoved(by delta: Point, time: Double) {
        centroid.x += delta.x
        centroid.y += delta.y
        lastTime = max(lastTime, time)
        estimator.add(centroid, at: lastTime)
    }

    /// The scroll stopped at `time`, or ``scrollEndDelay`` after its last movement when
    /// `nil`: the velocity is the one then (a rest has none, G25).
    internal func scrollStopped(time: Double?) {
        lastTime = max(lastTime, time ?? lastTime + Self.scrollEndDelay)
    }

    /// Whether the pan may begin with this first movement (window coordinates); the
    /// scroll view's pan says no across its only axis, or when content may not be
    /// cancelled (SPEC S2, S7).
    internal func canBegin(translation: Point) -> Bool { true }

    /// Follows a change in the set of fingers. Before the pan begins, the hysteresis
    /// counts from the new centroid; after, the reference moves with the centroid so
    /// the translation does not jump (SPEC G25).
    private func rebase(time: Double) {
        let new = currentCentroid()
        if state == .possible {
            reference = new
        } else {
            reference.x += new.x - centroid.x
            reference.y += new.y - centroid.y
        }
        estimator.shift(by: Point(x: new.x - centroid.x, y: new.y - centroid.y))
        centroid = new
        lastTime = time
        estimator.add(new, at: time)
    }

    @inline(__always)
    private func currentCentroid() -> Point {
        positions.isEmpty ? centroid : positions.centroid
    }

    /// A window-space vector in `view`'s coordinates (rotation and scale, no translation).
    private func vector(_ v: Point, in view: View?, inverse: Bool = false) -> Point {
        guard let view else { return v }
        let origin = inverse ? view.convert(Point.zero, to: nil) : view.convert(Point.zero, from: nil)
        let tip = inverse ? view.convert(v, to: nil) : view.convert(v, from: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    open override func reset() {
        super.reset()
        centroid = .zero
        reference = .zero
        base = .zero
        estimator.reset()
        positions.removeAll()
        lastTime = 0
    }
}
