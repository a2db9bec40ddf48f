import CWaylandServer
import Wayland

/// A tablet pad: its buttons, rings and strips in one group with modes, through
/// `zwp_tablet_pad_v2` (tablet-v2; SPEC P74, P75).
///
/// ```swift
/// let pad = compositor.addTabletPad(buttons: 4, rings: 1, strips: 1, modes: 2)
/// compositor.padEnter(pad)            // and the group's mode_switch
/// compositor.padButton(pad, 0, pressed: true, time: 10)
/// compositor.padRing(pad, 0, angle: 90, time: 20)
/// ```
///
/// The client asks for its seat's tablet seat first (TouchKit does so when it connects).
/// What the client sends back, `set_feedback`, is in ``received`` with its string.
extension MockCompositor {
    /// A pad the mock compositor announced: pass it to the pad helpers.
    public struct Pad: Sendable, Hashable {
        /// Which pad, in the order they were announced.
        public let index: Int
        /// The pad's first ring and strip among every pad's, in the order announced.
        let firstRing: Int
        let firstStrip: Int
    }

    /// Announces a tablet (once) and a pad with one group holding `buttons` buttons (0
    /// to `buttons - 1`), `rings` rings and `strips` strips, with `modes` modes.
    @discardableResult
    public func addTabletPad(buttons: Int = 4, rings: Int = 1, strips: Int = 1, modes: Int = 1) -> Pad {
        let box = PadBox()
        perform { server in
            guard let seat = server.liveResources(of: "zwp_tablet_seat_v2").last else { return }
            if server.liveResources(of: "zwp_tablet_v2").isEmpty,
                let tablet = server.makeObject(ZwpTabletV2.interface, for: seat)
            {
                server.post(to: seat, opcode: 0, [.object(tablet)])  // tablet_added
                server.post(to: tablet, opcode: 3, [])  // done
            }
            box.firstRing = server.liveResources(of: "zwp_tablet_pad_ring_v2").count
            box.firstStrip = server.liveResources(of: "zwp_tablet_pad_strip_v2").count
            guard let pad = server.makeObject(ZwpTabletPadV2.interface, for: seat),
                let group = server.makeObject(ZwpTabletPadGroupV2.interface, for: pad)
            else { return }
            box.index = server.liveResources(of: "zwp_tablet_pad_v2").count - 1
            server.post(to: seat, opcode: 2, [.object(pad)])  // pad_added
            server.post(to: pad, opcode: 0, [.object(group)])  // group
            let array = UnsafeMutablePointer<CWaylandServer.wl_array>.allocate(capacity: 1)
            CWaylandServer.wl_array_init(array)
            for button in 0..<UInt32(max(0, buttons)) {
                CWaylandServer.wl_array_add(array, 4)?.storeBytes(of: button, as: UInt32.self)
            }
            server.post(to: group, opcode: 0, [.array(array)])  // buttons
            CWaylandServer.wl_array_release(array)
            array.deallocate()
            for _ in 0..<max(0, rings) {
                guard let ring = server.makeObject(ZwpTabletPadRingV2.interface, for: group) else { continue }
                server.post(to: group, opcode: 1, [.object(ring)])  // ring
            }
            for _ in 0..<max(0, strips) {
                guard let strip = server.makeObject(ZwpTabletPadStripV2.interface, for: group) else { continue }
                server.post(to: group, opcode: 2, [.object(strip)])  // strip
            }
            server.post(to: group, opcode: 3, [.uint(UInt32(max(1, modes)))])  // modes
            server.post(to: group, opcode: 4, [])  // done
            server.post(to: pad, opcode: 2, [.uint(UInt32(max(0, buttons)))])  // buttons
            server.post(to: pad, opcode: 3, [])  // done
        }
        return Pad(index: box.index, firstRing: box.firstRing, firstStrip: box.firstStrip)
    }

