import Glibc
import Testing
import TouchKit

@testable import TouchKitWayland

/// Resources running out while the backend makes a buffer: the shared memory cannot be
/// made (an fd limit, `EMFILE`), sized (a full `/dev/shm`, `ENOSPC`) or mapped (the
/// address space, `ENOMEM`). Each failure is injected through ``SharedMemorySystem`` and
/// gives a clear ``BackendError`` naming the call and the reason, leaks no file
/// descriptor, and leaves the backend able to make the next buffer (a window host logs
/// the error, keeps its damage and draws at the next chance).
@MainActor
@Suite("Resource exhaustion while making buffers")
struct ResourceExhaustionTests {
    /// The number of open file descriptors of the process.
    static func openDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        while readdir(directory) != nil { count += 1 }
        return count
    }

    /// Runs `body` with one of the shared-memory calls replaced, and puts it back.
    static func withFailing(_ change: (inout SharedMemorySystem) -> Void, run body: () -> Void) {
        let saved = SharedMemorySystem.current
        change(&SharedMemorySystem.current)
        defer { SharedMemorySystem.current = saved }
        body()
    }

    /// The message of the error `make` throws, or `nil`.
    static func failure(_ make: () throws -> SharedMemoryImage) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("file descriptors exhausted (shm_open: EMFILE): a clear error, no fd kept, the next buffer is made")
    func descriptorsExhausted() throws {
        let before = Self.openDescriptors()
        var message: String?
        Self.withFailing(
            {
                $0.open = { _ in
                    errno = EMFILE
                    return -1
                }
            },
            run: {
                message = Self.failure { try SharedMemoryImage(width: 64, height: 32, scale: 1) }
            })
        let text = try #require(message, "the buffer cannot be made")
        #expect(text.contains("shm_open") && text.contains(String(cString: strerror(EMFILE))), "\(text)")
        #expect(text.contains("8192-byte"), "\(text)")
        #expect(Self.openDescriptors() == before)
        let image = try SharedMemoryImage(width: 64, height: 32, scale: 1)
        #expect(image.fd >= 0, "the next buffer is made")
    }

    @Test("a full /dev/shm (ftruncate: ENOSPC): a clear error, the fd closed, the next buffer is made")
    func sharedMemoryFull() throws {
        let before = Self.openDescriptors()
        var message: String?
        Self.withFailing(
            {
                $0.truncate = { _, _ in
                    errno = ENOSPC
                    return -1
                }
            },
            run: {
                message = Self.failure { try SharedMemoryImage(width: 100, height: 10, scale: 1) }
            })
        let text = try #require(message, "the buffer cannot be made")
        #expect(text.contains("4000-byte") && text.contains(String(cString: strerror(ENOSPC))), "\(text)")
        #expect(Self.openDescriptors() == before, "the memory's fd is closed")
        _ = try SharedMemoryImage(width: 100, height: 10, scale: 1)
    }

    @Test("mmap failing (ENOMEM): a clear error, the fd closed, the next buffer is made")
    func mappingFails() throws {
        let before = Self.openDescriptors()
        var message: String?
        Self.withFailing(
            {
                $0.map = { _, _ in
                    errno = ENOMEM
                    return MAP_FAILED
                }
            },
            run: {
                message = Self.failure { try SharedMemoryImage(width: 16, height: 16, scale: 2) }
            })
        let text = try #require(message, "the buffer cannot be made")
        #expect(
            text.contains("cannot map a 1024-byte buffer") && text.contains(String(cString: strerror(ENOMEM))),
            "\(text)")
        #expect(Self.openDescriptors() == before, "the memory's fd is closed")
        _ = try SharedMemoryImage(width: 16, height: 16, scale: 2)
    }

    @Test("a keymap fd that cannot be mapped (/dev/null) or is smaller than announced is refused with its reason")
    func keymapUnmappable() throws {
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(null >= 0)
        defer { close(null) }
        guard case .failure(let error) = KeymapFile.read(fd: null, size: 4096) else {
            Issue.record("a keymap of /dev/null was read")
            return
        }
        #expect("\(error)".contains("fewer than the 4096 announced"), "\(error)")
    }
}
