// TouchInspector: a visual `wev` for TouchKit.
//
// Every finger on the window gets a marker (its contact ellipse, when the compositor
// reports one) and a card with what TouchKit knows about it: id, phase, tap count,
// timestamp, location, radius and orientation. Below, a log shows one line per touch
// change and scrolls; the same lines go to standard output. Use it to check a new
// touchscreen or compositor: are all fingers there, do they move smoothly, are
// shapes and times sent? The mouse acts as a finger named "pointer" (SPEC W10).
//
// What it shows: one Touch object per finger, updated in place (SPEC T1, T2), with
// W7's times and W8's shape; every changed finger of a frame in one event, and
// stationary ones marked as such (W1, W2, T4); a multi-touch view (T7); a subview
// that hit-testing skips (H2); cancellation (W3, F4); drawing only changed areas (D2).
//
// In the top-right corner, TouchKit's standard controls set the log up: a Slider for
// how many lines it shows and a Switch for printing them to standard output (R4).
//
// With TOUCHINSPECTOR_ACCESSIBILITY=1 a pane on the right shows the accessibility tree
// the window exposes to screen readers (A2, A8, A9), read again at every touch.
//
// Files: TouchCard.swift (one finger's card), EventLogView.swift (the log),
// InspectorView.swift (the touch handling), InspectorControls.swift (the settings),
// AccessibilityPane.swift (the tree), and this one (the window).
import TouchKit
import TouchKitWayland

/// The only screen: its root view is the inspector, which the window keeps at its size.
@MainActor
final class InspectorViewController: ViewController {
    override func loadView() {
        view = InspectorView(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "TouchInspector"
    window.rootViewController = InspectorViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
