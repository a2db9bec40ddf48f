import TouchKit

/// A long press that turns into a drag: hold a tile, then move it (SPEC G24, G22).
///
/// The long-press recognizer begins after half a second of holding still; from then
/// on it reports `changed` for every movement, with no distance limit, until the
/// finger lifts. The action lifts the tile (a little larger, in front), moves it
/// with the finger through `location(in:)`, and drops it at `ended`. Moving before
/// the half second fails the press: the tile stays where it is. Works with the mouse.
@MainActor
final class PressAndDragScreen: RecognizerScreen {
    override class var title: String { "Long press, then drag" }
    override class var instructions: String {
        "Hold a tile still for half a second: it lifts. Then drag it anywhere and lift your finger to drop it.\n"
            + "Dragging straight away does nothing: the long press fails when the finger moves 10 points first."
    }

    static let tileColors = [
        Color(red: 0.90, green: 0.30, blue: 0.30), Color(red: 0.98, green: 0.75, blue: 0.15),
        Color(red: 0.20, green: 0.60, blue: 0.85),
    ]
    static let liftScale = 1.15

    required init(frame: Rect) {
        super.init(frame: frame)
        for (index, color) in Self.tileColors.enumerated() {
            let tile = addPad(
                "tile\(index)", size: Size(width: 110, height: 110), color: color,
                center: Point(x: stage.minX + 120 + Double(index) * 200, y: stage.midY))
            var offset = Point.zero
            let press = LabLongPressRecognizer { [weak self, weak tile] recognizer in
                guard let self, let tile else { return }
                let finger = recognizer.location(in: self)
                switch recognizer.state {
                case .began:
                    offset = Point(x: tile.center.x - finger.x, y: tile.center.y - finger.y)
                    self.bringSubviewToFront(tile)
                    View.animate(withDuration: 0.15) {
                        tile.transform = AffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
                    }
                    self.status = "Tile \(index) lifted"
                case .changed:
                    tile.center = Point(x: finger.x + offset.x, y: finger.y + offset.y)
                default:
                    View.animate(withDuration: 0.15) { tile.transform = .identity }
                    self.status = "Tile \(index) dropped at (\(Int(tile.center.x)), \(Int(tile.center.y)))"
                }
            }
            press.name = "press\(index)"
            tile.addGestureRecognizer(press)
            if index == 0 { monitor(press) }
        }
        status = "Hold a tile"
    }
}
