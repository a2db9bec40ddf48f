import TouchKit

/// A ``PinchGestureRecognizer`` that scales a square (SPEC G26).
///
/// Two fingers on the square: once their distance has changed by 8 points the pinch
/// begins, and its `scale` is the distance now over the distance when the second
/// finger landed. The scale is absolute, not a delta: the action multiplies the
/// square's scale when the pinch began by it, so a new pinch continues from there.
/// Needs two fingers.
@MainActor
final class PinchRecognizerScreen: RecognizerScreen {
    override class var title: String { "Pinch" }
    override class var instructions: String {
        "Put two fingers on the green square and spread or pinch them: it scales by the pinch's scale.\n"
            + "Needs a touchscreen (two fingers)."
    }

    static let squareColor = Color(red: 0.15, green: 0.65, blue: 0.55)

    required init(frame: Rect) {
        super.init(frame: frame)
        let square = addPad("pinchSquare", size: Size(width: 160, height: 160), color: Self.squareColor)
        square.isMultipleTouchEnabled = true
        var current = 1.0
        var base = 1.0
        let pinch = LabPinchRecognizer { [weak self, weak square] recognizer in
            guard let self, let square, let pinch = recognizer as? PinchGestureRecognizer else { return }
            if pinch.state == .began { base = current }
            current = base * pinch.scale
            square.transform = AffineTransform(scaleX: current, y: current)
            self.status = "Scale \(String(format: "%.2f", current))"
        }
        pinch.name = "pinch"
        square.addGestureRecognizer(pinch)
        monitor(pinch)
        status = "Scale 1.00"
    }
}
