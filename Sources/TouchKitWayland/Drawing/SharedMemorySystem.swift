import Glibc

#if canImport(Glibc)
    import Glibc
#endif

/// The three system calls that make shared memory (`shm_open`, `ftruncate`, `mmap`),
/// behind one seam, so that tests can make each fail as a full `/dev/shm`, an fd limit
/// or an address space limit would, and see a clear error and an app that carries on.
///
/// ``current`` is the system's; a test replaces it and puts it back within one
/// synchronous main-actor run, so no other drawing sees the replacement.
@MainActor
struct SharedMemorySystem {
    /// `shm_open` of a new, exclusive, close-on-exec object: a file descriptor, or -1
    /// with `errno` set.
    var open: (String) -> Int32 = { name in shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    /// `ftruncate`: 0, or -1 with `errno` set.
    var truncate: (Int32, Int) -> Int32 = { fd, length in ftruncate(fd, off_t(length)) }
    /// A shared read-write `mmap` of the whole file: the address, or `MAP_FAILED` with
    /// `errno` set.
    var map: (Int32, Int) -> UnsafeMutableRawPointer? = { fd, length in
        mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
    }

    /// The calls in use: the system's unless a test replaced them.
    static var current = SharedMemorySystem()
}
