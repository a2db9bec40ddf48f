import CWaylandServer

/// Touches and popups: `wl_touch` events on a client's surfaces, and the `xdg_popup`
/// events that place or dismiss its menus (SPEC P60-P69).
extension MockCompositor {
    /// Sends `wl_touch.down` for finger `id` at (`x`, `y`) on the client's `surface`-th
    /// role surface (0 is its first window), with a fresh serial, and a `frame`.
    public func touchDown(_ id: Int32, x: Double, y: Double, surface index: Int = 0, time: UInt32 = 100) {
        perform { server in
            let surfaces = server.windowSurfaces
            guard index < surfaces.count else { return }
            server.nextSerial &+= 1
            for touch in server.liveResources(of: "wl_touch") {
                server.post(
                    to: touch, opcode: 0,
                    [.uint(server.nextSerial), .uint(time), .object(surfaces[index]), .int(id), .fixed(x), .fixed(y)])
                server.post(to: touch, opcode: 3, [])
            }
        }
    }

    /// Sends `wl_touch.motion` for finger `id` and a `frame`.
    public func touchMotion(_ id: Int32, x: Double, y: Double, time: UInt32 = 116) {
        perform { server in
            for touch in server.liveResources(of: "wl_touch") {
                server.post(to: touch, opcode: 2, [.uint(time), .int(id), .fixed(x), .fixed(y)])
                server.post(to: touch, opcode: 3, [])
            }
        }
    }

    /// Sends `wl_touch.up` for finger `id` and a `frame`.
    public func touchUp(_ id: Int32, time: UInt32 = 132) {
        perform { server in
            server.nextSerial &+= 1
            for touch in server.liveResources(of: "wl_touch") {
                server.post(to: touch, opcode: 1, [.uint(server.nextSerial), .uint(time), .int(id)])
                server.post(to: touch, opcode: 3, [])
            }
        }
    }

    /// Places every popup at (`x`, `y`) relative to its parent (`xdg_popup.configure`),
    /// then sends `xdg_surface.configure` to every surface, so popups map and draw.
    public func configurePopups(x: Int32, y: Int32, width: Int32, height: Int32) {
        perform { server in
            server.nextSerial &+= 1
            for popup in server.liveResources(of: "xdg_popup") {
                server.post(to: popup, opcode: 0, [.int(x), .int(y), .int(width), .int(height)])
            }
            for surface in server.liveResources(of: "xdg_surface") {
                server.post(to: surface, opcode: 0, [.uint(server.nextSerial)])
            }
        }
    }

    /// Dismisses every popup (`xdg_popup.popup_done`), as a compositor does on input
    /// elsewhere or when it refuses a grab.
    public func dismissPopups() {
        perform { server in
            for popup in server.liveResources(of: "xdg_popup") { server.post(to: popup, opcode: 1, []) }
        }
    }
}
