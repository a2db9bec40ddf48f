import Glibc

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the keymap the compositor sends with `wl_keyboard.keymap`: an fd to map
/// read-only and the size it announces.
///
/// Reading a mapping past the end of a file raises SIGBUS, so the announced size is
/// checked against the file's real size (``KeyboardLimits/keymapProblem(fd:size:)``)
/// before anything is mapped; a keymap refused gives its reason instead of a crash.
enum KeymapFile {
    /// The keymap's text (up to its terminating NUL, or the announced size), or why it
    /// cannot be read. The fd is not closed.
    /// - Parameters:
    ///   - fd: The keymap's file descriptor.
    ///   - size: The size `wl_keyboard.keymap` announced, in bytes.
    static func read(fd: Int32, size: UInt32) -> Result<String, KeymapFileError> {
        if let problem = KeyboardLimits.keymapProblem(fd: fd, size: size) {
            return .failure(KeymapFileError(reason: problem))
        }
        guard let map = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else {
            return .failure(KeymapFileError(reason: "cannot map the keymap: \(String(cString: strerror(errno)))"))
        }
        defer { munmap(map, Int(size)) }
        let bytes = UnsafeRawBufferPointer(start: map, count: Int(size))
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        return .success(String(decoding: bytes[..<end], as: UTF8.self))
    }
}

/// Why a keymap was refused.
struct KeymapFileError: Error, CustomStringConvertible {
    /// The reason, for the log.
    let reason: String
    var description: String { reason }
}
