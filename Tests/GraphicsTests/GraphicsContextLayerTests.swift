import Graphics
import Testing

@Suite("GraphicsContext transparency layers and images")
struct GraphicsContextLayerTests {
    @Test("a layer with alpha 0.5 halves an opaque colour, premultiplied")
    func halfAlphaLayer() throws {
        let (surface, context) = try makeCanvas()
        context.withTransparencyLayer(alpha: 0.5) {
            context.fillColor = .red
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        }
        // Alpha 0.5 -> 128; red premultiplied by it -> 128; green and blue stay 0.
        let pixel = surface.pixel(x: 5, y: 5)
        #expect(pixelsMatch(pixel, 0x8080_0000, tolerance: 1), "\(hex(pixel))")
        let color = surface.color(x: 5, y: 5)
        #expect(abs(color.alpha - 0.5) < 0.01)
        #expect(abs(color.red - 1) < 0.01)
        #expect(context.fillColor == .black)  // The layer's state was restored.
    }

    @Test("overlapping shapes in a layer do not show through each other")
    func layerCompositesOnce() throws {
        let (surface, context) = try makeCanvas()
        context.withTransparencyLayer(alpha: 0.5) {
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            context.fill(Rect(x: 5, y: 0, width: 10, height: 10))
        }
        #expect(surface.pixel(x: 7, y: 5) == surface.pixel(x: 2, y: 5))
        // Without a layer, two half-transparent fills compound to 75 %.
        let (plain, plainContext) = try makeCanvas()
        plainContext.fillColor = Color.black.withAlpha(0.5)
        plainContext.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        plainContext.fill(Rect(x: 5, y: 0, width: 10, height: 10))
        #expect(pixelsMatch(plain.pixel(x: 7, y: 5), 0xBF00_0000))
    }

    @Test("a half-transparent layer over white blends to the expected colour")
    func layerOverOpaqueBackground() throws {
        let (surface, context) = try makeCanvas()
        context.paint(.white)
        context.withTransparencyLayer(alpha: 0.5) {
            context.paint(.blue)
        }
        // 0.5 * blue + 0.5 * white = (0.5, 0.5, 1), opaque.
        let pixel = surface.pixel(x: 3, y: 3)
        #expect(pixelsMatch(pixel, 0xFF80_80FF, tolerance: 1), "\(hex(pixel))")
    }

    @Test("layers nest, multiplying their alphas")
    func nestedLayers() throws {
        let (surface, context) = try makeCanvas()
        context.withTransparencyLayer(alpha: 0.5) {
            context.withTransparencyLayer(alpha: 0.5) {
                context.paint(.green)
            }
        }
        let pixel = surface.pixel(x: 0, y: 0)
        #expect(pixelsMatch(pixel, 0x4000_4000, tolerance: 1), "\(hex(pixel))")
        try context.checkStatus()
    }

    @Test("an offscreen layer drawn at its own size copies its pixels exactly")
    func offscreenLayerCopiesExactly() throws {
        let layer = try ImageSurface(logicalSize: Size(width: 10, height: 10), scale: 2)
        let layerContext = try GraphicsContext(surface: layer)
        layerContext.fillColor = .purple
        layerContext.fill(Rect(x: 0, y: 0, width: 5, height: 10))
        layerContext.fillColor = Color.cyan.withAlpha(0.5)
        layerContext.fill(Rect(x: 5, y: 0, width: 5, height: 10))

        let (window, context) = try makeCanvas(width: 40, height: 40, scale: 2)
        context.draw(layer, at: Point(x: 5, y: 5))
        for y in 0..<20 {
            for x in 0..<20 {
                #expect(window.pixel(x: x + 10, y: y + 10) == layer.pixel(x: x, y: y))
            }
        }
        #expect(window.countOfNonTransparentPixels() == 400)
    }

    @Test("an image is scaled to the rect and its alpha applied")
    func scaledImageWithAlpha() throws {
        let (image, imageContext) = try makeCanvas(width: 2, height: 2)
        imageContext.paint(.red)
        let (surface, context) = try makeCanvas()
        context.draw(
            image, in: Rect(x: 4, y: 4, width: 8, height: 8), alpha: 0.5, interpolation: .none)
        #expect(surface.countOfNonTransparentPixels() == 64)
        #expect(pixelsMatch(surface.pixel(x: 11, y: 11), 0x8080_0000, tolerance: 1))
        #expect(surface.pixel(x: 12, y: 12) == 0)
    }
}
