import CWaylandClient
import CWaylandServer
import Foundation
import Wayland

/// An in-process libwayland-server that offers globals at chosen versions and nothing
/// more, on a socket of its own, dispatched on a thread of its own: enough for a
/// client to connect, bind and make its roundtrips. Requests to the bound objects are
/// read and ignored.
final class GlobalsServer: @unchecked Sendable {
    /// The socket's path, for `WaylandBackend(displayName:)`.
    let socketPath: String
    private let display: OpaquePointer
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts a server offering each interface at its version.
    init(offering globals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)]) throws {
        display = wl_display_create()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-globals-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socketPath = directory.appendingPathComponent("wayland").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(socketPath.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, bound == 0, listen(fd, 4) == 0, wl_display_add_socket_fd(display, fd) == 0 else {
            throw GlobalsServerError(message: "cannot listen at \(socketPath): \(String(cString: strerror(errno)))")
        }
        for global in globals {
            let table = UnsafeRawPointer(global.interface).assumingMemoryBound(to: CWaylandServer.wl_interface.self)
            _ = wl_global_create(display, table, global.version, UnsafeMutableRawPointer(mutating: table)) {
                client, data, version, id in
                let table = data!.assumingMemoryBound(to: CWaylandServer.wl_interface.self)
                guard let resource = wl_resource_create(client, table, Int32(version), id) else { return }
                wl_resource_set_dispatcher(resource, { _, _, _, _, _ in 0 }, nil, nil, nil)
            }
        }
        nonisolated(unsafe) let server = display
        let stopped = self.stopped
        Thread.detachNewThread {
            wl_display_run(server)
            stopped.signal()
        }
    }

    /// Stops the server thread and destroys the server.
    func stop() {
        wl_display_terminate(display)
        stopped.wait()
        wl_display_destroy(display)
        try? FileManager.default.removeItem(atPath: (socketPath as NSString).deletingLastPathComponent)
    }
}

/// The server could not start.
struct GlobalsServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
