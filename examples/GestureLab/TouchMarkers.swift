import Foundation
import TouchKit

/// "Show touches": a ring under every finger on the screen, drawn on top of everything,
/// as demo and screen-recording builds do.
///
/// The window feeds it from `sendEvent(_:)` (see ``GestureLabWindow``), the funnel
/// every touch event passes through before any view sees it, so it shows *every*
/// finger in `event.allTouches`, including one a view refuses: pad A on the Delivery
/// screen, with multiple touch off, receives one finger, but both get a ring (SPEC T7:
/// refusal stops delivery to the view, not the touch's place in the event). A finger
/// whose view is removed under it (a list row deleted) keeps its ring too: the view and
/// its recognizers get `touchesCancelled`, but the funnels go on seeing the finger
/// until it lifts (SPEC F6).
///
/// It is off unless the environment variable `GESTURELAB_SHOW_TOUCHES` is `1`. It never
/// takes touches itself (`isUserInteractionEnabled` is off).
@MainActor
final class TouchMarkers: View {
    /// The rings' colour: magenta, used nowhere else in the lab.
    static let color = Color(red: 1, green: 0, blue: 1)
    /// The rings' radius, larger than a finger pad's dot.
    static let radius = 30.0

    /// Whether the lab shows touches (`GESTURELAB_SHOW_TOUCHES=1`).
    static let isEnabled = ProcessInfo.processInfo.environment["GESTURELAB_SHOW_TOUCHES"] == "1"

    /// Where the fingers are, in window coordinates.
    private var fingers: [Point] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "touchMarkers"
    }

    /// Takes the fingers from an event on its way through the window, keeping those
    /// still on the screen, and stays the frontmost view.
    ///
    /// - Parameters:
    ///   - event: The event the window is about to deliver.
    ///   - window: The window, whose whole area the rings cover.
    func show(_ event: Event, in window: Window) {
        if superview !== window || window.subviews.last !== self {
            frame = window.bounds
            window.addSubview(self)
        }
        let touches = event.allTouches ?? []
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let points = down.map { $0.location(in: window) }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard points != fingers else { return }
        fingers = points
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.setStrokeColor(Self.color)
        context.setLineWidth(4)
        for finger in fingers {
            let r = Self.radius
            context.strokeEllipse(in: Rect(x: finger.x - r, y: finger.y - r, width: 2 * r, height: 2 * r))
        }
    }
}
