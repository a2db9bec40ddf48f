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
        window.addDamage(convert(rect.intersection(bounds), to: nil), from: self)
    }

    /// Adds drawing to the view's cached drawing in `rect` (its coordinates), over what
    /// is there, without redrawing that area with ``draw(_:)``, and repaints `rect` on
    /// screen.
    ///
    /// For content that only grows, such as a canvas adding a finished stroke: the cost
    /// does not depend on what is already drawn there. Update the model that `draw(_:)`
    /// reads first, and draw here exactly what `draw(_:)` would add, since the cache is
    /// redrawn from `draw(_:)` whenever it must be (size or pixel density change, an
    /// invalidated area). Without ``cachesDrawing``, or before the cache exists, this is
    /// ``setNeedsDisplay(_:)``.
    ///
    /// - Parameters:
    ///   - rect: The area the drawing covers, in the view's coordinates; drawing outside
    ///     it is clipped away.
    ///   - drawing: Draws into the given context, in the view's coordinates.
    public func appendToCachedDrawing(in rect: Rect, _ drawing: (GraphicsContext) -> Void) {
        guard let drawingCache, drawingCache.append(in: rect, drawing) else {
            setNeedsDisplay(rect)
            return
        }
        setNeedsRepaint(rect.intersection(bounds))
    }

    /// The view's cached drawing at `scale` pixels per point, its pixel (0, 0) `phase`
    /// points before the bounds' origin, brought up to date, when ``cachesDrawing`` is on
    /// and an image can be made.
    internal func cachedDrawing(scale: Double, phase: Point = .zero) -> ImageSurface? {
        drawingCache?.image(of: self, scale: scale, phase: phase)
    }

    /// Marks the view's current frame in its superview for redrawing (used when the
    /// view moves, hides or fades); while it animates, also where it is shown.
    internal func setNeedsDisplayInSuperview() {
        guard let superview, !movesPixelsInsteadOfDamage else { return }
        superview.setNeedsRepaint(drawingFrame, from: self)
        if !animations.isEmpty { owningApplication.animator.damage(self) }
    }

    /// Repaints an area in the view's coordinates (which may reach outside its bounds,
    /// where subviews spill) without invalidating its cached drawing: for changes that
    /// are not part of `draw(_:)` (background colour, clipping, subviews). `culprit`
    /// is the view whose geometry gave the area, when not the receiver (for the report
    /// of a non-finite one).
    internal func setNeedsRepaint(_ rect: Rect, from culprit: View? = nil) {
        guard !rect.isEmpty, let window else { return }
        window.addDamage(convert(rect, to: nil), from: culprit ?? self)
    }

    /// Marks the view's layout as out of date; ``layoutSubviews()`` runs before the
    /// next drawing.
    public func setNeedsLayout() {
        needsLayout = true
        markAncestorsForLayout()
        window?.scheduleLayout()
    }

    /// Runs ``layoutSubviews()`` now for the receiver and its subtree where needed,
    /// between its view controller's ``ViewController/viewWillLayoutSubviews()`` and
    /// ``ViewController/viewDidLayoutSubviews()`` when it is one's root view.
    ///
    /// Only the branches holding a view that needs layout are walked: a list of 10,000
    /// rows that did not change costs nothing here.
    public func layoutIfNeeded() {
        // Cleared first: a layoutSubviews() below that marks a view again marks this
        // one again too.
        descendantNeedsLayout = false
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutIfNeeded()
        }
    }

    /// Marks every ancestor as holding a view that needs layout, up to the first one
    /// already marked (whose ancestors are marked too).
    private func markAncestorsForLayout() {
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.superview
        }
    }
}
