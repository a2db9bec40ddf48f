internal import CCairo

extension ImageSurface {
    /// Reads one pixel as a premultiplied ARGB32 value.
    ///
    /// Flushes pending drawing first. Meant for tests and diagnostics; it is not fast.
    ///
    /// - Parameters:
    ///   - x: The column in pixels, `0..<width`.
    ///   - y: The row in pixels, `0..<height`.
    /// - Returns: Alpha in the top byte, then red, green and blue, each premultiplied.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y),
            "pixel (\(x), \(y)) outside a \(width)x\(height) surface")
        flush()
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        return data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Reads one pixel as a straight (un-premultiplied) ``Color``.
    ///
    /// - Parameters:
    ///   - x: The column in pixels, `0..<width`.
    ///   - y: The row in pixels, `0..<height`.
    public func color(x: Int, y: Int) -> Color {
        Color(premultipliedARGB32: pixel(x: x, y: y))
    }

    /// Gives direct access to the pixel memory.
    ///
    /// Pending drawing is flushed before `body` runs and the whole surface is marked dirty
    /// after it, so Cairo sees any change. Rows are ``stride`` bytes apart.
    ///
    /// - Parameter body: Reads or writes the `stride * height` bytes; the buffer must not
    ///   escape.
    /// - Returns: What `body` returns.
    public func withUnsafeMutableBytes<Result, Failure: Error>(
        _ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        flush()
        defer { markDirty() }
        let data = cairo_image_surface_get_data(pointer)!
        return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height))
    }

    /// Counts the pixels that are not fully transparent inside a rectangle of pixels.
    ///
    /// - Parameter rect: The area in pixels; `nil` (the default) means the whole surface.
    ///   It is clipped to the surface.
    /// - Returns: The number of pixels whose alpha is not zero.
    public func countOfNonTransparentPixels(in rect: Rect? = nil) -> Int {
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let area = (rect ?? bounds).integral.intersection(bounds)
        guard !area.isEmpty else { return 0 }
        flush()
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        var count = 0
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX)
            where data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24 != 0 {
                count += 1
            }
        }
        return count
    }
}
