/// Options of ``View/animate(withDuration:delay:options:animations:completion:)``.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Animated views keep receiving touches (off by default, as in UIKit, SPEC F3).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 0)
    /// Slow at both ends (also the curve when none is given).
    public static let curveEaseInOut = AnimationOptions(rawValue: 4 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options name.
    internal var curve: TimingCurve {
        switch rawValue & (7 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInOut
        }
    }
}
