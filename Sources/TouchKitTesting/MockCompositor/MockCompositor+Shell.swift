import CWaylandServer

/// Windows: the `xdg_toplevel` and `xdg_surface` configures that map a client's windows.
extension MockCompositor {
    /// Configures every window of the client at `width` by `height` (`xdg_toplevel.configure`
    /// then `xdg_surface.configure`), so that it maps and draws.
    public func configureWindows(width: Int32, height: Int32) {
        perform { server in
            server.nextSerial &+= 1
            let array = UnsafeMutablePointer<CWaylandServer.wl_array>.allocate(capacity: 1)
            CWaylandServer.wl_array_init(array)
            for toplevel in server.liveResources(of: "xdg_toplevel") {
                server.post(to: toplevel, opcode: 0, [.int(width), .int(height), .array(array)])
            }
            for surface in server.liveResources(of: "xdg_surface") {
                server.post(to: surface, opcode: 0, [.uint(server.nextSerial)])
            }
            CWaylandServer.wl_array_release(array)
            array.deallocate()
        }
    }

    /// Sends `wl_seat.capabilities` (1 pointer, 2 keyboard, 4 touch) from every seat.
    public func announceSeatCapabilities(_ capabilities: UInt32) {
        perform { server in
            for seat in server.liveResources(of: "wl_seat") { server.post(to: seat, opcode: 0, [.uint(capabilities)]) }
        }
    }
}
