import CWaylandServer

/// The pointer and touchpad gestures: `wl_pointer.enter` and `motion`, and
/// `zwp_pointer_gestures_v1`'s swipe, pinch and hold (SPEC P48-P53).
///
/// The client must have asked for the gesture objects of its pointer (TouchKit does when
/// the seat has a pointer and the compositor offers pointer gestures).
extension MockCompositor {
    /// `wl_pointer.enter` on the client's `window`-th window at (`x`, `y`), and a `frame`.
    public func pointerEnter(window: Int = 0, x: Double, y: Double) {
        perform { server in
            guard let pointer = server.liveResources(of: "wl_pointer").last, window < server.windowSurfaces.count
            else { return }
            server.nextSerial &+= 1
            server.post(
                to: pointer, opcode: 0,
                [.uint(server.nextSerial), .object(server.windowSurfaces[window]), .fixed(x), .fixed(y)])
            server.post(to: pointer, opcode: 5, [])
        }
    }

    /// A touchpad gesture's `begin` (swipe, pinch or hold) over the client's `window`-th window.
    public func touchpadBegin(_ kind: TouchpadKind, fingers: UInt32, time: UInt32, window: Int = 0) {
        perform { server in
            guard let gesture = server.liveResources(of: kind.interface).last, window < server.windowSurfaces.count
            else { return }
            server.nextSerial &+= 1
            server.post(
                to: gesture, opcode: 0,
                [.uint(server.nextSerial), .uint(time), .object(server.windowSurfaces[window]), .uint(fingers)])
        }
    }

    /// A swipe's `update`: the fingers moved by (`dx`, `dy`).
    public func touchpadSwipeUpdate(dx: Double, dy: Double, time: UInt32) {
        perform { server in
            guard let gesture = server.liveResources(of: TouchpadKind.swipe.interface).last else { return }
            server.post(to: gesture, opcode: 1, [.uint(time), .fixed(dx), .fixed(dy)])
        }
    }

    /// A pinch's `update`: `scale` relative to the start, `rotation` degrees clockwise
    /// since the last update.
    public func touchpadPinchUpdate(scale: Double, rotation: Double = 0, dx: Double = 0, dy: Double = 0, time: UInt32) {
        perform { server in
            guard let gesture = server.liveResources(of: TouchpadKind.pinch.interface).last else { return }
            server.post(to: gesture, opcode: 1, [.uint(time), .fixed(dx), .fixed(dy), .fixed(scale), .fixed(rotation)])
        }
    }

    /// A touchpad gesture's `end`, cancelled or not.
    public func touchpadEnd(_ kind: TouchpadKind, cancelled: Bool = false, time: UInt32) {
        perform { server in
            guard let gesture = server.liveResources(of: kind.interface).last else { return }
            server.nextSerial &+= 1
            server.post(
                to: gesture, opcode: kind == .hold ? 1 : 2,
                [.uint(server.nextSerial), .uint(time), .int(cancelled ? 1 : 0)])
        }
    }

    /// The touchpad gestures of `zwp_pointer_gestures_v1`.
    public enum TouchpadKind: Sendable {
        /// `zwp_pointer_gesture_swipe_v1`.
        case swipe
        /// `zwp_pointer_gesture_pinch_v1`.
        case pinch
        /// `zwp_pointer_gesture_hold_v1` (version 3).
        case hold

        var interface: String {
            switch self {
            case .swipe: "zwp_pointer_gesture_swipe_v1"
            case .pinch: "zwp_pointer_gesture_pinch_v1"
            case .hold: "zwp_pointer_gesture_hold_v1"
            }
        }
    }
}
