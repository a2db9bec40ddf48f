import TouchKit

/// Filled circles drawn once into images and then copied, instead of filled again
/// every frame.
///
/// Cairo fills a 30 px antialiased circle in about 10 µs; copying its image onto whole
/// pixels takes about 1 µs (`TouchKitBenchmarks --part rendering --only dots`,
/// docs/PERFORMANCE.md). A dot and its trail are a dozen circles per finger, redrawn in
/// every frame the finger moves, so they come from here. The images are made at the
/// window's display scale and drawn on whole device pixels, so they are copied, never
/// resampled.
@MainActor
final class DotImages {
    private struct Key: Hashable {
        var color: Color
        var radius: Double
        var scale: Double
    }

    /// Past this many images the cache starts again (new fingers get new colours).
    static let capacity = 256

    private var images: [Key: Image] = [:]

    /// Draws a filled circle into the current context, from its image.
    ///
    /// - Parameters:
    ///   - center: The circle's centre, in the view's coordinates.
    ///   - radius: Its radius, in points (rounded to a quarter point for the image).
    ///   - color: Its colour, alpha included.
    ///   - scale: The window's display scale.
    func drawCircle(at center: Point, radius: Double, color: Color, scale: Double) {
        let key = Key(color: color, radius: (radius * 4).rounded() / 4, scale: scale)
        guard key.radius > 0, let image = image(for: key) else { return }
        let origin = Point(
            x: ((center.x - image.size.width / 2) * scale).rounded() / scale,
            y: ((center.y - image.size.height / 2) * scale).rounded() / scale)
        image.draw(at: origin)
    }

    private func image(for key: Key) -> Image? {
        if let image = images[key] { return image }
        // One point of margin round the circle for its antialiased edge.
        let side = ((2 * key.radius + 2) * key.scale).rounded(.up)
        guard let surface = try? ImageSurface(width: Int(side), height: Int(side), scale: key.scale),
            let context = try? GraphicsContext(surface: surface)
        else { return nil }
        let size = side / key.scale
        context.fillColor = key.color
        context.fillEllipse(
            in: Rect(x: size / 2 - key.radius, y: size / 2 - key.radius, width: 2 * key.radius, height: 2 * key.radius))
        surface.flush()
        if images.count >= Self.capacity { images.removeAll() }
        let image = Image(surface: surface)
        images[key] = image
        return image
    }
}
