import TouchKit

/// A finger held on a stroke opens its menu (SPEC P60-P69): Recolour cycles its colour,
/// Delete (destructive, in red) removes it. The pen keeps drawing: the interaction's
/// long press takes fingers only.
extension SketchView: ContextMenuInteractionDelegate {
    /// The colours Recolour cycles through.
    static let palette: [Color] = [.systemBlue, .systemRed, .systemGreen]

    func addStrokeMenu() {
        let interaction = ContextMenuInteraction(delegate: self)
        interaction.gestureRecognizer.allowedTouchTypes = [.direct]
        addInteraction(interaction)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        let point = Point(x: (location.x - offset.x) / zoom, y: (location.y - offset.y) / zoom)
        guard let index = strokes.lastIndex(where: { $0.passes(near: point, radius: Self.eraserRadius) }) else {
            return nil
        }
        return ContextMenuConfiguration { [unowned self] _ in
            Menu(children: [
                Action(title: "Recolour") { [unowned self] _ in self.recolour(index) },
                Action(title: "Delete", attributes: .destructive) { [unowned self] _ in
                    guard index < self.strokes.count else { return }
                    self.strokes.remove(at: index)
                    self.setNeedsDisplay()
                },
            ])
        }
    }

    /// The colour Recolour gave a stroke, if any.
    func colour(of stroke: Stroke) -> Color? {
        stroke.paletteIndex.map { Self.palette[$0 % Self.palette.count] }
    }

    private func recolour(_ index: Int) {
        guard index < strokes.count else { return }
        strokes[index].paletteIndex = ((strokes[index].paletteIndex ?? -1) + 1) % Self.palette.count
        setNeedsDisplay()
    }
}
