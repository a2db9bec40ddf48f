import TouchKit

/// A pinch and a rotation on the same square, recognizing together because the
/// screen, their delegate, says they may (SPEC G15, G14, G26, G27).
///
/// Two recognizers that share touches exclude each other by default: the first to
/// begin prevents the other (G14). The screen answers
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` with the switch's value:
/// on, both begin and the square scales and turns at once; off, whichever passes its
/// threshold first wins the whole gesture and the other fails. Needs two fingers.
@MainActor
final class PinchAndRotateScreen: RecognizerScreen, GestureRecognizerDelegate {
    override class var title: String { "Pinch and rotate together" }
    override class var instructions: String {
        "Put two fingers on the square, spread and twist them: with the switch on, it scales and turns at once.\n"
            + "Switch it off and only one recognizer wins, the other fails. Needs a touchscreen (two fingers)."
    }

    static let squareColor = Color(red: 0.50, green: 0.30, blue: 0.75)
    private let together: ToggleSwitch

    required init(frame: Rect) {
        together = ToggleSwitch(origin: .zero, identifier: "togetherSwitch")
        super.init(frame: frame)
        together.isOn = true
        together.frame.origin = Point(x: stage.minX, y: stage.minY)
        together.addAction(for: .valueChanged) { [weak self] control in
            guard let self, let toggle = control as? ToggleSwitch else { return }
            self.status = toggle.isOn ? "Together: on" : "Together: off"
        }
        addSubview(together)

        let square = addPad("pinchRotateSquare", size: Size(width: 160, height: 160), color: Self.squareColor)
        square.isMultipleTouchEnabled = true
        var scale = 1.0
        var angle = 0.0
        var baseScale = 1.0
        var baseAngle = 0.0
        let show = { [weak self, weak square] in
            square?.transform = AffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
            self?.status = "Scale \(String(format: "%.2f", scale)), angle \(Int((angle * 180 / .pi).rounded()))°"
        }
        let pinch = LabPinchRecognizer { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            if pinch.state == .began { baseScale = scale }
            scale = baseScale * pinch.scale
            show()
        }
        pinch.name = "pinch"
        let rotation = LabRotationRecognizer { recognizer in
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            if rotation.state == .began { baseAngle = angle }
            angle = baseAngle + rotation.rotation
            show()
        }
        rotation.name = "rotation"
        for recognizer in [pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = self
            square.addGestureRecognizer(recognizer)
        }
        monitor(pinch)
        monitor(rotation)
        status = "Together: on"
    }

    /// Draws the screen, and the switch's label.
    override func draw(_ rect: Rect) {
        super.draw(rect)
        GraphicsContext.current?.draw(
            text: "pinch and rotation recognize together",
            at: Point(x: together.frame.maxX + 12, y: together.frame.minY + 6),
            font: Font.system(size: 15), color: Color(white: 0.25))
    }

    /// The switch decides whether the pinch and the rotation may recognize together.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        together.isOn
    }
}
