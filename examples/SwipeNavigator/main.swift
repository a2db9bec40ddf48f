// SwipeNavigator: pages in a navigation controller, turned by swiping.
//
// Swipe left (at least 25 points along x, never more than 10 across) and the next
// page slides in from the right; swipe right and it slides away again, back to the
// page before. A drag that strays up or down is not a swipe and does nothing. The
// mouse works as a finger (SPEC W10): press, drag sideways, release.
//
// What it shows (SPEC E4, with the hand-made swipe of E3): a gesture recognised
// from touchesBegan/Moved/Ended (T2, T4) in a view controller, which sits in the
// responder chain behind its view (R1, R2); NavigationController push and pop with
// their slide animation (D4), during which the sliding page takes no touches (F3).
//
// Files: HorizontalSwipe.swift (recognising the swipe), PageView.swift (drawing a
// page), PageViewController.swift (swipes to navigation), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "SwipeNavigator"
    window.rootViewController = NavigationController(rootViewController: PageViewController(number: 1))
    window.makeKeyAndVisible()
    Application.shared.run()
}
