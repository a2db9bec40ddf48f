import TouchKit

/// A ``TapGestureRecognizer`` on a pad (SPEC G23, G2, G6).
///
/// A tap (down and up within 45 points and 1.5 s) recognizes at the lift: the action
/// runs once, with the state `ended`, and flips the pad between grey and green. A
/// finger that slides away more than 45 points fails the recognizer: no action, and
/// the inspector's last attempt reads `possible → failed`. Works with the mouse.
@MainActor
final class TapRecognizerScreen: RecognizerScreen {
    override class var title: String { "Tap" }
    override class var instructions: String {
        "Tap the pad: it turns green, and grey again on the next tap.\n"
            + "Slide a finger more than 45 points before lifting it: the tap recognizer fails and nothing happens."
    }

    static let idleColor = Color(white: 0.80)
    static let tappedColor = Color(red: 0.20, green: 0.70, blue: 0.35)

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = addPad("tapPad", size: Size(width: 260, height: 260), color: Self.idleColor)
        let tap = LabTapRecognizer { [weak self, weak pad] recognizer in
            guard let self, let pad else { return }
            let green = pad.backgroundColor == Self.tappedColor
            pad.backgroundColor = green ? Self.idleColor : Self.tappedColor
            let p = recognizer.location(in: pad)
            self.status = "Tapped at (\(Int(p.x)), \(Int(p.y))) in the pad"
        }
        tap.name = "tap"
        pad.addGestureRecognizer(tap)
        monitor(tap)
        status = "Waiting for a tap"
    }
}
