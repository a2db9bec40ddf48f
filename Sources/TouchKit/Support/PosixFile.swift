import Glibc

/// The few file operations TouchKit's runtime modules need, on POSIX calls: those modules
/// do not link Foundation (docs/PERFORMANCE.md, "P1b"). For the package's own targets.
/// Written on Glibc rather than taken from a package such as swift-system: these few
/// calls would make every app depend on one more package.
package enum PosixFile {
    /// What a path names.
    package enum Kind: Equatable, Sendable {
        case file, directory
    }

    /// What `path` names, or `nil` when nothing is there (`stat`, links followed).
    /// - Parameter path: The path to look at.
    package static func kind(atPath path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The whole file at `path`, or `nil` when it cannot be opened or read. Reads to the
    /// end whatever the file reports as its size (so `/proc` files work too).
    /// - Parameters:
    ///   - path: The file to read.
    ///   - limit: Stop after this many bytes.
    package static func read(atPath path: String, limit: Int = .max) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Writes `bytes` to `path`, replacing what was there: through a temporary file in the
    /// same directory renamed over it when `atomically`, so readers never see half a file.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The file to write.
    ///   - atomically: Whether to write a temporary file and rename it.
    /// - Throws: A ``PosixError`` naming the call that failed.
    package static func write(_ bytes: [UInt8], toPath path: String, atomically: Bool = false) throws(PosixError) {
        let target = atomically ? path + ".tmp-\(getpid())" : path
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PosixError(call: "open", path: target, code: errno) }
        let written = writeAll(fd, bytes)
        let code = errno
        close(fd)
        guard written else {
            if atomically { unlink(target) }
            throw PosixError(call: "write", path: target, code: code)
        }
        if atomically && rename(target, path) != 0 {
            let code = errno
            unlink(target)
            throw PosixError(call: "rename", path: path, code: code)
        }
    }

    /// Writes every byte to a descriptor, retrying short writes and `EINTR`.
    /// - Returns: Whether all were written.
    @discardableResult
    package static func writeAll(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        if let done = bytes.withContiguousStorageIfAvailable({ writeAll(fd, UnsafeRawBufferPointer($0)) }) {
            return done
        }
        return Array(bytes).withUnsafeBytes { writeAll(fd, $0) }
    }

    private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    /// The text of an `errno` value (`strerror`).
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A failed POSIX file call: which, on what, and `errno`'s text.
package struct PosixError: Error, CustomStringConvertible {
    /// The call that failed (`open`, `write`, `rename`).
    package var call: String
    /// The path it was given.
    package var path: String
    /// `errno` after it.
    package var code: Int32

    /// `<call> <path>: <errno's text>`.
    package var description: String { "\(call) \(path): \(PosixFile.describe(code))" }
}

/// A file opened for appending, each ``write(_:)`` going straight to it (no buffering,
/// so a crash loses nothing written). Closed when released.
package final class AppendingFile: @unchecked Sendable {
    /// The descriptor (owned).
    package let descriptor: Int32

    /// Opens `path` for appending, creating it when missing (or emptying it first when
    /// `truncating`); `nil` when it cannot be opened.
    package init?(path: String, truncating: Bool = false) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncating ? O_TRUNC : 0), 0o644)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    /// Appends the text's UTF-8 bytes. - Returns: Whether all were written.
    @discardableResult
    package func write(_ text: String) -> Bool {
        PosixFile.writeAll(descriptor, text.utf8)
    }

    deinit { close(descriptor) }
}
