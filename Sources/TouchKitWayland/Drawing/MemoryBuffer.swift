import Graphics

/// A ``PoolBuffer`` in ordinary memory, whose busy state its owner sets: a
/// `BufferPool` without a compositor, for its tests and the scrolling benchmark.
@MainActor
package final class MemoryBuffer: PoolBuffer {
    package let width: Int
    package let height: Int
    package let scale: Double
    package let surface: ImageSurface
    /// A context drawing into ``surface``.
    package let context: GraphicsContext
    /// Set by the owner, as a compositor's hold and release would.
    package var isBusy = false
    /// Whether ``destroy()`` was called.
    package private(set) var isDestroyed = false

    /// A buffer of `width` by `height` pixels at `scale`.
    package init(width: Int, height: Int, scale: Double) throws {
        self.width = width
        self.height = height
        self.scale = scale
        surface = try ImageSurface(width: width, height: height, scale: scale)
        context = try GraphicsContext(surface: surface)
    }

    package func destroy() {
        isDestroyed = true
    }
}
