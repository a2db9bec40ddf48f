import Graphics
import Testing

@Suite("GraphicsContext clipping")
struct GraphicsContextClippingTests {
    @Test("clipping to a rect restricts drawing to it")
    func clipToRect() throws {
        let (surface, context) = try makeCanvas()
        context.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.clipBoundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
        context.paint(.red)
        #expect(surface.countOfNonTransparentPixels() == 100)
        #expect(surface.pixel(x: 9, y: 9) == 0xFFFF_0000)
        #expect(surface.pixel(x: 10, y: 9) == 0)
    }

    @Test("clips intersect, and restoring the state removes them")
    func clipsIntersectAndRestore() throws {
        let (surface, context) = try makeCanvas()
        context.withSavedState {
            context.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
            context.clip(to: Rect(x: 5, y: 5, width: 10, height: 10))
            context.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(surface.countOfNonTransparentPixels() == 25)
        context.fill(Rect(x: 15, y: 15, width: 5, height: 5))
        #expect(surface.countOfNonTransparentPixels() == 50)
    }

    @Test("clipping to the current path restricts drawing to the shape")
    func clipToPath() throws {
        let (surface, context) = try makeCanvas()
        context.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        #expect(context.isPathEmpty)
        context.paint(.blue)
        #expect(surface.pixel(x: 10, y: 10) == 0xFF00_00FF)
        #expect(surface.pixel(x: 0, y: 0) == 0)
        #expect(surface.pixel(x: 19, y: 0) == 0)
        let count = surface.countOfNonTransparentPixels()
        // π r² = 314 with r = 10, plus the antialiased rim, well short of the 400 of the square.
        #expect((314...360).contains(count), "\(count) pixels painted")
    }

    @Test("resetClip removes every clip")
    func resetClip() throws {
        let (surface, context) = try makeCanvas()
        context.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
        context.resetClip()
        context.paint(.red)
        #expect(surface.countOfNonTransparentPixels() == 400)
    }
}
