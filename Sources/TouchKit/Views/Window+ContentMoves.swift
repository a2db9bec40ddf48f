extension Window {
    /// Records that the pixels of `area` (window coordinates) moved by `offset` since
    /// the last frame (a scroll), and damages what the move exposes.
    ///
    /// One move waits per frame. A second one for the same area adds up; one for
    /// another area turns both into damage, as does every later move of the frame.
    /// Damage recorded earlier inside `area` is also recorded where the move carries it.
    internal func addMove(of area: Rect, by offset: Point) {
        let area = area.intersection(bounds)
        guard !area.isNull, !area.isEmpty, offset != .zero else { return }
        // A scroll view with NaN or infinity in its geometry (or an ancestor's) has no
        // pixels to move: what is finite of it is damaged, the rest skipped (SPEC D2).
        guard area.isFinite, offset.x.isFinite, offset.y.isFinite else {
            addDamage(area)
            return
        }
        if movesRefusedThisFrame {
            addDamage(area)
            return
        }
        if let pending = pendingMove, pending.area != area {
            pendingMove = nil
            movesRefusedThisFrame = true
            addDamage(pending.area)
            addDamage(area)
            return
        }
        for rect in damage.rects {
            let inside = rect.intersection(area)
            guard !inside.isNull, !inside.isEmpty else { continue }
            addDamage(inside.offsetBy(dx: offset.x, dy: offset.y).intersection(area))
        }
        let earlier = pendingMove?.offset ?? .zero
        let total = Point(x: earlier.x + offset.x, y: earlier.y + offset.y)
        pendingMove = total == .zero ? nil : ContentMove(area: area, offset: total)
        for exposed in ContentMove(area: area, offset: offset).exposedAreas { addDamage(exposed) }
        if pendingMove == nil { addDamage(area) }
    }

    /// Hands the pending move, if any, to the host and forgets it. Take it just before
    /// ``takeDamage()``: that damage assumes the move is made (or its area redrawn).
    public func takeMove() -> ContentMove? {
        defer {
            pendingMove = nil
            movesRefusedThisFrame = false
        }
        return pendingMove
    }
}
