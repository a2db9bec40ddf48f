internal import CCairo

#if canImport(Glibc)
    import Glibc
#endif

extension ImageSurface {
    /// Copies a rectangle of pixels from `source` (this surface or another of the same
    /// size) into this surface, moved by (`dx`, `dy`) pixels.
    ///
    /// The pixels are copied as they are (no blending), row by row, in the order that
    /// leaves an overlapping move within one surface correct. The part of the rectangle
    /// that would land outside either surface is left out.
    ///
    /// - Parameters:
    ///   - source: The surface to read; its pending drawing is flushed first.
    ///   - x: The rectangle's left edge in `source`, in pixels.
    ///   - y: Its top edge in `source`, in pixels.
    ///   - width: Its width in pixels.
    ///   - height: Its height in pixels.
    ///   - dx: How far right the pixels land in this surface.
    ///   - dy: How far down the pixels land in this surface.
    public func copyPixels(
        from source: ImageSurface, x: Int, y: Int, width: Int, height: Int, dx: Int = 0, dy: Int = 0
    ) {
        // Clip the source rectangle to both surfaces (the destination moved by dx, dy).
        let left = max(x, 0, -dx)
        let top = max(y, 0, -dy)
        let right = min(x + width, source.width, self.width - dx)
        let bottom = min(y + height, source.height, self.height - dy)
        guard left < right, top < bottom else { return }
        source.flush()
        if source !== self { flush() }
        let from = cairo_image_surface_get_data(source.unsafeCairoSurface)!
        let to = cairo_image_surface_get_data(unsafeCairoSurface)!
        let rowBytes = (right - left) * 4
        let bottomUp = source === self && dy > 0  // moving down within one surface
        for i in 0..<(bottom - top) {
            let row = bottomUp ? bottom - 1 - i : top + i
            memmove(to + (row + dy) * stride + (left + dx) * 4, from + row * source.stride + left * 4, rowBytes)
        }
        markDirty(
            Rect(x: Double(left + dx), y: Double(top + dy), width: Double(right - left), height: Double(bottom - top)))
    }
}
