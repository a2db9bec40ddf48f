import TouchKit

/// A ``PanGestureRecognizer`` that drags a square (SPEC G25).
///
/// The recognizer begins once the finger has moved 10 points (its hysteresis). Its
/// translation is the total movement since the finger landed, not a delta, so the
/// action places the square at where it was when the pan began plus the translation
/// ("don't concatenate"). At the end the status gives the velocity, computed from the
/// compositor's timestamps. Works with the mouse.
@MainActor
final class PanRecognizerScreen: RecognizerScreen {
    override class var title: String { "Pan" }
    override class var instructions: String {
        "Drag the blue square. It follows translation(in:), the total movement since the finger landed;\n"
            + "the pan begins after 10 points of movement. When you lift, the status gives velocity(in:)."
    }

    static let squareColor = Color(red: 0.20, green: 0.45, blue: 0.90)

    required init(frame: Rect) {
        super.init(frame: frame)
        let square = addPad(
            "panSquare", size: Size(width: 120, height: 120), color: Self.squareColor,
            center: Point(x: stage.minX + 160, y: stage.midY))
        var start = square.center
        let pan = LabPanRecognizer { [weak self, weak square] recognizer in
            guard let self, let square, let pan = recognizer as? PanGestureRecognizer else { return }
            if pan.state == .began { start = square.center }
            let t = pan.translation(in: self)
            square.center = Point(x: start.x + t.x, y: start.y + t.y)
            if pan.state == .ended {
                let v = pan.velocity(in: self)
                self.status = "Ended: moved (\(Int(t.x)), \(Int(t.y))), velocity (\(Int(v.x)), \(Int(v.y))) pt/s"
            } else {
                self.status = "Translation (\(Int(t.x)), \(Int(t.y)))"
            }
        }
        pan.name = "pan"
        square.addGestureRecognizer(pan)
        monitor(pan)
        status = "Waiting for a pan"
    }
}
