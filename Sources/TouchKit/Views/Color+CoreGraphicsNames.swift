extension Color {
    /// The colour itself, under UIKit's name for its Core Graphics form (`UIColor.cgColor`),
    /// so `layer.borderColor = Color.separator.cgColor` ports unchanged. TouchKit has one
    /// colour type; an adaptive colour stays adaptive.
    public var cgColor: Color { self }

    /// Creates a colour from another (UIKit's `UIColor(cgColor:)`).
    ///
    /// - Parameter cgColor: The colour.
    public init(cgColor: Color) {
        self = cgColor
    }
}

extension BezierPath {
    /// The path itself, under UIKit's name for its Core Graphics form
    /// (`UIBezierPath.cgPath`), so `layer.shadowPath = path.cgPath` ports unchanged.
    public var cgPath: BezierPath { self }
}
