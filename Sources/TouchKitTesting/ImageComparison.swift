import TouchKit

/// How an image differs from a reference (golden) image, pixel by pixel.
///
/// Two pixels agree when every channel (premultiplied ARGB, 0...255) differs by at
/// most ``channelTolerance``. Golden-image tests allow a few disagreeing pixels along
/// antialiased edges and fail above that; ``writeDifference(to:)`` shows where.
public struct ImageComparison {
    /// The per-channel difference, 0...255, still counted as agreeing.
    public let channelTolerance: Int
    /// Whether the two images have the same pixel size (nothing else is compared
    /// when they do not).
    public let sizesMatch: Bool
    /// Pixels that disagree beyond the tolerance.
    public let differingPixels: Int
    /// The largest channel difference found, 0...255.
    public let largestDifference: Int
    /// Pixels compared (when the sizes differ, nothing is compared: the larger image's
    /// pixel count, all counted as differing).
    public let totalPixels: Int
    /// The smallest pixel rectangle holding every disagreeing pixel, or `nil`.
    public let differenceBounds: Rect?

    private let image: ImageSurface
    private let reference: ImageSurface

    /// Compares `image` with `reference`.
    /// - Parameters:
    ///   - image: The image made now.
    ///   - reference: The golden image.
    ///   - channelTolerance: Largest per-channel difference, 0...255, that agrees.
    public init(_ image: ImageSurface, reference: ImageSurface, channelTolerance: Int = 8) {
        self.image = image
        self.reference = reference
        self.channelTolerance = channelTolerance
        sizesMatch = image.width == reference.width && image.height == reference.height
        guard sizesMatch else {
            differingPixels = max(image.width * image.height, reference.width * reference.height)
            largestDifference = 255
            totalPixels = differingPixels
            differenceBounds = nil
            return
        }
        var differing = 0
        var largest = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        Self.forEachPixelPair(image, reference) { x, y, a, b in
            let difference = Self.difference(a, b)
            largest = max(largest, difference)
            guard difference > channelTolerance else { return }
            differing += 1
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        differingPixels = differing
        largestDifference = largest
        totalPixels = image.width * image.height
        differenceBounds =
            differing == 0
            ? nil
            : Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// The share of pixels that disagree, 0...1.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// A one-line account for test failures.
    public var summary: String {
        guard sizesMatch else {
            return
                "sizes differ: \(image.width)x\(image.height) against the reference's \(reference.width)x\(reference.height)"
        }
        let bounds = differenceBounds.map { " within \($0)" } ?? ""
        return "\(differingPixels) of \(totalPixels) pixels differ by more than \(channelTolerance)/255"
            + " (largest difference \(largestDifference))\(bounds)"
    }

    /// Writes an image of the differences: the reference faded to a quarter, with the
    /// disagreeing pixels in magenta.
    /// - Parameter path: The PNG file to write.
    /// - Throws: `GraphicsError` when the image cannot be made or written.
    public func writeDifference(to path: String) throws(GraphicsError) {
        let out = try ImageSurface(width: reference.width, height: reference.height)
        let context = try GraphicsContext(surface: out)
        context.fillColor = .white
        context.fill(Rect(x: 0, y: 0, width: Double(out.width), height: Double(out.height)))
        context.draw(reference, in: Rect(x: 0, y: 0, width: Double(out.width), height: Double(out.height)), alpha: 0.25)
        out.flush()
        if sizesMatch {
            let magenta = Color(red: 1, green: 0, blue: 1).premultipliedARGB32
            let tolerance = channelTolerance
            var marks: [Int] = []
            Self.forEachPixelPair(image, reference) { x, y, a, b in
                if Self.difference(a, b) > tolerance { marks.append(y * out.stride + x * 4) }
            }
            out.withUnsafeMutableBytes { bytes in
                for offset in marks { bytes.storeBytes(of: magenta, toByteOffset: offset, as: UInt32.self) }
            }
        }
        try out.writePNG(to: path)
    }

    /// Calls `body` with each position and the two images' pixels there (same sizes),
    /// reading each image's memory once.
    private static func forEachPixelPair(
        _ a: ImageSurface, _ b: ImageSurface, _ body: (Int, Int, UInt32, UInt32) -> Void
    ) {
        a.withUnsafeMutableBytes { first in
            b.withUnsafeMutableBytes { second in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        body(
                            x, y, first.load(fromByteOffset: y * a.stride + x * 4, as: UInt32.self),
                            second.load(fromByteOffset: y * b.stride + x * 4, as: UInt32.self))
                    }
                }
            }
        }
    }

    /// The largest channel difference between two ARGB32 pixels.
    private static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let ca = Int((a >> UInt32(shift)) & 0xFF)
            let cb = Int((b >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(ca - cb))
        }
        return largest
    }
}
