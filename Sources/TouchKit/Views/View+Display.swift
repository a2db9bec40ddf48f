extension View {
    /// Marks the whole view for redrawing at the next frame (SPEC D2).
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks part of the view, in its own coordinates, for redrawing at the next frame.
    /// Requests between two frames coalesce; only damaged areas are repainted.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        drawingCache?.invalidate(rect)
        guard let window else { return }
        window.addDamage(convert(rect.intersection(bounds), to: nil))
    }

    /// The view's cached drawing at `scale` pixels per point, brought up to date, when
    /// ``cachesDrawing`` is on and an image can be made.
    internal func cachedDrawing(scale: Double) -> ImageSurface? {
        drawingCache?.image(of: self, scale: scale)
    }

    /// Marks the view's current frame in its superview for redrawing (used when the
    /// view moves, hides or fades).
    internal func setNeedsDisplayInSuperview() {
        guard let superview else { return }
        superview.setNeedsDisplayIgnoringBounds(frame)
    }

    private func setNeedsDisplayIgnoringBounds(_ rect: Rect) {
        guard !rect.isEmpty, let window else { return }
        window.addDamage(convert(rect, to: nil))
    }

    /// Marks the view's layout as out of date; ``layoutSubviews()`` runs before the
    /// next drawing.
    public func setNeedsLayout() {
        needsLayout = true
        window?.scheduleLayout()
    }

    /// Runs ``layoutSubviews()`` now for the receiver and its subtree where needed.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
}
