import TouchKit

/// Seed listing 3-3: dragging a view with one finger, by the delta between the
/// touch's location and its previous location (SPEC E3, T2, D3).
///
/// Only `touchesMoved` does any work: it moves the view's frame by how far the
/// finger moved since the last frame. Both locations are taken in the view's own
/// coordinates, which is fine because the delta is the same in any coordinates that
/// only differ by a translation. Works with the mouse.
@MainActor
final class DragScreen: LabScreen {
    override class var title: String { "Drag" }
    override class var instructions: String {
        "Drag the orange square. It moves by location(in:) minus previousLocation(in:) each time the finger moves,\n"
            + "and keeps following the finger when it slips off: a touch stays with the view it began on."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let square = DraggableSquare(frame: Rect(x: 0, y: 0, width: 120, height: 120))
        square.center = Point(x: 300, y: stage.midY)
        square.onMove = { [weak self, weak square] in
            guard let self, let square else { return }
            self.status = "Square at (\(Int(square.center.x)), \(Int(square.center.y)))"
        }
        addSubview(square)
        status = "Square at (\(Int(square.center.x)), \(Int(square.center.y)))"
    }
}

/// The square of ``DragScreen``.
@MainActor
final class DraggableSquare: View {
    static let color = Color(red: 0.95, green: 0.55, blue: 0.15)
    /// Called after each move.
    var onMove: (() -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "dragSquare"
        backgroundColor = Self.color
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        var frame = self.frame
        frame.origin.x += location.x - previous.x
        frame.origin.y += location.y - previous.y
        self.frame = frame
        onMove?()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
