import Graphics

#if canImport(Glibc)
    import Glibc
#endif

/// A continuous recognizer that follows a pointer moving over its view with no button
/// down (SPEC P10).
///
/// The counterpart of `UIHoverGestureRecognizer`. It begins when the pointer moves over
/// its view (or a subview of it), reports `changed` as the pointer moves, and ends
/// when the pointer leaves the view or the window, or a button goes down (a press is a
/// touch, W10). It takes no touches, and prevents and waits for no recognizer.
///
/// ```swift
/// let hover = HoverGestureRecognizer { recognizer in
///     card.isHighlighted = recognizer.state == .began || recognizer.state == .changed
/// }
/// card.addGestureRecognizer(hover)
/// ```
@MainActor
open class HoverGestureRecognizer: GestureRecognizer {
    /// Where the pointer is, window coordinates.
    @exclusivity(unchecked) internal var pointerLocation = Point.zero
    /// The hovering pen's tilt, `nil` for the pointer.
    internal var pencil: PencilSample?

    /// A hovering pen's height above the surface, from 0 (touching) to 1 (the farthest
    /// the tablet reports), from tablet-v2's `distance`; 0 for the pointer and a pen
    /// that reports no distance (SPEC P71; `UIHoverGestureRecognizer.zOffset`).
    public internal(set) var zOffset = 0.0

    /// The hovering pen's angle with the surface, radians (SPEC P42, P71); π/2 for the
    /// pointer (`UIHoverGestureRecognizer.altitudeAngle`).
    public var altitudeAngle: Double { pencil?.altitudeAngle ?? Double.pi / 2 }

    /// The direction the hovering pen's cap points in, in `view`'s coordinates (SPEC P42,
    /// P71); 0 for the pointer (`UIHoverGestureRecognizer.azimuthAngle(in:)`).
    public func azimuthAngle(in view: View?) -> Double {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector the hovering pen's cap points along, in `view`'s coordinates;
    /// `(1, 0)` for the pointer (`UIHoverGestureRecognizer.azimuthUnitVector(in:)`).
    public func azimuthUnitVector(in view: View?) -> Vector {
        let angle = pencil?.azimuthAngle ?? 0
        let direction = Vector(dx: cos(angle), dy: sin(angle))
        guard let view else { return direction }
        let start = view.convert(pointerLocation, from: nil)
        let end = view.convert(
            Point(x: pointerLocation.x + direction.dx, y: pointerLocation.y + direction.dy), from: nil)
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        guard length > 0, length.isFinite else { return direction }
        return Vector(dx: (end.x - start.x) / length, dy: (end.y - start.y) / length)
    }

    /// Takes the hover's location, height and tilt.
    internal func follow(_ location: Point, _ input: HoverInput) {
        pointerLocation = location
        zOffset = input.zOffset.isFinite ? min(max(input.zOffset, 0), 1) : 0
        pencil = input.pencil
    }

    /// Creates a recognizer that sends `action` to `target`.
    public override init(target: Responder?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        takesPartInArbitration = false
    }

    /// The pointer's location in `view`'s coordinates (`nil`: the window's).
    open override func location(in view: View?) -> Point {
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: nil)
    }

    /// A hover prevents no recognizer.
    open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// No recognizer prevents a hover.
    open override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }
}
