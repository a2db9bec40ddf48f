extension ScrollView {
    /// Creates or removes the pinch as zooming becomes possible or not (SPEC S16): it
    /// exists only when the scale limits differ and the delegate names a view to zoom.
    func updateZooming() {
        let possible = minimumZoomScale != maximumZoomScale && delegate?.viewForZooming(in: self) != nil
        if possible, pinchGestureRecognizer == nil {
            let pinch = PinchGestureRecognizer()
            pinch.name = "zoom"
            pinch.addAction { [unowned self] recognizer in self.handlePinch(recognizer as! PinchGestureRecognizer) }
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !possible, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// Sets the zoom scale of the delegate's zooming view, within the limits; the
    /// content size follows (SPEC S16).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite, scale > 0 else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        applyZoom(clamped, keeping: Point(x: bounds.width / 2, y: bounds.height / 2))
        delegate?.scrollViewDidZoom(self)
    }

    /// A zoom changed the range and moved the content under a running motion: the
    /// motion is re-aimed from where the content is (SPEC S11).
    private func zoomDidMoveContent() {
        contentRangeDidChange(restart: true)
    }

    /// Scales the zooming view to `scale`, its top-left corner at the content's origin,
    /// keeping the content point under `anchor` (a point in the scroll view's visible
    /// area, relative to the bounds' origin) where it is.
    ///
    /// The scale is kept even when the delegate names no view to zoom any more (the
    /// view went away during a pinch), so the end of the pinch still brings it within
    /// the limits (SPEC S16). An offset that would not be finite is not applied.
    func applyZoom(_ scale: Double, keeping anchor: Point) {
        guard scale.isFinite, scale > 0 else { return }
        let old = storedZoomScale
        storedZoomScale = scale
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let contentPoint = Point(
            x: (contentOffset.x + anchor.x) / old, y: (contentOffset.y + anchor.y) / old)
        let size = view.bounds.size
        view.transform = AffineTransform(scaleX: scale, y: scale)
        view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        isZoomingContent = true
        contentSize = Size(width: size.width * scale, height: size.height * scale)
        isZoomingContent = false
        let offset = Point(x: contentPoint.x * scale - anchor.x, y: contentPoint.y * scale - anchor.y)
        if offset.x.isFinite && offset.y.isFinite { applyOffset(offset) }
        zoomDidMoveContent()
    }

    /// The pinch's actions: zoom about the fingers, rubber-band past the limits with
    /// `bouncesZoom`, and spring back within them at the end.
    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let centroid = pinch.location(in: self)
        let anchor = Point(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion(notify: true)
            isZooming = true
            zoomStart = (storedZoomScale, anchor)
            delegate?.scrollViewWillBeginZooming(self, with: delegate?.viewForZooming(in: self))
            fallthrough
        case .changed:
            guard let start = zoomStart else { return }
            var scale = start.scale * pinch.scale
            let limit = scale < minimumZoomScale ? minimumZoomScale : scale > maximumZoomScale ? maximumZoomScale : nil
            if let limit {
                scale = bouncesZoom ? limit * (1 + ScrollPhysics.rubberBand(scale / limit - 1, dimension: 1)) : limit
            }
            applyZoom(scale, keeping: anchor)
            delegate?.scrollViewDidZoom(self)
        case .ended, .cancelled:
            isZooming = false
            zoomStart = nil
            let final = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
            if final != storedZoomScale {
                applyZoom(final, keeping: anchor)
                delegate?.scrollViewDidZoom(self)
            }
            let clamped = clamp(contentOffset)
            if clamped != contentOffset {
                applyOffset(clamped)
                zoomDidMoveContent()
            }
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: final)
        default:
            break
        }
    }
}
