internal import CCairo

extension AffineTransform {
    /// The transform from a Cairo matrix.
    ///
    /// Cairo's `xx yx xy yy x0 y0` are CoreGraphics' `a b c d tx ty`, in that order.
    init(_ matrix: cairo_matrix_t) {
        self.init(
            a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// The transform as a Cairo matrix.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}
