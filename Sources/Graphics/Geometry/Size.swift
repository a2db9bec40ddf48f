/// A width and a height, in logical pixels.
///
/// TouchKit's counterpart of `CGSize`.
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// A textual form such as `1024.0x640.0`.
    public var description: String { "\(width)x\(height)" }
}
