// PhotoBoard: photo prints on a cork board, handled with gesture recognizers only,
// the canonical UIKit recognizer demo.
//
// Put two fingers on a card and drag, pinch and twist: the card moves, scales and
// turns at the same time. Double-tap a card and it glides back home, upright and at
// its own size. Hold a card still for half a second and it lifts to the front, a
// little larger and with a deeper shadow; keep holding and you can drag it. Swipe in
// from the window's left edge and a panel follows your finger out; tap the board, or
// drag the panel back left, to close it. The mouse works as one finger (SPEC W10):
// everything but the two-finger pinch and twist.
//
// What it shows (SPEC rules in parentheses):
//   - no touch method anywhere: every interaction is a recognizer's action (G1-G6);
//   - pan, pinch and rotation recognizing together on shared touches because the
//     delegate allows it for recognizers of the same card (G15), while cards never
//     interfere (G14) — two hands can work on two cards;
//   - incremental updates: each action applies its change and zeroes the recognizer
//     (setTranslation, scale = 1, rotation = 0; G25-G27);
//   - a double tap (G23) and a long press (G24, on the application clock, G30), both
//     animated with View.animate (D4);
//   - a ScreenEdgePanGestureRecognizer on the window's left edge (G29), and a tap that
//     the delegate allows to begin only while the panel is open (G13).
//
// Files: Photo.swift (the pictures, drawn with Cairo), CardView.swift (a print),
// SidePanel.swift (the panel), BoardViewController.swift (the recognizers and their
// delegate), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "PhotoBoard"
    window.rootViewController = BoardViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
