extension ScrollView {
    /// How long ``zoom(to:animated:)`` animates, in seconds, with an ease-in-out curve
    /// **(choice, SPEC S17)**.
    public static let zoomAnimationDuration = 0.3

    /// Zooms so that `rect` of the zooming view fills the visible area as far as the
    /// zoom limits allow, centred in it (UIKit's `zoom(to:animated:)`, SPEC S17).
    ///
    /// The scale is the larger one at which the whole rectangle still shows, limited to
    /// ``minimumZoomScale`` ... ``maximumZoomScale``; the offset centres the rectangle,
    /// kept within the content. Animated, it takes ``zoomAnimationDuration`` on the
    /// application's clock, telling the delegate ``ScrollViewDelegate/scrollViewDidZoom(_:)``
    /// at each frame and ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``
    /// at the end; a new zoom (or a pinch) replaces it. Nothing happens without a zooming
    /// view or with an empty or non-finite rectangle.
    ///
    /// - Parameters:
    ///   - rect: An area in the coordinates of the delegate's
    ///     ``ScrollViewDelegate/viewForZooming(in:)`` view.
    ///   - animated: Whether to animate.
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), !rect.isNull, rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite, bounds.width > 0,
            bounds.height > 0
        else { return }
        let fitting = min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = min(max(fitting, minimumZoomScale), maximumZoomScale)
        let size = view.bounds.size
        let content = Size(width: size.width * scale, height: size.height * scale)
        func centred(_ middle: Double, _ visible: Double, _ length: Double, _ before: Double, _ after: Double)
            -> Double
        {
            let upper = max(-before, length + after - visible)
            return min(max(middle * scale - visible / 2, -before), upper)
        }
        let target = Point(
            x: centred(rect.midX, bounds.width, content.width, contentInset.left, contentInset.right),
            y: centred(rect.midY, bounds.height, content.height, contentInset.top, contentInset.bottom))
        zoomAnimation = nil
        owningApplication.frameTicker.cancel(zoomTicker)
        guard animated else {
            placeZoom(scale, offset: target)
            delegate?.scrollViewDidZoom(self)
            return
        }
        stopMotion(notify: false)
        zoomAnimation = ZoomAnimation(
            fromScale: storedZoomScale, toScale: scale, fromOffset: contentOffset, toOffset: target,
            start: owningApplication.clock.now)
        stepZoomAnimation()
    }

    /// Places the zooming view at `scale` and the content at `offset`.
    private func placeZoom(_ scale: Double, offset: Point) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = AffineTransform(scaleX: scale, y: scale)
        view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
        applyOffset(offset)
    }

    /// One frame of the zoom animation: where it is at the clock's time.
    private func stepZoomAnimation() {
        guard let animation = zoomAnimation else { return }
        guard !isZooming else {
            zoomAnimation = nil  // A pinch took over.
            return
        }
        let elapsed = owningApplication.clock.now - animation.start
        let done = elapsed >= Self.zoomAnimationDuration
        let p = done ? 1 : TimingCurve.easeInOut.progress(at: max(elapsed, 0) / Self.zoomAnimationDuration)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        let scale = done ? animation.toScale : mix(animation.fromScale, animation.toScale)
        let offset =
            done
            ? animation.toOffset
            : Point(
                x: mix(animation.fromOffset.x, animation.toOffset.x),
                y: mix(animation.fromOffset.y, animation.toOffset.y))
        placeZoom(scale, offset: offset)
        delegate?.scrollViewDidZoom(self)
        if done {
            zoomAnimation = nil
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: scale)
        } else {
            owningApplication.frameTicker.request(zoomTicker) { [weak self] in self?.stepZoomAnimation() }
        }
    }

    /// The owner of the zoom animation's frame requests (the scroll view's own motion
    /// has the scroll view itself).
    private var zoomTicker: AnyObject { zoomTickOwner }
}

/// A running ``ScrollView/zoom(to:animated:)``.
internal struct ZoomAnimation {
    var fromScale: Double
    var toScale: Double
    var fromOffset: Point
    var toOffset: Point
    var start: Double
}

/// The object a scroll view's zoom animation requests its frames under.
internal final class ZoomTickOwner {}
