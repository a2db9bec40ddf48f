/// The kind of device a scroll comes from (SPEC P3).
///
/// The counterpart of `UIScrollType`.
public enum ScrollType: Int, Sendable, Hashable {
    /// A discrete scroll, from a device like a mouse wheel.
    case discrete
    /// A continuous scroll, from a device like a touchpad.
    case continuous
}

/// The scroll types a ``PanGestureRecognizer`` follows (SPEC P3).
///
/// The counterpart of `UIScrollTypeMask`: set
/// ``PanGestureRecognizer/allowedScrollTypesMask`` to let a pan follow a mouse wheel
/// (``discrete``), a touchpad (``continuous``) or both (``all``).
public struct ScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The raw bits: bit 0 discrete, bit 1 continuous.
    public let rawValue: Int

    /// Creates a mask from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A discrete scroll type from a device like a mouse wheel.
    public static let discrete = ScrollTypeMask(rawValue: 1 << ScrollType.discrete.rawValue)
    /// A continuous scroll type from a device like a touchpad.
    public static let continuous = ScrollTypeMask(rawValue: 1 << ScrollType.continuous.rawValue)
    /// Either.
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask holds `type`.
    public func contains(_ type: ScrollType) -> Bool {
        contains(ScrollTypeMask(rawValue: 1 << type.rawValue))
    }
}
