import Glibc
import Graphics

#if canImport(Glibc)
    import Glibc
#endif

/// Anonymous shared memory holding ARGB8888 pixels, with a Cairo surface and context
/// drawing into it: the memory side of a ``SharedMemoryBuffer``, apart from `wl_shm` so
/// that its life can be tested without a compositor.
///
/// The memory comes from `shm_open` with a unique name that is unlinked at once (the
/// equivalent of `memfd_create`, which Swift's Glibc module does not expose), through
/// ``SharedMemorySystem`` (where tests make each call fail). Its file
/// stays open until ``closeFile()`` (the buffer hands it to `wl_shm.create_pool` first).
/// At the end the Cairo context and surface, which point into the memory, are released
/// before the memory is unmapped.
@MainActor
final class SharedMemoryImage {
    /// The memory's file descriptor, or -1 once closed.
    private(set) var fd: Int32
    /// The size in bytes.
    let length: Int
    /// The Cairo surface over the memory.
    var surface: ImageSurface { drawing!.surface }
    /// A context drawing into ``surface``.
    var context: GraphicsContext { drawing!.context }
    /// Released (set to `nil`) before the memory is unmapped.
    private var drawing: (surface: ImageSurface, context: GraphicsContext)?
    private let memory: UnsafeMutableRawPointer
    /// Called just before the memory is unmapped (tests check what is still alive then).
    var willUnmap: (() -> Void)?

    /// Makes, sizes and maps the memory and the Cairo objects over it.
    /// - Parameters:
    ///   - width: Pixels per row.
    ///   - height: Rows.
    ///   - scale: Pixels per point, for the Cairo surface.
    /// - Throws: ``BackendError/sharedMemory(_:)`` for a size `wl_shm` cannot take
    ///   (nothing is allocated then) or when the memory cannot be made.
    init(width: Int, height: Int, scale: Double) throws {
        length = try SharedMemoryBuffer.byteCount(width: width, height: height)
        let name = "/touchkit-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let system = SharedMemorySystem.current
        let fd = system.open(name)
        guard fd >= 0 else {
            throw BackendError.sharedMemory(
                "cannot make shared memory for a \(length)-byte buffer (shm_open): \(String(cString: strerror(errno)))")
        }
        shm_unlink(name)
        guard system.truncate(fd, length) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw BackendError.sharedMemory("cannot size a \(length)-byte buffer: \(reason)")
        }
        guard let mapped = system.map(fd, length), mapped != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw BackendError.sharedMemory("cannot map a \(length)-byte buffer: \(reason)")
        }
        do {
            let surface = try ImageSurface(
                unsafeMemory: mapped, width: width, height: height, stride: width * 4, scale: scale)
            drawing = (surface, try GraphicsContext(surface: surface))
        } catch {
            munmap(mapped, length)
            close(fd)
            throw error
        }
        self.fd = fd
        memory = mapped
    }

    /// Closes the memory's file (the mapping stays).
    func closeFile() {
        if fd >= 0 { close(fd) }
        fd = -1
    }

    isolated deinit {
        closeFile()
        drawing?.surface.flush()
        // The context and the surface point into the memory: they go first.
        drawing = nil
        willUnmap?()
        munmap(memory, length)
    }
}
