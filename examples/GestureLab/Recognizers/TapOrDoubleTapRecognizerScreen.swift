import TouchKit

/// Single tap versus double tap with recognizers: the single tap waits for the double
/// tap to fail, `singleTap.require(toFail: doubleTap)` (SPEC G16, G23).
///
/// The Tap-or-double screen does this by hand with delayed work; here the failure
/// requirement does it. After one tap the double-tap recognizer still hopes for a
/// second: the single tap has recognized but stays `possible`, held back, until the
/// double tap fails 0.35 s later (its interval timer); then it ends and the pad turns
/// blue. A second tap in time makes the double tap recognize (red), and the single
/// tap fails without ever running its action. Works with the mouse.
@MainActor
final class TapOrDoubleTapRecognizerScreen: RecognizerScreen {
    override class var title: String { "Single or double tap" }
    override class var instructions: String {
        "Tap once: the pad turns blue, 0.35 s later, when the double tap has failed.\n"
            + "Tap twice: it turns red at once; the single tap, which requires the double tap to fail, fails."
    }

    static let idleColor = Color(white: 0.80)
    static let singleColor = Color(red: 0.20, green: 0.45, blue: 0.90)
    static let doubleColor = Color(red: 0.90, green: 0.25, blue: 0.25)

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = addPad("tapOrDoublePad", size: Size(width: 260, height: 260), color: Self.idleColor)
        let single = LabTapRecognizer { [weak self, weak pad] _ in
            pad?.backgroundColor = Self.singleColor
            self?.status = "Single tap"
        }
        single.name = "singleTap"
        let double = LabTapRecognizer { [weak self, weak pad] _ in
            pad?.backgroundColor = Self.doubleColor
            self?.status = "Double tap"
        }
        double.name = "doubleTap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
        monitor(single)
        monitor(double)
        status = "Waiting for a tap"
    }
}
