extension ScrollView {
    /// Decelerates from the release (SPEC S10, S11): towards the natural target, into
    /// an edge and back if it lies beyond one; re-aimed, still at the release speed, when
    /// the delegate moved the target.
    func startDeceleration(velocity: Point, target: Point, natural: Point) {
        let rate = decelerationRate.rawValue
        let unclamped = Point(
            x: contentOffset.x + ScrollPhysics.projection(velocity: velocity.x, rate: decelerationRate),
            y: contentOffset.y + ScrollPhysics.projection(velocity: velocity.y, rate: decelerationRate))
        let range = contentOffsetRange
        func axis(
            _ start: Double, _ v: Double, _ requested: Double, _ natural: Double, _ unclamped: Double,
            _ range: ClosedRange<Double>
        ) -> ScrollMotion {
            let duration = Self.bounceDuration
            // The delegate heard of the release after the natural target was worked out,
            // and may have changed the range meanwhile (content size, inset, zoom): a
            // target it did not move rests within the range there is now (S11).
            let movedByDelegate = requested != natural
            let target = movedByDelegate ? requested : min(max(requested, range.lowerBound), range.upperBound)
            if !range.contains(start) || v == 0 {
                return ScrollMotion(.spring(start: start, target: target, velocity: v), bounceDuration: duration)
            }
            if movedByDelegate {
                guard let aimed = ScrollPhysics.rate(from: start, to: target, velocity: v) else {
                    return ScrollMotion(.spring(start: start, target: target, velocity: v), bounceDuration: duration)
                }
                return ScrollMotion(
                    .decay(start: start, target: target, rate: aimed, edge: nil, bounces: bounces),
                    bounceDuration: duration)
            }
            // The edge the projection crosses, in the range there is now.
            let edge: Double? =
                range.contains(unclamped) ? nil : min(max(unclamped, range.lowerBound), range.upperBound)
            return ScrollMotion(
                .decay(
                    start: start, target: edge == nil ? target : unclamped, rate: rate, edge: edge, bounces: bounces),
                bounceDuration: duration)
        }
        startMotion(
            Motion(
                x: axis(contentOffset.x, velocity.x, target.x, natural.x, unclamped.x, range.x),
                y: axis(contentOffset.y, velocity.y, target.y, natural.y, unclamped.y, range.y),
                start: owningApplication.clock.now, isAnimation: false))
    }

    /// The range changed under a running motion (content size, inset, a zoom; SPEC
    /// S11): a motion that would rest outside the new range is re-aimed at the
    /// nearest offset within it, from where the content is, with the speed it has.
    /// With `restart`, it is re-aimed even when its rest lies within the range (a zoom
    /// moved the content under it).
    ///
    /// A wheel's animation is re-aimed too, as an animation, when its rest falls outside
    /// the new range (a pinch that ends past the zoom limits shrinks the range under it):
    /// the wheel stops at the content's edges (SPEC P4). Code's animations are not.
    func contentRangeDidChange(restart: Bool = false) {
        guard let current = motion else { return }
        let target = Point(x: current.x.target, y: current.y.target)
        let clamped = clamp(target)
        if current.isAnimation {
            guard current.keepsInRange, clamped != target, clamped.x.isFinite, clamped.y.isFinite else { return }
            startWheelAnimation(to: clamped)
            return
        }
        guard restart || clamped != target, clamped.x.isFinite, clamped.y.isFinite else { return }
        let t = (current.application ?? owningApplication).clock.now - current.start
        startSprings(to: clamped, velocity: Point(x: current.x.velocity(at: t), y: current.y.velocity(at: t)))
    }

    /// Springs to `target` (back to an edge, onto a page; SPEC S11, S12, S14).
    func startSprings(to target: Point, velocity: Point) {
        let duration = Self.bounceDuration
        startMotion(
            Motion(
                x: ScrollMotion(
                    .spring(start: contentOffset.x, target: target.x, velocity: velocity.x), bounceDuration: duration),
                y: ScrollMotion(
                    .spring(start: contentOffset.y, target: target.y, velocity: velocity.y), bounceDuration: duration),
                start: owningApplication.clock.now, isAnimation: false))
    }

    /// Starts a motion, ticking once per frame (``FrameTicker``): each tick places the
    /// content where the motion is at the clock's time, so the distance does not depend
    /// on the frame rate, and the last tick lands exactly on the target.
    ///
    /// A motion runs on the clock and frame ticker of the scroll view's window's
    /// application. Without a window nothing would tick it: it ends at once on its rest
    /// (SPEC S14).
    func startMotion(_ newMotion: Motion) {
        var newMotion = newMotion
        newMotion.application = window?.application
        motion = newMotion
        if !newMotion.isAnimation { isDecelerating = true }
        guard newMotion.application != nil else {
            endMotionAtRest()
            return
        }
        tick()
    }

    /// Ends a running motion at once on its rest, as if it had run its course: the
    /// scroll view left its window, or has none (SPEC S14, choice: as a view's
    /// animation that leaves the window ends with its final values).
    func endMotionAtRest() {
        guard let current = motion else { return }
        current.application?.frameTicker.cancel(self)
        motion = Motion(
            x: ScrollMotion(.still(current.x.target), bounceDuration: 0),
            y: ScrollMotion(.still(current.y.target), bounceDuration: 0),
            start: current.start, isAnimation: current.isAnimation)
        let rest = Point(x: current.x.target, y: current.y.target)
        if rest.x.isFinite && rest.y.isFinite { applyOffset(rest) }
        // A delegate may have stopped this motion or started another.
        guard let still = motion, still.start == current.start, still.application == nil else { return }
        finishMotion()
    }

    /// Moves the content to where the motion is now; ends it on its target.
    private func tick() {
        guard var current = motion, let application = current.application else { return }
        let t = application.clock.now - current.start
        let x = current.x.position(at: t)
        let y = current.y.position(at: t)
        motion = current  // keeps a decay's bounce, once it began
        let position = Point(x: x.value, y: y.value)
        applyOffset(x.done && y.done ? position : pixelAligned(position))
        // A delegate may have stopped this motion or started another.
        guard let still = motion, still.start == current.start else { return }
        if x.done && y.done {
            finishMotion()
        } else {
            application.frameTicker.request(self) { [weak self] in self?.tick() }
        }
    }

    private func finishMotion() {
        guard let ended = motion else { return }
        motion = nil
        ended.application?.frameTicker.cancel(self)
        if ended.isAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Stops a running motion where it is (a touch landed, SPEC S8; or a new motion).
    func stopMotion(notify: Bool) {
        guard let current = motion else { return }
        if notify {
            finishMotion()
        } else {
            motion = nil
            current.application?.frameTicker.cancel(self)
            isDecelerating = false
        }
    }
}
