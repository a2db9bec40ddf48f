// Settings: a settings screen built the UIKit way, with stack views, switches, sliders,
// symbol images and an onboarding pager, in light and dark.
//
// On the left, an onboarding pager: three rounded cards in a paging scroll view, a page
// control under them that follows the pages and turns them when tapped or dragged
// along. On the right, grouped rows made of stack views: a symbol image, a label and a
// switch or a slider each. The "Dark appearance" switch turns the window dark and
// back; the app starts in the desktop's colour scheme (the Settings portal), or the one
// TOUCHKIT_APPEARANCE=light|dark fixes.
//
// What it shows (SPEC rules in parentheses):
//   - StackView: vertical groups of horizontal rows, fill and centre alignment (K1-K3);
//   - PageControl following a paging ScrollView, and turning it (K4, S12);
//   - layers: rounded, shadowed cards and groups (C1-C4);
//   - system colours and dark mode: every colour is adaptive (M1, M2), and the switch
//     sets overrideUserInterfaceStyle;
//   - symbol images tinted with the view's tintColor (M4);
//   - the sliders and switches inside the scroll view's neighbourhood take the finger
//     at once (S6).
//
// Files: SettingsViewController.swift (the layout), SettingsRow.swift (one row),
// OnboardingPager.swift (the pager), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "Settings"
    window.rootViewController = SettingsViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
