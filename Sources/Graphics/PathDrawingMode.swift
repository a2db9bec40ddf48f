/// What ``GraphicsContext/drawPath(using:)`` does with the current path.
///
/// TouchKit's counterpart of `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable, Hashable, CaseIterable {
    /// Fill with the non-zero winding rule.
    case fill
    /// Fill with the even-odd rule.
    case evenOddFill
    /// Stroke the outline.
    case stroke
    /// Fill with the non-zero winding rule, then stroke on top.
    case fillStroke
    /// Fill with the even-odd rule, then stroke on top.
    case evenOddFillStroke
}
