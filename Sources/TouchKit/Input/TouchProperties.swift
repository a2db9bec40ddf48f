/// A set of a touch's measured properties: UIKit's `UITouch.Properties` (also spelled
/// `Touch.Properties`), used by ``Touch/estimatedProperties`` (SPEC P43).
public struct TouchProperties: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The force (``Touch/force``).
    public static let force = TouchProperties(rawValue: 1 << 0)
    /// The azimuth (``Touch/azimuthAngle(in:)``).
    public static let azimuth = TouchProperties(rawValue: 1 << 1)
    /// The altitude (``Touch/altitudeAngle``).
    public static let altitude = TouchProperties(rawValue: 1 << 2)
    /// The location (``Touch/location(in:)``).
    public static let location = TouchProperties(rawValue: 1 << 3)
    /// The barrel-roll angle (``Touch/rollAngle``).
    public static let roll = TouchProperties(rawValue: 1 << 4)
}
