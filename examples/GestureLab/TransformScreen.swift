import Foundation
import TouchKit

/// A two-finger transform: pinch to scale, twist to rotate, and move, all computed
/// from the points where the fingers began (seed listings 3-4, 3-5 and 3-8; SPEC E3,
/// F1, F2, T1, T7, D3).
///
/// The square itself handles nothing: a ``TransformGesture`` helper does the work,
/// fed by ``GestureLabWindow/sendEvent(_:)``. The square only has to be hit-tested
/// and to accept a second finger (`isMultipleTouchEnabled`). One finger, or the
/// mouse, only moves it: scaling and rotating need a touchscreen.
@MainActor
final class TransformScreen: LabScreen {
    override class var title: String { "Transform" }
    override class var instructions: String {
        "Put two fingers on the purple square: spread or pinch them to scale it, twist them to rotate it, move them to move it.\n"
            + "Needs a touchscreen: the mouse is one finger, and one finger only moves the square."
    }

    private let square: TransformSquare
    private let gesture: TransformGesture

    required init(frame: Rect) {
        let square = TransformSquare(frame: Rect(x: 0, y: 0, width: 180, height: 180))
        self.square = square
        gesture = TransformGesture(view: square)
        super.init(frame: frame)
        square.center = stage.center
        addSubview(square)
        status = "Scale 1.00, angle 0°"
        gesture.onChange = { [weak self] in self?.showTransform() }
    }

    /// Registers the helper with the window, which forwards it the square's touches.
    override func didMoveToWindow() {
        guard let window = window as? GestureLabWindow else { return }
        if !window.transformGestures.contains(where: { $0 === gesture }) {
            window.transformGestures.append(gesture)
        }
    }

    private func showTransform() {
        let t = square.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let degrees = Int((atan2(t.b, t.a) * 180 / .pi).rounded())
        status = "Scale \(String(format: "%.2f", scale)), angle \(degrees)°"
    }
}

/// The square of ``TransformScreen``: a target for two fingers, moved by its helper.
@MainActor
final class TransformSquare: View {
    static let color = Color(red: 0.50, green: 0.30, blue: 0.75)

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "transformSquare"
        backgroundColor = Self.color
        isMultipleTouchEnabled = true
    }

    // The helper does the work; the square keeps its touches from climbing the
    // responder chain.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
