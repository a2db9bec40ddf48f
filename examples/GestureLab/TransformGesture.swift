import TouchKit

/// A helper responder that moves, scales and rotates a view with one or two fingers,
/// computed from the points where the fingers began (seed listings 3-4 and 3-5).
///
/// It is not a view and is never hit-tested: ``GestureLabWindow`` forwards it the
/// touches of its view, sorted by phase, from `sendEvent(_:)` (listing 3-8, SPEC F1,
/// F2). It keeps each finger's begin point in the superview's coordinates, keyed by
/// the `Touch` itself (SPEC T1), so all fingers share one coordinate system. Each
/// move sets the view's `center` and `transform` (SPEC D3) to the start values
/// changed by the similarity that takes the begin points to the current ones:
///
/// - one finger: a translation;
/// - two fingers: the translation, scale and rotation that keep both fingers on the
///   same spots of the view (a third finger is ignored).
///
/// Whenever a finger comes or goes, the current state becomes the new start and the
/// begin points are cached again, so the view never jumps.
@MainActor
final class TransformGesture: Responder {
    /// The view transformed.
    private(set) weak var view: View?
    /// Called after each change of the view's centre and transform.
    var onChange: (() -> Void)?

    private var beginPoints: [Touch: Point] = [:]
    private var startCenter = Point.zero
    private var startTransform = AffineTransform.identity

    /// Creates a gesture for a view (which needs `isMultipleTouchEnabled` to be sent
    /// a second finger at all, SPEC T7).
    init(view: View) {
        self.view = view
        super.init()
    }

    /// The touches of `event` this gesture cares about: those on its view.
    func observedTouches(for event: Event) -> Set<Touch> {
        guard let view else { return [] }
        return event.touches(for: view) ?? []
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        cacheBeginPoints(for: Set(beginPoints.keys).union(touches))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let view else { return }
        let (translation, linear) = incrementalTransform()
        view.center = startCenter.applying(linear).offsetBy(dx: translation.x, dy: translation.y)
        view.transform = startTransform.concatenating(linear)
        onChange?()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        cacheBeginPoints(for: Set(beginPoints.keys).subtracting(touches))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        touchesEnded(touches, with: event)
    }

    /// Listing 3-4: remembers where each finger is now, in the superview's
    /// coordinates, and the view's state to start from.
    private func cacheBeginPoints(for touches: Set<Touch>) {
        guard let view else { return }
        beginPoints = [:]
        for touch in touches { beginPoints[touch] = touch.location(in: view.superview) }
        startCenter = view.center
        startTransform = view.transform
    }

    /// Listing 3-5: the change since the begin points, as a linear part (scale and
    /// rotation) applied first, then a translation, both in superview coordinates.
    private func incrementalTransform() -> (translation: Point, linear: AffineTransform) {
        guard let superview = view?.superview else { return (.zero, .identity) }
        // The first two fingers, in a stable order (the listing sorts by address).
        let touches = beginPoints.keys.sorted { $0.identifier.number < $1.identifier.number }.prefix(2)
        guard let touch1 = touches.first, let begin1 = beginPoints[touch1] else { return (.zero, .identity) }
        let current1 = touch1.location(in: superview)
        var linear = AffineTransform.identity
        if touches.count == 2, let touch2 = touches.last, let begin2 = beginPoints[touch2] {
            let current2 = touch2.location(in: superview)
            // The scale and rotation that turn the vector between the begin points
            // into the vector between the current points. As complex numbers,
            // after / before = scale · (cos angle + i · sin angle) = a + i · b.
            let before = (x: begin2.x - begin1.x, y: begin2.y - begin1.y)
            let after = (x: current2.x - current1.x, y: current2.y - current1.y)
            let lengthSquared = before.x * before.x + before.y * before.y
            if lengthSquared > 1 {
                let a = (after.x * before.x + after.y * before.y) / lengthSquared
                let b = (after.y * before.x - after.x * before.y) / lengthSquared
                linear = AffineTransform(a: a, b: b, c: -b, d: a, tx: 0, ty: 0)
            }
        }
        // The point under the first finger stays under it: begin1 maps to current1.
        let moved = begin1.applying(linear)
        return (Point(x: current1.x - moved.x, y: current1.y - moved.y), linear)
    }
}