    /// `enter` on the client's `window`-th window, then the group's `mode_switch` to
    /// `mode`, as tablet-v2 asks after every `enter`.
    public func padEnter(_ pad: Pad, window: Int = 0, mode: UInt32 = 0, time: UInt32 = 0) {
        send(pad) { server, resource in
            guard let tablet = server.liveResources(of: "zwp_tablet_v2").last, window < server.windowSurfaces.count
            else { return }
            server.nextSerial &+= 1
            server.post(
                to: resource, opcode: 5,
                [.uint(server.nextSerial), .object(tablet), .object(server.windowSurfaces[window])])
        }
        padModeSwitch(pad, mode: mode, time: time)
    }

    /// `leave` from the client's `window`-th window.
    public func padLeave(_ pad: Pad, window: Int = 0) {
        send(pad) { server, resource in
            guard window < server.windowSurfaces.count else { return }
            server.nextSerial &+= 1
            server.post(to: resource, opcode: 6, [.uint(server.nextSerial), .object(server.windowSurfaces[window])])
        }
    }

    /// The group's `mode_switch` to `mode`, with a fresh serial (``latestSerial``).
    public func padModeSwitch(_ pad: Pad, mode: UInt32, time: UInt32) {
        send(pad) { server, _ in
            guard let group = server.liveResources(of: "zwp_tablet_pad_group_v2").dropFirst(pad.index).first else {
                return
            }
            server.nextSerial &+= 1
            server.post(to: group, opcode: 5, [.uint(time), .uint(server.nextSerial), .uint(mode)])
        }
    }

    /// `button`: the pad's button `index` pressed or released.
    public func padButton(_ pad: Pad, _ index: UInt32, pressed: Bool, time: UInt32) {
        send(pad) { server, resource in
            server.post(to: resource, opcode: 4, [.uint(time), .uint(index), .uint(pressed ? 1 : 0)])
        }
    }

    /// A ring's frame: its `source` (finger) when `finger`, its `angle` in degrees or,
    /// `nil`, its `stop`, and `frame`.
    public func padRing(_ pad: Pad, _ index: Int, angle: Double?, finger: Bool = true, time: UInt32) {
        padAxis("zwp_tablet_pad_ring_v2", pad.firstRing + index, finger: finger, time: time) {
            angle.map { [.fixed($0)] }
        }
    }

    /// A strip's frame: its `source` (finger) when `finger`, its `position` (0 to 65535)
    /// or, `nil`, its `stop`, and `frame`.
    public func padStrip(_ pad: Pad, _ index: Int, position: UInt32?, finger: Bool = true, time: UInt32) {
        padAxis("zwp_tablet_pad_strip_v2", pad.firstStrip + index, finger: finger, time: time) {
            position.map { [.uint($0)] }
        }
    }

    /// `removed`: the pad is gone.
    public func removePad(_ pad: Pad) {
        send(pad) { server, resource in server.post(to: resource, opcode: 7, []) }
    }

    /// A ring's or strip's events (they share their opcodes): source 0, value 1, stop 2,
    /// frame 3.
    private func padAxis(
        _ interface: String, _ index: Int, finger: Bool, time: UInt32,
        value: @escaping @Sendable () -> [CWaylandServer.wl_argument]?
    ) {
        perform { server in
            guard let axis = server.liveResources(of: interface).dropFirst(index).first else { return }
            if finger { server.post(to: axis, opcode: 0, [.uint(1)]) }
            if let arguments = value() {
                server.post(to: axis, opcode: 1, arguments)
            } else {
                server.post(to: axis, opcode: 2, [])
            }
            server.post(to: axis, opcode: 3, [.uint(time)])
        }
    }

    /// Runs `body` with the pad's resource on the server's thread.
    private func send(_ pad: Pad, _ body: @escaping @Sendable (MockCompositor, OpaquePointer) -> Void) {
        perform { server in
            guard let resource = server.liveResources(of: "zwp_tablet_pad_v2").dropFirst(pad.index).first else {
                return
            }
            body(server, resource)
        }
    }
}

/// Carries a pad's numbers out of ``MockCompositor/perform(_:)``.
private final class PadBox: @unchecked Sendable {
    var index = 0
    var firstRing = 0
    var firstStrip = 0
}
