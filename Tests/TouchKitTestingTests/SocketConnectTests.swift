import Foundation
import Testing
import Wayland

@testable import TouchKitTesting

/// Connecting to Weston's socket: libwayland-server binds the socket file before it
/// listens, and a session that connects in between must try again, not fail.
@MainActor
@Suite("Connecting to the compositor's socket")
struct SocketConnectTests {
    /// A Unix socket bound at `path` that does not listen yet, as a compositor's is
    /// between `bind` and `listen`.
    static func boundSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8.prefix(raw.count - 1))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0, "bind \(path): errno \(errno)")
        return fd
    }

    static func socketPath(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "touchkit-\(name)-\(getpid())"
        unlink(path)
        return path
    }

    @Test("A socket that is bound but not listening yet is tried again until it listens")
    func retriesUntilListening() throws {
        let path = Self.socketPath("late-listen")
        let fd = try Self.boundSocket(at: path)
        defer {
            close(fd)
            unlink(path)
        }
        #expect(throws: WaylandError.self, "refused before it listens") { try Display.connect(name: path) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { _ = listen(fd, 4) }
        _ = try HeadlessSession.connect(to: path, until: Date().addingTimeInterval(5)) { true }
    }

    @Test("A refusal is final at the deadline, and at once when the compositor has exited")
    func givesUp() throws {
        let path = Self.socketPath("never-listens")
        let fd = try Self.boundSocket(at: path)
        defer {
            close(fd)
            unlink(path)
        }
        let start = Date()
        #expect(throws: WaylandError.connectionFailed(socketPath: path, errno: ECONNREFUSED)) {
            try HeadlessSession.connect(to: path, until: start.addingTimeInterval(0.2)) { true }
        }
        #expect(Date().timeIntervalSince(start) >= 0.2)
        let exited = Date()
        #expect(throws: WaylandError.self) {
            try HeadlessSession.connect(to: path, until: exited.addingTimeInterval(120)) { false }
        }
        // At once, not at the deadline: half of a two-minute deadline is far beyond what
        // even a loaded machine takes, and far below what waiting for the deadline takes.
        #expect(Date().timeIntervalSince(exited) < 60)
    }
}
