import TouchKit

/// Two ``SwipeGestureRecognizer``s on one pad, one for each horizontal direction
/// (SPEC G28).
///
/// A swipe is discrete and recognizes as soon as the finger has travelled 50 points
/// along its direction within half a second, staying within 30 degrees of the axis,
/// even before the lift. A swipe right turns the pad green, a swipe left purple. A
/// slanted or slow drag fails both recognizers. Works with the mouse.
@MainActor
final class SwipeRecognizerScreen: RecognizerScreen {
    override class var title: String { "Swipe" }
    override class var instructions: String {
        "Swipe right across the pad: it turns green; swipe left: purple. A swipe is 50 points within 0.5 s,\n"
            + "no more than 30° off the horizontal. Slanted or slow drags fail both recognizers."
    }

    static let idleColor = Color(white: 0.80)
    static let rightColor = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let leftColor = Color(red: 0.55, green: 0.35, blue: 0.80)

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = addPad("swipeRecognizerPad", size: Size(width: 560, height: 220), color: Self.idleColor)
        for (direction, name, color) in [
            (SwipeGestureRecognizer.Direction.right, "swipeRight", Self.rightColor),
            (.left, "swipeLeft", Self.leftColor),
        ] {
            let swipe = LabSwipeRecognizer { [weak self, weak pad] recognizer in
                guard let self, let pad else { return }
                pad.backgroundColor = color
                let p = recognizer.location(in: pad)
                self.status = "\(name) recognized; it started at (\(Int(p.x)), \(Int(p.y)))"
            }
            swipe.direction = direction
            swipe.name = name
            pad.addGestureRecognizer(swipe)
            monitor(swipe)
        }
        status = "Waiting for a swipe"
    }
}
