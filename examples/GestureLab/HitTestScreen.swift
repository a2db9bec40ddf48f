import TouchKit

/// A container that takes the touches of its subviews by overriding `hitTest`
/// (SPEC H3, H1).
///
/// Without the override a finger on a tile would be delivered to that tile. With it,
/// the container is the hit-test view for every point inside it, so it receives the
/// touch (it is `touch.view`) and decides itself which tile the finger is on: that
/// tile lights up yellow and follows the finger. The tiles are plain views with no
/// touch handling at all. Works with the mouse.
@MainActor
final class HitTestScreen: LabScreen {
    override class var title: String { "Hit test" }
    override class var instructions: String {
        "Touch a tile, or slide across them. The tiles never receive a touch: their container overrides hitTest(_:with:)\n"
            + "to return itself, takes every touch inside it, and lights up the tile under the finger."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let container = TileContainer(frame: Rect(x: 0, y: 0, width: 720, height: 240))
        container.center = stage.center
        container.onSelect = { [weak self] name in self?.status = "The container took the touch on \(name)" }
        addSubview(container)
        status = "No touch yet"
    }
}

/// The container of ``HitTestScreen``: three tiles, and the touches of all of them.
@MainActor
final class TileContainer: View {
    static let tileColors = [
        Color(red: 0.55, green: 0.75, blue: 0.95), Color(red: 0.60, green: 0.85, blue: 0.65),
        Color(red: 0.95, green: 0.70, blue: 0.55),
    ]
    static let highlightColor = Color(red: 0.98, green: 0.80, blue: 0.20)

    private var tiles: [View] = []
    /// Called with the name of the tile the finger is on.
    var onSelect: ((String) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tileContainer"
        backgroundColor = Color(white: 0.80)
        for (index, color) in Self.tileColors.enumerated() {
            let tile = View(frame: Rect(x: 30 + Double(index) * 230, y: 40, width: 200, height: 160))
            tile.backgroundColor = color
            tile.accessibilityIdentifier = "tile\(index + 1)"
            addSubview(tile)
            tiles.append(tile)
        }
    }

    /// Returns the container itself for any point inside it, instead of the tile
    /// there: the container becomes the view of every touch that lands on it.
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard canReceiveTouches, self.point(inside: point, with: event) else { return nil }
        return self
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first { highlightTile(at: touch.location(in: self)) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first { highlightTile(at: touch.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// Lights up the tile under `point` (container coordinates) and no other.
    private func highlightTile(at point: Point) {
        guard let index = tiles.firstIndex(where: { $0.frame.contains(point) }) else { return }
        for (i, tile) in tiles.enumerated() {
            tile.backgroundColor = i == index ? Self.highlightColor : Self.tileColors[i]
        }
        onSelect?("tile \(index + 1)")
    }
}
