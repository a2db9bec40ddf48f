/// The frame: a view's rectangle in its superview's coordinates, derived from
/// ``View/center``, ``View/bounds`` and ``View/transform``, and set through them.
extension View {
    /// The bounding box of the view's bounds transformed about its centre, placed at
    /// ``center``: what ``frame`` returns.
    internal var frameFromGeometry: Rect {
        let local = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// What setting ``frame`` to `frame` does: ``center`` goes to its centre, and the size
    /// of ``bounds`` to its size divided by the transform's scale (its size as it is when
    /// the transform is the identity or scales by zero).
    internal func setGeometry(forFrame frame: Rect) {
        let f = frame.standardized
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        center = f.center
        bounds.size = Size(
            width: transform.isIdentity || scaleX == 0 ? f.width : f.width / scaleX,
            height: transform.isIdentity || scaleY == 0 ? f.height : f.height / scaleY)
    }
}
