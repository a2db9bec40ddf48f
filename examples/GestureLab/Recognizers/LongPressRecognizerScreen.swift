import TouchKit

/// A ``LongPressGestureRecognizer`` on a pad (SPEC G24, G30).
///
/// Hold a finger still for half a second: a timer on the application clock, not a
/// touch event, moves the recognizer to `began` and the pad turns orange. Moving the
/// finger afterwards reports `changed` with no distance limit; lifting it ends the
/// press and the pad turns grey again. Lifting, or moving more than 10 points, before
/// the half second fails it. Works with the mouse.
@MainActor
final class LongPressRecognizerScreen: RecognizerScreen {
    override class var title: String { "Long press" }
    override class var instructions: String {
        "Press the pad and hold still for half a second: it turns orange while you hold it.\n"
            + "A shorter press, or one that moves more than 10 points first, fails: nothing happens."
    }

    static let idleColor = Color(white: 0.80)
    static let pressedColor = Color(red: 0.95, green: 0.55, blue: 0.15)

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = addPad("longPressPad", size: Size(width: 260, height: 260), color: Self.idleColor)
        let press = LabLongPressRecognizer { [weak self, weak pad] recognizer in
            guard let self, let pad else { return }
            let p = recognizer.location(in: pad)
            switch recognizer.state {
            case .began:
                pad.backgroundColor = Self.pressedColor
                self.status = "Pressed at (\(Int(p.x)), \(Int(p.y)))"
            case .changed:
                self.status = "Still pressed, finger at (\(Int(p.x)), \(Int(p.y)))"
            default:
                pad.backgroundColor = Self.idleColor
                self.status = "Press \(recognizer.state)"
            }
        }
        press.name = "longPress"
        pad.addGestureRecognizer(press)
        monitor(press)
        status = "Waiting for a long press"
    }
}
