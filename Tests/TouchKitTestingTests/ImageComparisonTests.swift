import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The golden-image comparison: what counts as a difference and how it is reported.
@Suite("Image comparison")
struct ImageComparisonTests {
    func square(_ color: Color, size: Int = 10) throws -> ImageSurface {
        let image = try ImageSurface(width: size, height: size)
        let context = try GraphicsContext(surface: image)
        context.fillColor = color
        context.fill(Rect(x: 0, y: 0, width: Double(size), height: Double(size)))
        image.flush()
        return image
    }

    @Test("identical images agree; small channel differences within the tolerance agree")
    func agree() throws {
        let a = try square(Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(ImageComparison(a, reference: a).differingPixels == 0)
        let b = try square(Color(red: 0.5 + 6.0 / 255, green: 0.5, blue: 0.5))
        let comparison = ImageComparison(b, reference: a)
        #expect(comparison.differingPixels == 0 && comparison.largestDifference == 6)
    }

    @Test("differing pixels are counted, bounded and drawn in the difference picture")
    func differ() throws {
        let reference = try square(.white)
        let image = try square(.white)
        let context = try GraphicsContext(surface: image)
        context.fillColor = .black
        context.fill(Rect(x: 2, y: 3, width: 2, height: 4))
        image.flush()
        let comparison = ImageComparison(image, reference: reference)
        #expect(comparison.differingPixels == 8)
        #expect(comparison.differenceBounds == Rect(x: 2, y: 3, width: 2, height: 4))
        #expect(abs(comparison.differingFraction - 0.08) < 1e-9)
        #expect(comparison.summary.contains("8 of 100 pixels"))
        let path = NSTemporaryDirectory() + "touchkit-difference-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try comparison.writeDifference(to: path)
        let picture = try ImageSurface(contentsOfPNG: path)
        #expect(
            picture.color(x: 3, y: 4).red > 0.95 && picture.color(x: 3, y: 4).green < 0.05, "magenta where they differ")
    }

    @Test("images of different sizes never agree")
    func sizes() throws {
        let comparison = ImageComparison(try square(.white, size: 10), reference: try square(.white, size: 12))
        #expect(!comparison.sizesMatch)
        #expect(comparison.summary.contains("sizes differ"))
    }
}
