/// Moving a scroll view's content offset without moving what shows: for lists whose
/// rows above the visible ones changed height (SPEC L6).
extension ScrollView {
    /// Moves the offset by `dy` together with a drag's start and a motion under way, so
    /// that a finger dragging, or a fling, carries on from the same content.
    internal func shiftContent(byY dy: Double) {
        guard dy.isFinite, dy != 0 else { return }
        bounds.origin = Point(x: bounds.origin.x, y: bounds.origin.y + dy)
        if let start = dragStart {
            dragStart = (Point(x: start.offset.x, y: start.offset.y + dy), start.translation)
        }
        if var moving = motion {
            moving.y.shift(by: dy)
            motion = moving
        }
    }
}

extension ScrollMotion {
    /// Moves every position of the motion by `d`.
    mutating func shift(by d: Double) {
        switch kind {
        case .decay(let start, let target, let rate, let edge, let bounces):
            kind = .decay(start: start + d, target: target + d, rate: rate, edge: edge.map { $0 + d }, bounces: bounces)
        case .spring(let start, let target, let velocity):
            kind = .spring(start: start + d, target: target + d, velocity: velocity)
        case .eased(let start, let target, let duration):
            kind = .eased(start: start + d, target: target + d, duration: duration)
        case .easedOut(let start, let target, let duration):
            kind = .easedOut(start: start + d, target: target + d, duration: duration)
        case .still(let value):
            kind = .still(value + d)
        }
    }
}

extension ScrollView {
    /// After a change of the scroll range during a drag, moves the drag's start so that
    /// the next move continues from `offsetY` instead of jumping to where the rubber
    /// band (S5) measured from the new edge would put it.
    internal func keepDragContinuous(atOffsetY offsetY: Double) {
        guard let start = dragStart else {
            if bounds.origin.y != offsetY { bounds.origin = Point(x: bounds.origin.x, y: offsetY) }
            return
        }
        let range = contentOffsetRange.y
        var raw = offsetY
        if bounces, !range.contains(offsetY) {
            let edge = offsetY < range.lowerBound ? range.lowerBound : range.upperBound
            let banded = offsetY - edge
            let d = bounds.height
            let fraction = min(abs(banded) / d, 0.999)
            let unbanded = (1 / (1 - fraction) - 1) * d / ScrollPhysics.rubberBandCoefficient
            raw = edge + (banded < 0 ? -unbanded : unbanded)
        }
        // The drag puts the offset at banded(start − Δtranslation): make that raw now.
        let current = start.offset.y - (currentDragTranslationY - start.translation.y)
        dragStart = (Point(x: start.offset.x, y: start.offset.y + (raw - current)), start.translation)
    }

    /// The pan's vertical translation now, in the scroll view's coordinates.
    private var currentDragTranslationY: Double { panGestureRecognizer.translation(in: self).y }
}
