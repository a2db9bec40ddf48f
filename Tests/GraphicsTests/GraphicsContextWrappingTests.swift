import Graphics
import Testing

/// The backend's path: wrapping a `cairo_t` it already has (here, another context's).
@Suite("GraphicsContext wrapping a backend's cairo_t")
struct GraphicsContextWrappingTests {
    @Test("drawing through a wrapped context reaches the surface, after the original is gone")
    func wrappedContextDraws() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        var original: GraphicsContext? = try GraphicsContext(surface: surface)
        let wrapped = try GraphicsContext(unsafeCairoContext: original!.unsafeCairoContext)
        original = nil  // The wrapper holds its own reference.
        wrapped.fillColor = .red
        wrapped.fill(Rect(x: 0, y: 0, width: 5, height: 10))
        try wrapped.checkStatus()
        #expect(surface.countOfNonTransparentPixels() == 50)
    }

    @Test("wrapping a context already in an error status throws")
    func wrappingFailedContextThrows() throws {
        let (_, context) = try makeCanvas()
        context.restoreGState()
        #expect(throws: GraphicsError.self) {
            try GraphicsContext(unsafeCairoContext: context.unsafeCairoContext)
        }
    }
}
