extension Rect {
    /// The smallest rectangle holding the receiver whose edges fall on whole pixels of a
    /// grid with `scale` pixels per point whose lines pass through `origin`.
    ///
    /// Repainting such a rectangle clears and fills whole pixels, so no half-covered,
    /// half-transparent pixel is left at its edges at fractional scales.
    func pixelAligned(scale: Double, origin: Point = .zero) -> Rect {
        guard !isNull, scale > 0 else { return self }
        let minX = ((self.minX - origin.x) * scale).rounded(.down) / scale + origin.x
        let minY = ((self.minY - origin.y) * scale).rounded(.down) / scale + origin.y
        let maxX = ((self.maxX - origin.x) * scale).rounded(.up) / scale + origin.x
        let maxY = ((self.maxY - origin.y) * scale).rounded(.up) / scale + origin.y
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
