import CWaylandServer

/// The pointer's motion, leave and the serial of its latest `enter`, for the cursor's
/// requests (SPEC P16-P18).
extension MockCompositor {
    /// `wl_pointer.motion` to (`x`, `y`) on the surface the pointer entered, and a `frame`.
    public func pointerMotion(x: Double, y: Double, time: UInt32) {
        perform { server in
            guard let pointer = server.liveResources(of: "wl_pointer").last else { return }
            server.post(to: pointer, opcode: 2, [.uint(time), .fixed(x), .fixed(y)])
            server.post(to: pointer, opcode: 5, [])
        }
    }

    /// `wl_pointer.enter` on the client's `index`-th live `wl_surface` (in the order the
    /// client made them, its windows' decoration surfaces included) at (`x`, `y`), and a
    /// `frame`; nothing when there is no such surface.
    public func pointerEnter(surfaceIndex index: Int, x: Double, y: Double) {
        perform { server in
            let surfaces = server.liveResources(of: "wl_surface")
            guard let pointer = server.liveResources(of: "wl_pointer").last, index < surfaces.count else { return }
            server.nextSerial &+= 1
            server.post(
                to: pointer, opcode: 0, [.uint(server.nextSerial), .object(surfaces[index]), .fixed(x), .fixed(y)])
            server.post(to: pointer, opcode: 5, [])
        }
    }

    /// `wl_pointer.leave` from the client's `window`-th window, and a `frame`.
    public func pointerLeave(window: Int = 0) {
        perform { server in
            guard let pointer = server.liveResources(of: "wl_pointer").last, window < server.windowSurfaces.count
            else { return }
            server.nextSerial &+= 1
            server.post(to: pointer, opcode: 1, [.uint(server.nextSerial), .object(server.windowSurfaces[window])])
            server.post(to: pointer, opcode: 5, [])
        }
    }

    /// The serial the latest event that carries one was sent with (an `enter`, a
    /// configure, a gesture's `begin`...).
    public var latestSerial: UInt32 {
        let box = SerialBox()
        perform { server in box.value = server.nextSerial }
        return box.value
    }
}

/// Carries a serial out of the server thread.
private final class SerialBox: @unchecked Sendable {
    var value: UInt32 = 0
}
