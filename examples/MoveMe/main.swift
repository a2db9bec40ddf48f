// MoveMe: the "Welcome" placard of Apple's MoveMe sample, the seeds' listing 3-6.
//
// Touch the placard: it pulses and jumps under your finger, follows it, and bounces
// back to the centre when you lift. Double-tap anywhere else to switch the greeting to
// the next language (Latin, Greek, Cyrillic, Japanese, Chinese, Georgian, Armenian).
// The mouse works as a finger (SPEC W10).
//
// What it shows (SPEC E1): a view that handles the touches of a subview that passes
// them on through the responder chain (R1, R2) and tells them apart by `touch.view`
// (T2); `tapCount` for the double tap (T6); `View.animate` on `transform` and `center`,
// chained through a completion, and a spring (D4); interaction switched off during an
// animation (F3); cancellation that leaves nothing half done (F4, F5); drawing in
// `draw(_:)` only (D2).
//
// Files: Greeting.swift (the languages), PlacardView.swift (drawing the placard),
// MoveMeView.swift (the touch handling), and this one (the window).
import TouchKit
import TouchKitWayland

/// The only screen: its root view is the stage, which the window keeps at its size.
@MainActor
final class MoveMeViewController: ViewController {
    override func loadView() {
        view = MoveMeView(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "MoveMe"
    window.rootViewController = MoveMeViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
