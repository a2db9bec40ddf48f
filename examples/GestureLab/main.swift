// GestureLab: the gestures of Apple's "Event Handling Guide for iOS" (multitouch
// chapter, listings 3-1 to 3-8), written by hand with TouchKit, one screen each.
//
// Tap a tab at the top to open a screen; tapping it again starts that screen over.
// The last tab, Recognizers, has its own row of sub-screens, which work the same way.
// Each screen says what to try and shows the result: a colour, a moved or
// transformed view, a status line at the bottom. The mouse acts as one finger
// (SPEC W10), so every screen works with it except what needs two fingers
// (Transform's pinch and rotation, Last finger, Delivery), which the screens say.
//
// What each screen shows (SPEC rules in parentheses; the whole lab is SPEC E3):
//
//   Double tap     DoubleTapScreen.swift       tapCount read in touchesEnded, listing 3-1 (T6)
//   Swipe          SwipeScreen.swift           HORIZ_SWIPE_DRAG_MIN 12 / VERT_SWIPE_DRAG_MAX 4,
//                                              listing 3-2 (T2)
//   Tap or double  TapOrDoubleTapScreen.swift  the single-tap action waits with perform(after:)
//                                              and a second tap cancels it (D1, T6)
//   Drag           DragScreen.swift            location minus previous location, listing 3-3 (T2, D3)
//   Transform      TransformScreen.swift       pinch, rotate and move from cached begin points
//                  TransformGesture.swift      (listings 3-4, 3-5) in a helper responder fed by
//                  GestureLabWindow.swift      the window's sendEvent, listing 3-8 (F1, F2, T1, T7, D3)
//   Last finger    LastFingerScreen.swift      touches.count == event.touches(for: self).count,
//                                              listing 3-7 (T5, T4)
//   Hit test       HitTestScreen.swift         a container's hitTest returns itself and takes its
//                                              tiles' touches (H3, H1)
//   Delivery       DeliveryScreen.swift        switches for isMultipleTouchEnabled and
//                                              isExclusiveTouch on pad A (T7, T8)
//   Recognizers    Recognizers/                the same ideas with gesture recognizers, in a
//                                              row of sub-screens of its own (below)
//
// The Recognizers tab (Recognizers/RecognizersScreen.swift) has one sub-screen per
// built-in recognizer and one per conflict; each has an inspector column showing its
// recognizers' state live (RecognizerScreen.swift, RecognizerMonitor.swift,
// ReportingRecognizers.swift):
//
//   Tap            TapRecognizerScreen.swift        recognizes at the lift; a slide fails it (G23, G6)
//   Long press     LongPressRecognizerScreen.swift  begins on a timer, no event needed (G24, G30)
//   Pan            PanRecognizerScreen.swift        translation is total, not a delta; velocity (G25)
//   Pinch          PinchRecognizerScreen.swift      scale from the distance at landing (G26)
//   Rotation       RotationRecognizerScreen.swift   angle, clockwise on screen (G27)
//   Swipe          SwipeRecognizerScreen.swift      one recognizer per direction (G28)
//   Edge pan       EdgePanRecognizerScreen.swift    a drawer from the window's left edge (G29)
//   1 or 2 taps    TapOrDoubleTapRecognizerScreen   singleTap.require(toFail: doubleTap) (G16)
//   Pinch+turn     PinchAndRotateScreen.swift       the delegate lets them recognize together,
//                                                   a switch turns it off (G15, G14)
//   Button         ButtonInTapViewScreen.swift      a button in a view with a tap recognizer
//                                                   fires; one on the button itself wins (G18, G8)
//   Press, drag    PressAndDragScreen.swift         a long press that turns into a drag (G24, G22)
//
// The rest: LabScreen.swift (what every screen has), LabViewController.swift (the tabs,
// Buttons with actions, R4; switching screens cancels touches on the old one, F4),
// FingerPad.swift (a view that draws the fingers it receives), ToggleSwitch.swift
// (a small custom Control).
//
// The layout follows the window's size (autoresizingMask, D5): the tabs keep their
// proportions and each screen's views keep their places in proportion; it is drawn for
// 1024x640 and works from 640x400 to 1920x1080. The first eight tabs are written in
// the touch methods on purpose, as in the seeds; the Recognizers tab shows the same
// ideas with gesture recognizers.
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = GestureLabWindow(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "GestureLab"
    window.rootViewController = LabViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
