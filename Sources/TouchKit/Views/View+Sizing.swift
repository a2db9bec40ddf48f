extension View {
    /// The value of an ``intrinsicContentSize`` dimension the view has no preference in.
    public static let noIntrinsicMetric = -1.0

    /// Resizes the view to ``sizeThatFits(_:)`` for unbounded space, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(Size(width: .infinity, height: .infinity))
        frame = Rect(origin: frame.origin, size: size)
    }
}
