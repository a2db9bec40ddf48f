extension View {
    /// Which parts of a view's frame stretch when its superview's size changes: UIKit's
    /// `UIView.AutoresizingMask`.
    ///
    /// Along each axis the frame has three parts: the margin before it (left, top), its
    /// size, and the margin after it (right, bottom). When the superview grows or shrinks
    /// by some amount, the flexible parts share it in proportion to their current
    /// lengths (equally when those are all zero); the fixed parts keep their lengths. With
    /// no flexible part along an axis, the frame does not change along it. So
    /// `[.flexibleWidth]` keeps both margins and stretches the view,
    /// `[.flexibleLeftMargin]` pins it to the right edge, and all three flexible scales
    /// the view and its place together.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// Width and height stretch: the view fills what its margins leave.
        public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        /// Every margin stretches: the view keeps its size and moves in proportion.
        public static let flexibleMargins: AutoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
    }

    /// Applies each subview's ``autoresizingMask`` after the receiver's size changed
    /// from `oldSize` (UIKit's `resizeSubviews(withOldSize:)`); ``bounds`` does it when
    /// ``autoresizesSubviews`` is on, before ``layoutSubviews()`` runs.
    /// - Parameter oldSize: The receiver's size before the change.
    public func resizeSubviews(withOldSize oldSize: Size) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.distribute(
                newSize.width - oldSize.width, before: frame.minX, size: frame.width,
                after: oldSize.width - frame.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.distribute(
                newSize.height - oldSize.height, before: frame.minY, size: frame.height,
                after: oldSize.height - frame.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            let resized = Rect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// Shares `delta` among the flexible parts of one axis, in proportion to their
    /// lengths (negative lengths count as zero); returns the new start and size.
    static func distribute(
        _ delta: Double, before: Double, size: Double, after: Double, flexible: (Bool, Bool, Bool)
    ) -> (start: Double, size: Double) {
        let parts = [(flexible.0, before), (flexible.1, size), (flexible.2, after)]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (before, size) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / Double(flexibleParts.count)
        }
        return (before + share(parts[0]), max(0, size + share(parts[1])))
    }
}
