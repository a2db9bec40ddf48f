extension View {
    /// The transform from the receiver's coordinates to its superview's: the bounds'
    /// centre goes to ``center`` and ``transform`` applies about it.
    public var transformToSuperview: AffineTransform {
        View.transformToSuperview(bounds: bounds, center: center, transform: transform)
    }

    /// The transform that puts a view with these values in its superview: the bounds'
    /// centre goes to `center`, and `transform` applies about it.
    internal static func transformToSuperview(bounds: Rect, center: Point, transform: AffineTransform)
        -> AffineTransform
    {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// A point in the receiver's coordinates, in its superview's.
    internal func convertToSuperview(_ p: Point) -> Point {
        if transform.isIdentity {
            return Point(x: p.x - bounds.midX + center.x, y: p.y - bounds.midY + center.y)
        }
        return Point(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
            .offsetBy(dx: center.x, dy: center.y)
    }

    /// A point in the superview's coordinates, in the receiver's.
    internal func convertFromSuperview(_ p: Point) -> Point {
        if transform.isIdentity {
            return Point(x: p.x - center.x + bounds.midX, y: p.y - center.y + bounds.midY)
        }
        return Point(x: p.x - center.x, y: p.y - center.y).applying(transform.inverted())
            .offsetBy(dx: bounds.midX, dy: bounds.midY)
    }

    /// Converts a point from the receiver's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - point: A point in the receiver's coordinates.
    ///   - view: The target view; `nil` means the window (the root of the hierarchy).
    public func convert(_ point: Point, to view: View?) -> Point {
        if view === self { return point }
        var p = point
        var current: View = self
        while let parent = current.superview {
            p = current.convertToSuperview(p)
            current = parent
            if current === view { return p }
        }
        guard let view else { return p }
        return view.convertFromRoot(p)
    }

    /// Converts a point from another view's coordinates to the receiver's.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The source view; `nil` means the window (the root of the hierarchy).
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return convertFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from the receiver's coordinates to another view's: the
    /// bounding box of its transformed corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if view === self || rect.isNull { return rect }
        let toRoot = transformToRoot
        guard let view else { return rect.applying(toRoot) }
        return rect.applying(toRoot.concatenating(view.transformToRoot.inverted()))
    }

    /// Converts a rectangle from another view's coordinates to the receiver's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        guard let view else { return rect.applying(transformToRoot.inverted()) }
        return view.convert(rect, to: self)
    }

    /// The transform from the receiver's coordinates to its root's (its window's).
    public var transformToRoot: AffineTransform {
        var t = AffineTransform.identity
        var current: View = self
        while let parent = current.superview {
            t = t.concatenating(current.transformToSuperview)
            current = parent
        }
        return t
    }

    private func convertFromRoot(_ point: Point) -> Point {
        var chain: [View] = []
        var current: View = self
        while let parent = current.superview {
            chain.append(current)
            current = parent
        }
        var p = point
        for view in chain.reversed() { p = view.convertFromSuperview(p) }
        return p
    }
}
