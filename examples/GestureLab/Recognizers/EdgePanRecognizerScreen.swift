import TouchKit

/// A ``ScreenEdgePanGestureRecognizer`` that pulls a drawer out of the left edge
/// (SPEC G29, G25).
///
/// The recognizer is a pan whose first finger must land within 20 points of one of
/// its edges. On Wayland there is no screen, so the edges are the window's: start at
/// the window's very left. The drawer follows the translation; when the finger lifts
/// it opens fully if it is more than half out or still moving right, and closes
/// otherwise, animated. A drag that starts further in fails the recognizer. Works
/// with the mouse.
@MainActor
final class EdgePanRecognizerScreen: RecognizerScreen {
    override class var title: String { "Edge pan" }
    override class var instructions: String {
        "Put a finger on the window's left edge (the first 20 points) and drag right: a drawer follows it.\n"
            + "Lift when it is more than half out to open it. A drag that starts further in does nothing."
    }

    static let drawerColor = Color(red: 0.25, green: 0.30, blue: 0.40)
    static let drawerWidth = 260.0

    required init(frame: Rect) {
        super.init(frame: frame)
        let drawer = View(
            frame: Rect(x: -Self.drawerWidth, y: stage.minY, width: Self.drawerWidth, height: stage.height))
        drawer.accessibilityIdentifier = "edgeDrawer"
        drawer.backgroundColor = Self.drawerColor
        addSubview(drawer)
        var start = 0.0
        let edgePan = LabEdgePanRecognizer { [weak self, weak drawer] recognizer in
            guard let self, let drawer, let pan = recognizer as? PanGestureRecognizer else { return }
            let width = Self.drawerWidth
            if pan.state == .began { start = drawer.frame.minX }
            let x = min(0, max(-width, start + pan.translation(in: self).x))
            switch pan.state {
            case .ended, .cancelled:
                let open = pan.state == .ended && (x > -width / 2 || pan.velocity(in: self).x > 300)
                View.animate(withDuration: 0.25) { drawer.frame.origin.x = open ? 0 : -width }
                self.status = open ? "Drawer open" : "Drawer closed"
            default:
                drawer.frame.origin.x = x
                self.status = "Drawer \(Int(x + width)) points out"
            }
        }
        edgePan.edges = .left
        edgePan.name = "edgePan"
        addGestureRecognizer(edgePan)
        monitor(edgePan)
        status = "Drawer closed"
    }
}
