import CWaylandServer

/// Touches on any of a client's surfaces: the subsurfaces of client-side decorations
/// have no role of their own, so ``touchDown(_:x:y:surface:time:)`` cannot reach them.
extension MockCompositor {
    /// Sends `wl_touch.down` for finger `id` at (`x`, `y`) on the client's
    /// `index`-th live `wl_surface` (in the order the client made them, its windows'
    /// decoration surfaces included), with a fresh serial, and a `frame`; nothing when
    /// there is no such surface.
    public func touchDown(_ id: Int32, x: Double, y: Double, anySurface index: Int, time: UInt32 = 100) {
        perform { server in
            let surfaces = server.liveResources(of: "wl_surface")
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
}
