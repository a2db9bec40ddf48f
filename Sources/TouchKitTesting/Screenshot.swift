import TouchKit

/// Pixel queries on captures, for asserting what an app drew.
///
/// Colours are compared un-premultiplied, channel by channel: a pixel matches when
/// each of red, green, blue and alpha differs from the wanted colour by at most
/// `tolerance` (0...1; 0.02 is about 5 of 255).
extension ImageSurface {
    /// A pixel position in an image.
    public struct PixelPosition: Sendable, Hashable {
        /// Column.
        public var x: Int
        /// Row.
        public var y: Int

        /// Creates a position.
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    /// The positions of all pixels matching `color`, row by row.
    /// - Parameters:
    ///   - color: The colour.
    ///   - tolerance: Largest allowed difference per channel, 0...1.
    ///   - rect: Only look inside this pixel rectangle (clipped), or everywhere.
    public func pixels(matching color: Color, tolerance: Double = 0.02, in rect: Rect? = nil) -> [PixelPosition] {
        var found: [PixelPosition] = []
        scan(color, tolerance, rect) { found.append(PixelPosition(x: $0, y: $1)) }
        return found
    }

    /// The smallest pixel rectangle holding every pixel matching `color`, or `nil`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - tolerance: Largest allowed difference per channel, 0...1.
    ///   - rect: Only look inside this pixel rectangle (clipped), or everywhere.
    public func boundingBox(of color: Color, tolerance: Double = 0.02, in rect: Rect? = nil) -> Rect? {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        scan(color, tolerance, rect) { x, y in
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y)
            maxY = Swift.max(maxY, y)
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// How many pixels match `color`.
    /// - Parameters:
    ///   - color: The colour.
    ///   - tolerance: Largest allowed difference per channel, 0...1.
    ///   - rect: Only look inside this pixel rectangle (clipped), or everywhere.
    public func count(of color: Color, tolerance: Double = 0.02, in rect: Rect? = nil) -> Int {
        var count = 0
        scan(color, tolerance, rect) { _, _ in count += 1 }
        return count
    }

    /// How many pixels do *not* match `color` (for example a background).
    public func count(notMatching color: Color, tolerance: Double = 0.02, in rect: Rect? = nil) -> Int {
        let area = clip(rect)
        return Int(area.width * area.height) - count(of: color, tolerance: tolerance, in: rect)
    }

    /// The mean un-premultiplied colour of a pixel rectangle (clipped), or `nil` if it is empty.
    public func meanColor(in rect: Rect? = nil) -> Color? {
        let area = clip(rect)
        guard !area.isEmpty else { return nil }
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let c = color(x: x, y: y)
                sum.r += c.red
                sum.g += c.green
                sum.b += c.blue
                sum.a += c.alpha
            }
        }
        let n = area.width * area.height
        return Color(red: sum.r / n, green: sum.g / n, blue: sum.b / n, alpha: sum.a / n)
    }

    /// The pixel rectangle of the whole image.
    public var pixelBounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    private func clip(_ rect: Rect?) -> Rect {
        let area = (rect ?? pixelBounds).integral.intersection(pixelBounds)
        return area.isNull ? Rect(x: 0, y: 0, width: 0, height: 0) : area
    }

    private func scan(_ color: Color, _ tolerance: Double, _ rect: Rect?, _ body: (Int, Int) -> Void) {
        let area = clip(rect)
        guard !area.isEmpty else { return }
        let limit = tolerance * 255 + 0.5
        let want = (
            a: color.alpha * 255, r: color.red * 255, g: color.green * 255, b: color.blue * 255
        )
        let rowStride = stride
        withUnsafeMutableBytes { bytes in
            for y in Int(area.minY)..<Int(area.maxY) {
                for x in Int(area.minX)..<Int(area.maxX) {
                    let p = bytes.load(fromByteOffset: y * rowStride + x * 4, as: UInt32.self)
                    let a = Double(p >> 24)
                    guard abs(a - want.a) <= limit else { continue }
                    let scale = a == 0 ? 0 : 255 / a
                    let r = Double((p >> 16) & 0xff) * scale
                    let g = Double((p >> 8) & 0xff) * scale
                    let b = Double(p & 0xff) * scale
                    if abs(r - want.r) <= limit && abs(g - want.g) <= limit && abs(b - want.b) <= limit {
                        body(x, y)
                    }
                }
            }
        }
    }
}
