extension ScrollView {
    /// The axes a drag may scroll: those where the content is larger than the bounds,
    /// or that always bounce (SPEC S2, S5).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = contentOffsetRange
        return (
            range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
            range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
        )
    }

    /// A finger landed on the scroll view or its content: tracking starts, and a
    /// moving content stops where it is (SPEC S3, S8).
    func fingerDidLand() {
        isTracking = true
        stopMotion(notify: true)
    }

    /// The last finger on the scroll view lifted or was cancelled (SPEC S3): tracking
    /// ends, and, unless a drag's end moves it on, content left out of range springs
    /// back and paging content comes to rest on a page (S8, S11, S12). The drag's own
    /// end comes later in the same dispatch, with its actions (G4).
    func trackingEnded() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        let clamped = clamp(contentOffset)
        if clamped != contentOffset || (isPagingEnabled && pageTarget(velocity: .zero) != contentOffset) {
            let target = isPagingEnabled ? pageTarget(velocity: .zero) : clamped
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startSprings(to: target, velocity: .zero)
        }
    }

    /// The pan's actions: begin, follow, release, cancel (SPEC S3-S5, S9, S14).
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion(notify: true)
            isTracking = true
            isDragging = true
            let translation = pan.translation(in: self)
            dragStart = (contentOffset, slop(of: pan, translation: translation))
            dragStartPage = currentPage
            lockedToHorizontal = nil
            if isDirectionalLockEnabled {
                let ratio = Self.directionalLockRatio
                if abs(translation.y) <= abs(translation.x) * ratio {
                    lockedToHorizontal = true
                } else if abs(translation.x) <= abs(translation.y) * ratio {
                    lockedToHorizontal = false
                }
            }
            delegate?.scrollViewWillBeginDragging(self)
            // The finger may be past the hysteresis already (samples batched in one
            // frame): the content follows it at once (S4).
            if dragStart?.translation != translation { drag(to: translation) }
        case .changed:
            drag(to: pan.translation(in: self))
        case .ended:
            let v = pan.velocity(in: self)
            endDrag(velocity: Point(x: -v.x, y: -v.y), cancelled: false)
        case .cancelled:
            endDrag(velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// The part of the pan's translation at its beginning that the content does not
    /// follow (SPEC S4): the hysteresis along the direction the finger moved, in this
    /// view's coordinates. A pan that scrolling began (P3) has none.
    ///
    /// Counting from the hysteresis, not from the translation the pan began with, makes
    /// the content end where the finger is however the motion before the beginning was
    /// batched: one frame carrying several samples begins the pan farther along.
    private func slop(of pan: PanGestureRecognizer, translation: Point) -> Point {
        let length = pan.translation(in: nil).distance(to: .zero)
        let hysteresis = PanGestureRecognizer.hysteresis
        guard length.isFinite, length > hysteresis else { return translation }
        let fraction = hysteresis / length
        return Point(x: translation.x * fraction, y: translation.y * fraction)
    }

    /// Follows the finger 1:1 less the hysteresis, rubber-banding past the edges
    /// (SPEC S4, S5).
    private func drag(to translation: Point) {
        guard let start = dragStart else { return }
        let (horizontal, vertical) = draggedAxes
        let range = contentOffsetRange
        var offset = contentOffset
        if horizontal {
            offset.x = banded(start.offset.x - (translation.x - start.translation.x), range.x, bounds.width)
        }
        if vertical {
            offset.y = banded(start.offset.y - (translation.y - start.translation.y), range.y, bounds.height)
        }
        applyOffset(pixelAligned(offset))
    }

    /// The axes this drag moves: the scrollable ones, less a locked one (SPEC S4).
    private var draggedAxes: (horizontal: Bool, vertical: Bool) {
        let (horizontal, vertical) = scrollableAxes
        switch lockedToHorizontal {
        case .some(true): return (horizontal, false)
        case .some(false): return (false, vertical)
        case .none: return (horizontal, vertical)
        }
    }

    private func banded(_ value: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        guard value.isFinite else { return range.lowerBound }
        if range.contains(value) { return value }
        let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces else { return edge }
        return edge + ScrollPhysics.rubberBand(value - edge, dimension: dimension)
    }

    /// The lift (SPEC S9-S12) or a cancel (S14).
    private func endDrag(velocity releaseVelocity: Point, cancelled: Bool) {
        isDragging = false
        isTracking = false
        dragStart = nil
        let (horizontal, vertical) = draggedAxes
        var velocity = Point(x: horizontal ? releaseVelocity.x : 0, y: vertical ? releaseVelocity.y : 0)
        if !velocity.x.isFinite || !velocity.y.isFinite || cancelled { velocity = .zero }
        let natural =
            isPagingEnabled
            ? pageTarget(velocity: velocity, from: dragStartPage)
            : clamp(
                Point(
                    x: contentOffset.x + ScrollPhysics.projection(velocity: velocity.x, rate: decelerationRate),
                    y: contentOffset.y + ScrollPhysics.projection(velocity: velocity.y, rate: decelerationRate)))
        var target = natural
        if !cancelled {
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
            if !target.x.isFinite || !target.y.isFinite { target = natural }
        }
        let willDecelerate = target != contentOffset || velocity != .zero && !cancelled
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if isPagingEnabled || cancelled || velocity == .zero {
            startSprings(to: target, velocity: velocity)
        } else {
            startDeceleration(velocity: velocity, target: target, natural: natural)
        }
    }

    /// The offset brought into range.
    func clamp(_ offset: Point) -> Point {
        let range = contentOffsetRange
        return Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// The page the offset is nearest to, as page numbers per axis.
    var currentPage: Point {
        Point(
            x: bounds.width > 0 ? (contentOffset.x / bounds.width).rounded() : 0,
            y: bounds.height > 0 ? (contentOffset.y / bounds.height).rounded() : 0)
    }

    /// Where paging comes to rest (SPEC S12): `round((offset + projection)/page)`,
    /// within one page of `from` and within the content.
    func pageTarget(velocity: Point, from start: Point? = nil) -> Point {
        func axis(_ offset: Double, _ v: Double, _ page: Double, _ startPage: Double?, _ range: ClosedRange<Double>)
            -> Double
        {
            guard page > 0 else { return offset }
            var n = ((offset + ScrollPhysics.projection(velocity: v, rate: decelerationRate)) / page).rounded()
            if let startPage { n = min(max(n, startPage - 1), startPage + 1) }
            let value = n * page
            return min(max(value, range.lowerBound), range.upperBound)
        }
        let range = contentOffsetRange
        return Point(
            x: axis(contentOffset.x, velocity.x, bounds.width, start?.x, range.x),
            y: axis(contentOffset.y, velocity.y, bounds.height, start?.y, range.y))
    }
}
