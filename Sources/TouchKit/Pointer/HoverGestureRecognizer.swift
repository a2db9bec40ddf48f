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
