internal import CCairo

extension GraphicsContext {
    /// The current transformation matrix, from user space to the surface's logical units.
    ///
    /// Part of the graphics state. It does not include the surface's device scale: on a
    /// scale-2 surface a fresh context reports ``AffineTransform/identity``.
    public var currentTransform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return AffineTransform(matrix)
    }

    /// Applies a transform to user space, before the existing ones.
    ///
    /// As in CoreGraphics, later drawing is transformed by `transform` first and then by the
    /// previous current transform. A transform that cannot be inverted (a zero scale) puts
    /// the context in an error status.
    ///
    /// - Parameter transform: The transform to add.
    public func concatenate(_ transform: AffineTransform) {
        var matrix = transform.cairoMatrix
        cairo_transform(cr, &matrix)
    }

    /// Moves the origin of user space.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public func translateBy(x: Double, y: Double) {
        cairo_translate(cr, x, y)
    }

    /// Scales user space about its origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public func scaleBy(x: Double, y: Double) {
        cairo_scale(cr, x, y)
    }

    /// Rotates user space about its origin.
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on screen.
    public func rotate(by angle: Double) {
        cairo_rotate(cr, angle)
    }
}
