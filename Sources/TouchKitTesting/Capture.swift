import TouchKit

/// A capture the module wrote.
public struct Capture: Sendable, Hashable {
    /// The PNG file.
    public var path: String
    /// The recording time (ms) it was taken at, or `nil` for one taken outside a replay
    /// or at the end.
    public var recordingTime: Double?
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// Where the image's top-left pixel is on the output (non-zero for a toplevel capture).
    public var origin: Point

    /// Loads the PNG.
    /// - Throws: `GraphicsError` if it cannot be read.
    public func image() throws -> ImageSurface { try ImageSurface(contentsOfPNG: path) }
}
