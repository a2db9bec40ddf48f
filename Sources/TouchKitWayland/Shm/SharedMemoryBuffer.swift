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
@MainActor
final class SharedMemoryBuffer {
    let width: Int
    let height: Int
    let stride: Int
    let scale: Double
    let surface: ImageSurface
    let context: GraphicsContext
    private let buffer: WlBuffer
    private let memory: UnsafeMutableRawPointer
    private let length: Int

    /// Whether the compositor holds the buffer.
    private(set) var isBusy = false
    /// Called when the compositor releases the buffer (it may be drawn into again).
    var onRelease: (() -> Void)?
    /// Areas (window coordinates) changed since this buffer was last drawn.
    var staleAreas: [Rect] = []

    /// Creates a buffer of `width` by `height` device pixels.
    init(shm: WlShm, width: Int, height: Int, scale: Double) throws {
        self.width = width
        self.height = height
        self.scale = scale
        stride = width * 4
        length = stride * height
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
            surface = try ImageSurface(
                unsafeMemory: mapped, width: width, height: height, stride: stride, scale: scale)
            context = try GraphicsContext(surface: surface)
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
        surface.flush()
        munmap(memory, length)
    }
}
