import Graphics
import Testing

@Suite("ImageSurface")
struct ImageSurfaceTests {
    @Test("a new surface has the requested size and is transparent")
    func newSurfaceIsTransparent() throws {
        let surface = try ImageSurface(width: 30, height: 12)
        #expect(surface.width == 30)
        #expect(surface.height == 12)
        #expect(surface.stride >= 30 * 4)
        #expect(surface.scale == 1)
        #expect(surface.logicalSize == Size(width: 30, height: 12))
        #expect(surface.countOfNonTransparentPixels() == 0)
    }

    @Test(
        "absurd sizes throw before allocating",
        arguments: [
            (0, 10), (10, 0), (-1, 10), (10, -5), (16385, 1), (1, 16385), (1 << 40, 1 << 40),
        ])
    func absurdSizesThrow(width: Int, height: Int) {
        #expect(throws: GraphicsError.invalidSize(width: width, height: height)) {
            try ImageSurface(width: width, height: height)
        }
    }

    @Test("the largest allowed side is accepted")
    func maximumDimensionIsAccepted() throws {
        let surface = try ImageSurface(width: ImageSurface.maximumDimension, height: 1)
        #expect(surface.width == 16384)
    }

    @Test("bad scales throw", arguments: [0.0, -2.0, .infinity, .nan])
    func badScalesThrow(scale: Double) {
        #expect(throws: GraphicsError.self) {
            try ImageSurface(width: 10, height: 10, scale: scale)
        }
        #expect(throws: GraphicsError.self) {
            try ImageSurface(logicalSize: Size(width: 10, height: 10), scale: scale)
        }
    }

    @Test("a logical size is rounded up to whole pixels at the scale")
    func logicalSizeRoundsUp() throws {
        let surface = try ImageSurface(logicalSize: Size(width: 10.2, height: 5), scale: 2)
        #expect(surface.width == 21)
        #expect(surface.height == 10)
        #expect(surface.scale == 2)
        #expect(throws: GraphicsError.self) {
            try ImageSurface(logicalSize: Size(width: 10_000, height: 10), scale: 2)
        }
    }

    @Test("device scale 2 draws a 10x10 logical rect as 20x20 pixels")
    func deviceScaleDoublesPixels() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 40, scale: 2)
        context.fillColor = .blue
        context.fill(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(surface.countOfNonTransparentPixels() == 400)
        let pixels = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(surface.countOfNonTransparentPixels(in: pixels) == 400)
        #expect(surface.pixel(x: 10, y: 10) == 0xFF00_00FF)
        #expect(surface.pixel(x: 29, y: 29) == 0xFF00_00FF)
        #expect(surface.pixel(x: 9, y: 9) == 0)
        #expect(surface.pixel(x: 30, y: 30) == 0)
        #expect(context.currentTransform == .identity)
    }

    @Test("drawing over caller-provided memory writes into that memory")
    func callerProvidedMemory() throws {
        let width = 8
        let height = 4
        let stride = 48  // Wider than 4 * width, as a shm pool may be.
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        do {
            let surface = try ImageSurface(
                unsafeMemory: memory, width: width, height: height, stride: stride)
            #expect(surface.stride == stride)
            let context = try GraphicsContext(surface: surface)
            context.fillColor = .green
            context.fill(Rect(x: 2, y: 1, width: 3, height: 2))
            surface.flush()
        }
        let pixel = { (x: Int, y: Int) in
            memory.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        }
        #expect(pixel(2, 1) == 0xFF00_FF00)
        #expect(pixel(4, 2) == 0xFF00_FF00)
        #expect(pixel(1, 1) == 0)
        #expect(pixel(5, 2) == 0)
        #expect(pixel(2, 3) == 0)
    }

    @Test("a stride too small or unaligned throws")
    func badStrideThrows() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 16)
        defer { memory.deallocate() }
        #expect(throws: GraphicsError.invalidStride(stride: 16, minimum: 32)) {
            try ImageSurface(unsafeMemory: memory, width: 8, height: 2, stride: 16)
        }
        #expect(throws: GraphicsError.invalidStride(stride: 34, minimum: 32)) {
            try ImageSurface(unsafeMemory: memory, width: 8, height: 2, stride: 34)
        }
    }

    @Test("writes through withUnsafeMutableBytes are seen by later drawing")
    func directWritesAreMarkedDirty() throws {
        let (surface, context) = try makeCanvas(width: 4, height: 4)
        surface.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: Color.red.premultipliedARGB32, toByteOffset: 0, as: UInt32.self)
        }
        #expect(surface.pixel(x: 0, y: 0) == 0xFFFF_0000)
        let copy = try ImageSurface(width: 4, height: 4)
        try GraphicsContext(surface: copy).draw(surface, at: .zero)
        #expect(copy.pixel(x: 0, y: 0) == 0xFFFF_0000)
        context.clear(Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(surface.pixel(x: 0, y: 0) == 0)
    }

    @Test("memory written behind Cairo's back is used after markDirty(_:)")
    func markDirtyRect() throws {
        let stride = 16
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * 4, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * 4)
        let source = try ImageSurface(unsafeMemory: memory, width: 4, height: 4, stride: stride)
        source.flush()
        memory.storeBytes(of: 0xFF00_00FF, toByteOffset: stride + 4, as: UInt32.self)
        source.markDirty(Rect(x: 1, y: 1, width: 1, height: 1))
        let (copy, context) = try makeCanvas(width: 4, height: 4)
        context.draw(source, at: .zero)
        #expect(copy.pixel(x: 1, y: 1) == 0xFF00_00FF)
        #expect(copy.countOfNonTransparentPixels() == 1)
    }

    @Test("errors describe themselves with the numbers and paths involved")
    func errorDescriptions() {
        #expect(GraphicsError.invalidSize(width: 0, height: 7).description.contains("0x7"))
        #expect(GraphicsError.invalidSize(width: 0, height: 7).description.contains("16384"))
        #expect(GraphicsError.invalidStride(stride: 3, minimum: 8).description.contains("3"))
        #expect(
            GraphicsError.pngWriteFailed(path: "/a/b.png", reason: "x").description
                .contains("/a/b.png"))
    }
}
