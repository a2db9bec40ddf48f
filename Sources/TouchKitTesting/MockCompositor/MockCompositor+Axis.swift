import CWaylandServer

/// Scrolling: `wl_pointer`'s axis events as a wheel or a touchpad sends them (SPEC P1-P5,
/// P11), for the paths a headless compositor cannot inject (`axis_value120`, which needs
/// `wl_seat` 8; KWin's fake input has no source and no stop).
extension MockCompositor {
    /// `wl_pointer.axis_source`'s values.
    public enum AxisSource: UInt32, Sendable, CaseIterable {
        /// A wheel.
        case wheel = 0
        /// Fingers on a touchpad: a sequence ends with `axis_stop`.
        case finger = 1
        /// A continuous device other than fingers.
        case continuous = 2
        /// A wheel tilted sideways.
        case wheelTilt = 3
    }

    /// One scroll frame: `axis_source` (when given), `axis_value120` for each non-zero
    /// step (only to a `wl_pointer` of version 8 or later), `axis` for each non-zero
    /// length, and `frame`.
    /// - Parameters:
    ///   - source: The source, or `nil` to send none.
    ///   - dx: The horizontal length, surface points (positive scrolls right).
    ///   - dy: The vertical length, surface points (positive scrolls down).
    ///   - value120: The wheel's steps in 120ths, per axis.
    ///   - time: The events' time, milliseconds.
    public func pointerAxis(
        source: AxisSource?, dx: Double = 0, dy: Double = 0, value120: (x: Int32, y: Int32) = (0, 0), time: UInt32
    ) {
        perform { server in
            guard let pointer = server.liveResources(of: "wl_pointer").last else { return }
            if let source { server.post(to: pointer, opcode: 6, [.uint(source.rawValue)]) }
            if wl_resource_get_version(pointer) >= 8 {
                if value120.y != 0 { server.post(to: pointer, opcode: 9, [.uint(0), .int(value120.y)]) }
                if value120.x != 0 { server.post(to: pointer, opcode: 9, [.uint(1), .int(value120.x)]) }
            }
            if dy != 0 { server.post(to: pointer, opcode: 4, [.uint(time), .uint(0), .fixed(dy)]) }
            if dx != 0 { server.post(to: pointer, opcode: 4, [.uint(time), .uint(1), .fixed(dx)]) }
            server.post(to: pointer, opcode: 5, [])
        }
    }

    /// The end of a sequence: `axis_source` (when given), `axis_stop` on both axes and
    /// `frame` ("this enables the client to implement kinetic scrolling").
    public func pointerAxisStop(source: AxisSource? = .finger, time: UInt32) {
        perform { server in
            guard let pointer = server.liveResources(of: "wl_pointer").last else { return }
            if let source { server.post(to: pointer, opcode: 6, [.uint(source.rawValue)]) }
            server.post(to: pointer, opcode: 7, [.uint(time), .uint(0)])
            server.post(to: pointer, opcode: 7, [.uint(time), .uint(1)])
            server.post(to: pointer, opcode: 5, [])
        }
    }
}
