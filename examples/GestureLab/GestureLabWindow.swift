import TouchKit

/// The lab's window: before delivering an event as usual, it forwards the touches
/// its transform helpers observe to them, sorted by phase (seed listing 3-8, SPEC F1).
///
/// `sendEvent(_:)` is the funnel every touch event passes through on its way to the
/// views. Overriding it is rarely needed; when it is, always call `super`, or no view
/// receives anything.
@MainActor
final class GestureLabWindow: Window {
    /// The helpers fed from ``sendEvent(_:)``. A screen adds its helper when it
    /// appears; a helper whose view has left the window is dropped.
    var transformGestures: [TransformGesture] = []

    override func sendEvent(_ event: Event) {
        transformGestures.removeAll { $0.view?.window !== self }
        for gesture in transformGestures {
            // Collect the touches the helper cares about, and sort them by phase,
            // as the window itself does for views.
            var began = Set<Touch>(), moved = Set<Touch>(), ended = Set<Touch>(), cancelled = Set<Touch>()
            for touch in gesture.observedTouches(for: event) {
                switch touch.phase {
                case .began: began.insert(touch)
                case .moved: moved.insert(touch)
                case .ended: ended.insert(touch)
                case .cancelled: cancelled.insert(touch)
                case .stationary: break
                }
            }
            if !began.isEmpty { gesture.touchesBegan(began, with: event) }
            if !moved.isEmpty { gesture.touchesMoved(moved, with: event) }
            if !ended.isEmpty { gesture.touchesEnded(ended, with: event) }
            if !cancelled.isEmpty { gesture.touchesCancelled(cancelled, with: event) }
        }
        super.sendEvent(event)
    }
}
