import TouchKit

/// The lab's window: before delivering an event as usual, it forwards the touches
/// its transform helpers observe to them, sorted by phase (seed listing 3-8, SPEC F1),
/// and, with `GESTURELAB_SHOW_TOUCHES=1`, shows a ring under every finger
/// (``TouchMarkers``).
///
/// `sendEvent(_:)` is the funnel every touch event passes through on its way to the
/// views. Overriding it is rarely needed; when it is, always call `super`, or no view
/// receives anything.
@MainActor
final class GestureLabWindow: Window {
    /// The helpers fed from ``sendEvent(_:)``. A screen adds its helper when it
    /// appears; a helper whose view has left the window is dropped.
    var transformGestures: [TransformGesture] = []
    /// The "show touches" rings, when `GESTURELAB_SHOW_TOUCHES=1`.
    let touchMarkers: TouchMarkers? = TouchMarkers.isEnabled ? TouchMarkers(frame: .zero) : nil

    override func sendEvent(_ event: Event) {
        touchMarkers?.show(event, in: self)
        transformGestures.removeAll { $0.view?.window !== self }
        for gesture in transformGestures {
            // The touches the helper cares about, sorted by phase as the window itself
            // does for views.
            gesture.handleTouches(gesture.observedTouches(for: event), with: event)
        }
        super.sendEvent(event)
    }
}
