extension View {
    /// Whether the view's bounds, center and transform hold only finite numbers.
    ///
    /// A view with NaN or infinity in its geometry has no place on screen: it is skipped
    /// in damage, drawing and hit-testing (with its subviews), and reported once per
    /// view type (``reportNonFiniteGeometry()``), so one bad value never crashes the app
    /// nor costs the rest of the window its drawing.
    internal var hasFiniteGeometry: Bool {
        Self.isFinite(bounds: bounds, center: center, transform: transform)
    }

    /// ``hasFiniteGeometry`` for the values shown now (an animation may be running).
    internal var hasFinitePresentationGeometry: Bool {
        Self.isFinite(bounds: presentationBounds, center: presentationCenter, transform: presentationTransform)
    }

    private static func isFinite(bounds: Rect, center: Point, transform: AffineTransform) -> Bool {
        bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.size.width.isFinite
            && bounds.size.height.isFinite && center.x.isFinite && center.y.isFinite
            && transform.a.isFinite && transform.b.isFinite && transform.c.isFinite && transform.d.isFinite
            && transform.tx.isFinite && transform.ty.isFinite
    }

    /// Logs, once per view type, that a view of this type has non-finite geometry and
    /// is skipped.
    internal func reportNonFiniteGeometry() {
        TouchKitLog.errorOnce(
            "a \(type(of: self)) has a non-finite frame, center, bounds or transform (NaN or infinity): "
                + "it and its subviews are skipped in drawing, damage and hit-testing")
    }

    /// The view whose non-finite geometry makes an area of this view non-finite in
    /// window coordinates: the receiver or its nearest ancestor with such geometry.
    internal var nonFiniteGeometryOwner: View {
        var current: View? = self
        while let view = current {
            if !view.hasFiniteGeometry { return view }
            current = view.superview
        }
        return self
    }
}
