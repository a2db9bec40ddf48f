/// Scrolling moves pixels instead of redrawing them (see ``ContentMove``).
///
/// When the content's pixels can move as a block — the scroll view is opaque, clips,
/// is neither rotated nor scaled on screen, no ancestor fades it, and no animation
/// runs — an offset change records a move of the visible area, and damages only what
/// the move cannot provide: the strips it exposes, and views drawn over the content
/// (where they were and where the move carries their pixels). The backend copies the
/// rest from the last frame. Otherwise the visible area is redrawn, as before.
extension ScrollView {
    /// Moves the bounds' origin to `offset`, as a pixel move when it can be one.
    func moveContent(to offset: Point) {
        let old = bounds.origin
        guard let window, let layout = movableContent() else {
            bounds.origin = offset
            return
        }
        let move = Point(x: old.x - offset.x, y: old.y - offset.y)
        movesPixelsInsteadOfDamage = true
        bounds.origin = offset
        movesPixelsInsteadOfDamage = false
        window.addMove(of: layout.area, by: move)
        for overlay in layout.overlays {
            window.addDamage(overlay)
            window.addDamage(overlay.offsetBy(dx: move.x, dy: move.y).intersection(layout.area))
        }
    }

    /// `offset` rounded to the window's device pixels: a drag or a motion's step then
    /// moves whole pixels, which the backend can copy. **(choice)** The last step of a
    /// motion is not rounded: it lands exactly on the target.
    func pixelAligned(_ offset: Point) -> Point {
        let scale = window?.displayScale ?? 1
        guard scale > 0, scale.isFinite else { return offset }
        return Point(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
    }

    /// Where the content shows in the window and the views drawn over it there, when
    /// its pixels can move as a block; `nil` when they cannot.
    private func movableContent() -> (area: Rect, overlays: [Rect])? {
        guard let window, clipsToBounds, !isHidden, presentationAlpha == 1,
            backgroundColor.map({ $0.alpha == 1 }) == true, transform.isIdentity,
            !owningApplication.animator.isAnimating(in: window)
        else { return nil }
        var area = convert(bounds, to: nil)
        var view: View = self
        var covering: [View] = []
        while let parent = view.superview {
            guard !parent.isHidden, parent.presentationAlpha == 1, parent.transform.isIdentity || parent is Window
            else { return nil }
            if parent.clipsToBounds { area = area.intersection(parent.convert(parent.bounds, to: nil)) }
            if let index = parent.subviews.firstIndex(where: { $0 === view }) {
                covering.append(contentsOf: parent.subviews[(index + 1)...])
            }
            view = parent
        }
        guard !area.isNull, !area.isEmpty else { return nil }
        var overlays: [Rect] = []
        for view in covering where !view.isHidden {
            let extent = view.drawnExtentInWindow().intersection(area)
            if !extent.isNull, !extent.isEmpty { overlays.append(extent) }
        }
        return (area, overlays)
    }
}

extension View {
    /// Where the view and its subviews may draw, in window coordinates: its frame, and
    /// its subviews' extents when it does not clip them.
    func drawnExtentInWindow() -> Rect {
        var extent = superview.map { $0.convert(presentationFrame, to: nil) } ?? presentationFrame
        guard !clipsToBounds else { return extent }
        for subview in subviews where !subview.isHidden { extent = extent.union(subview.drawnExtentInWindow()) }
        return extent
    }
}
