/// Which corners of a layer ``Layer/cornerRadius`` rounds (Core Animation's `CACornerMask`).
///
/// Corners are named by the edges they join in the view's coordinates, where y grows
/// downwards: ``layerMinXMinYCorner`` is the top left on screen.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt

    /// Creates a mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four corners, the default.
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
