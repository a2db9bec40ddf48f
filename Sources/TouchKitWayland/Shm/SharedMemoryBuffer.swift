import Foundation
import Graphics
internal import Wayland

#if canImport(Glibc)
    import Glibc
#endif

/// One ARGB8888 `wl_buffer` in anonymous shared memory, with a Cairo surface over it.
///
/// The memory comes from `shm_open` with a unique name that is unlinked at once (the
/// equivalent of `memfd_create`, which Swift's Glibc module does not expose). The
/// compositor reads the buffer between `attach`+`commit` and `wl_buffer.release`;
/// ``isBusy`` tracks that, so a busy buffer is never drawn into.
///
/// `wl_shm` sizes are `Int32`: a buffer of more than `Int32.max` bytes, or wider or taller
/// than ``maximumDimension`` pixels, is refused before any memory is sized or mapped.
/// At the end the Cairo context and surface, which point into the memory, are released
/// before the memory is unmapped.
@MainActor
final class SharedMemoryBuffer {
    /// The largest width or height in pixels: ``ImageSurface/maximumDimension``.
    static let maximumDimension = ImageSurface.maximumDimension

    let width: Int
    let height: Int
    let stride: Int
    let scale: Double
    /// The Cairo surface over the memory.
    var surface: ImageSurface { drawing!.surface }
    /// A context drawing into ``surface``.
    var context: GraphicsContext { drawing!.context }
    /// Released (set to `nil`) before the memory is unmapped.
    private var drawing: (surface: ImageSurface, context: GraphicsContext)?
    private let buffer: WlBuffer
    private let memory: UnsafeMutableRawPointer
    private let length: Int

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
            throw .sharedMemory("a \(width)x\(height) buffer is refused: each side must be 1...\(maximumDimension) pixels")
        }
        let (length, overflow) = (width * 4).multipliedReportingOverflow(by: height)
        guard !overflow, length <= Int(Int32.max) else {
            throw .sharedMemory(
                "a \(width)x\(height) buffer is refused: \(width * 4 * height) bytes is more than wl_shm's limit of \(Int32.max)")
        }
        return length
    }

    /// Creates a buffer of `width` by `height` device pixels.
    /// - Throws: ``BackendError/sharedMemory(_:)`` for a size `wl_shm` cannot take (nothing
    ///   is allocated then) or when the memory cannot be made.
    init(shm: WlShm, width: Int, height: Int, scale: Double) throws {
        length = try Self.byteCount(width: width, height: height)
        self.width = width
        self.height = height
        self.scale = scale
        stride = width * 4
        let name = "/touchkit-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw BackendError.sharedMemory("shm_open failed: \(String(cString: strerror(errno)))") }
        shm_unlink(name)
        defer { close(fd) }
        guard ftruncate(fd, off_t(length)) == 0 else {
            throw BackendError.sharedMemory("cannot size a \(length)-byte buffer: \(String(cString: strerror(errno)))")
        }
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED
        else { throw BackendError.sharedMemory("mmap failed: \(String(cString: strerror(errno)))") }
        memory = mapped
        let pool = shm.createPool(fd: fd, size: Int32(length))
        buffer = pool.createBuffer(
            offset: 0, width: Int32(width), height: Int32(height), stride: Int32(stride), format: .argb8888)
        pool.destroy()
        do {
            let surface = try ImageSurface(
                unsafeMemory: mapped, width: width, height: height, stride: stride, scale: scale)
            drawing = (surface, try GraphicsContext(surface: surface))
        } catch {
            munmap(mapped, length)
            buffer.destroy()
            throw error
        }
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

    /// Frees the buffer (its memory goes once the Cairo objects are gone).
    func destroy() {
        buffer.destroy()
    }

    isolated deinit {
        drawing?.surface.flush()
        // The context and the surface point into the memory: they go first.
        drawing = nil
        munmap(memory, length)
    }
}
