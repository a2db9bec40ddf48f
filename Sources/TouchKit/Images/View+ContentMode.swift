extension View {
    /// How content (an ``ImageView``'s image) is laid out in a view's bounds.
    ///
    /// The counterpart of `UIView.ContentMode`, for the modes TouchKit implements.
    public enum ContentMode: Sendable, Hashable, CaseIterable {
        /// Stretched to the bounds, changing the aspect ratio if needed (UIKit's default).
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio; the rest is empty.
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio; the overflow is clipped.
        case scaleAspectFill
        /// Unscaled, centred in the bounds.
        case center

        /// Where content of a given size goes in a rectangle.
        ///
        /// - Parameters:
        ///   - contentSize: The content's natural size.
        ///   - bounds: The rectangle to lay it out in.
        /// - Returns: The content's rectangle, which may overflow `bounds` for
        ///   ``scaleAspectFill`` and ``center``.
        public func rect(forContentOfSize contentSize: Size, in bounds: Rect) -> Rect {
            let width = contentSize.width
            let height = contentSize.height
            switch self {
            case .scaleToFill:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard width > 0, height > 0 else { return Rect(origin: bounds.center, size: .zero) }
                let sx = bounds.width / width
                let sy = bounds.height / height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                return centered(Size(width: width * s, height: height * s), in: bounds)
            case .center:
                return centered(contentSize, in: bounds)
            }
        }

        private func centered(_ size: Size, in bounds: Rect) -> Rect {
            Rect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        }
    }
}
