import Glibc
import Graphics
internal import Wayland

#if canImport(Glibc)
    import Glibc
#endif

/// One ARGB8888 `wl_buffer` over a ``SharedMemoryImage``: the compositor reads the
/// buffer between `attach`+`commit` and `wl_buffer.release`; ``isBusy`` tracks that, so a
/// busy buffer is never drawn into.
///
/// `wl_shm` sizes are `Int32`: a buffer of more than `Int32.max` bytes, or wider or taller
/// than ``maximumDimension`` pixels, is refused before any memory is sized or mapped.
/// At the end the image releases its Cairo context and surface before unmapping the
/// memory (``SharedMemoryImage``).
@MainActor
final class SharedMemoryBuffer {
    /// The largest width or height in pixels: ``ImageSurface/maximumDimension``.
    static let maximumDimension = ImageSurface.maximumDimension

    let width: Int
    let height: Int
    let stride: Int
    let scale: Double
    /// The Cairo surface over the memory.
    var surface: ImageSurface { image.surface }
    /// A context drawing into ``surface``.
    var context: GraphicsContext { image.context }
    private let image: SharedMemoryImage
    private let buffer: WlBuffer

    /// Whether the compositor holds the buffer.
    private(set) var isBusy = false
    /// Called when the compositor releases the buffer (it may be drawn into again).
    var onRelease: (() -> Void)?
    /// Areas (window coordinates) changed since this buffer was last drawn.
    var staleAreas: [Rect] = []

    /// The size in bytes of an ARGB8888 buffer, or an error when `wl_shm` cannot take it
    /// (its sizes are `Int32`) or a side is not 1...``maximumDimension`` pixels.
    /// - Parameters:
    ///   - width: Pixels per row.
    ///   - height: Rows.
    static func byteCount(width: Int, height: Int) throws(BackendError) -> Int {
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw .sharedMemory(
                "a \(width)x\(height) buffer is refused: each side must be 1...\(maximumDimension) pixels")
        }
        let (length, overflow) = (width * 4).multipliedReportingOverflow(by: height)
        guard !overflow, length <= Int(Int32.max) else {
            throw .sharedMemory(
                "a \(width)x\(height) buffer is refused: \(width * 4 * height) bytes is more than wl_shm's limit of \(Int32.max)"
            )
        }
        return length
    }

    /// Creates a buffer of `width` by `height` device pixels.
    /// - Throws: ``BackendError/sharedMemory(_:)`` for a size `wl_shm` cannot take (nothing
    ///   is allocated then) or when the memory cannot be made.
    init(shm: WlShm, width: Int, height: Int, scale: Double) throws {
        image = try SharedMemoryImage(width: width, height: height, scale: scale)
        self.width = width
        self.height = height
        self.scale = scale
        stride = width * 4
        let pool = shm.createPool(fd: image.fd, size: Int32(image.length))
        buffer = pool.createBuffer(
            offset: 0, width: Int32(width), height: Int32(height), stride: Int32(stride), format: .argb8888)
        pool.destroy()
        image.closeFile()
        staleAreas = [Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)]
        buffer.onEvent = { [weak self] event in
            if case .release = event {
                self?.isBusy = false
                self?.onRelease?()
            }
        }
    }

    /// Attaches the buffer to a surface; it is busy until the compositor releases it.
    func attach(to surface: WlSurface) {
        surface.attach(buffer: buffer, x: 0, y: 0)
        isBusy = true
    }

    /// Frees the buffer (its memory goes with the image, once the Cairo objects are gone).
    func destroy() {
        buffer.destroy()
    }
}
