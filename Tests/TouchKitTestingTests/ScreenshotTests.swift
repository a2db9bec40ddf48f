import Testing
import TouchKit
import TouchKitTesting

@Suite("Screenshot helpers")
struct ScreenshotTests {
    /// A 40x30 grey image with a 3x2 red block at (10, 5) and one blue pixel at (30, 20).
    func sample() throws -> ImageSurface {
        let image = try ImageSurface(width: 40, height: 30)
        let stride = image.stride
        image.withUnsafeMutableBytes { bytes in
            for y in 0..<30 {
                for x in 0..<40 {
                    var p: UInt32 = 0xff40_4040
                    if (10..<13).contains(x) && (5..<7).contains(y) { p = 0xffff_0000 }
                    if x == 30 && y == 20 { p = 0xff00_00fe }
                    bytes.storeBytes(of: p, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        return image
    }

    @Test func boundingBoxAndCount() throws {
        let image = try sample()
        #expect(image.boundingBox(of: .red) == Rect(x: 10, y: 5, width: 3, height: 2))
        #expect(image.count(of: .red) == 6)
        #expect(image.pixels(matching: .red).first == ImageSurface.PixelPosition(x: 10, y: 5))
        #expect(image.boundingBox(of: .green) == nil)
        // 0xfe blue is within the default tolerance of pure blue, not within 0.
        #expect(image.count(of: .blue) == 1)
        #expect(image.count(of: .blue, tolerance: 0) == 0)
        #expect(image.count(notMatching: Color(red: 0x40 / 255.0, green: 0x40 / 255.0, blue: 0x40 / 255.0)) == 7)
        #expect(image.count(of: .red, in: Rect(x: 11, y: 0, width: 100, height: 100)) == 4)
    }

    @Test func meanColor() throws {
        let image = try sample()
        let mean = try #require(image.meanColor(in: Rect(x: 10, y: 5, width: 3, height: 2)))
        #expect(mean.red == 1 && mean.green == 0 && mean.alpha == 1)
        let mixed = try #require(image.meanColor(in: Rect(x: 12, y: 5, width: 2, height: 1)))
        #expect(abs(mixed.red - (1 + 0x40 / 255.0) / 2) < 1e-9)
        #expect(image.meanColor(in: Rect(x: 100, y: 100, width: 5, height: 5)) == nil)
    }
}
