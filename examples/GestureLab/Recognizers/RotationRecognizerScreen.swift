import TouchKit

/// A ``RotationGestureRecognizer`` that turns a square (SPEC G27).
///
/// Two fingers on the square: once the line between them has turned by 0.07 radians
/// (4 degrees) the rotation begins; `rotation` is the angle since the second finger
/// landed, in radians, positive clockwise on screen. As in the pinch screen, the
/// action adds it to the square's angle when the rotation began, so a new twist
/// continues from there. Needs two fingers.
@MainActor
final class RotationRecognizerScreen: RecognizerScreen {
    override class var title: String { "Rotation" }
    override class var instructions: String {
        "Put two fingers on the purple square and twist them: it turns by the rotation's angle.\n"
            + "Needs a touchscreen (two fingers)."
    }

    static let squareColor = Color(red: 0.50, green: 0.30, blue: 0.75)

    required init(frame: Rect) {
        super.init(frame: frame)
        let square = addPad("rotationSquare", size: Size(width: 160, height: 160), color: Self.squareColor)
        square.isMultipleTouchEnabled = true
        var angle = 0.0
        var base = 0.0
        let rotation = LabRotationRecognizer { [weak self, weak square] recognizer in
            guard let self, let square, let rotation = recognizer as? RotationGestureRecognizer else { return }
            if rotation.state == .began { base = angle }
            angle = base + rotation.rotation
            square.transform = AffineTransform(rotationAngle: angle)
            self.status = "Angle \(Int((angle * 180 / .pi).rounded()))°"
        }
        rotation.name = "rotation"
        square.addGestureRecognizer(rotation)
        monitor(rotation)
        status = "Angle 0°"
    }
}
