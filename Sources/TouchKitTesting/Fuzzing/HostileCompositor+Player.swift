import CWaylandServer
import Foundation
import TouchKit
import TouchKitWayland
import Wayland

extension HostileCompositor {
    /// Sends one sequence's random events from the server and lets the client read them.
    @MainActor
    struct Player {
        let server: MockCompositor
        let backend: WaylandBackend
        let clock: ManualClock?
        var rng: SeededRandom
        var serial: UInt32 = 1
        var time: UInt32 = 1
        var removedOutput = false
        /// The protocol error sent, if one was: the connection is dead after it.
        var postedProtocolError: (objectID: UInt32, code: UInt32)?

        /// Prints every event's kind (`TOUCHKIT_HOSTILE_TRACE=1`), to find what a seed does.
        static let tracing = ProcessInfo.processInfo.environment["TOUCHKIT_HOSTILE_TRACE"] == "1"

        init(server: MockCompositor, backend: WaylandBackend, clock: ManualClock, rng: SeededRandom) {
            self.server = server
            self.backend = backend
            self.clock = clock
            self.rng = rng
        }

        mutating func roll() -> Int { Int(truncatingIfNeeded: rng.next() >> 33) }

        /// Runs `body` on the server's thread.
        func send(_ body: @escaping @Sendable (MockCompositor) -> Void) {
            server.perform(body)
        }

        /// Lets the client read and answer everything sent, and hands the frames its
        /// seats collected to the application, as a turn of the run loop does. `false`
        /// once the connection failed.
        func settle() -> Bool { backend.pumpEvents() }

        /// `xdg_toplevel.configure` with a size, then `xdg_surface.configure`.
        mutating func configure(width: Int32, height: Int32, states: [UInt32] = []) {
            serial &+= 1
            let serial = serial
            send { server in
                let array = UnsafeMutablePointer<CWaylandServer.wl_array>.allocate(capacity: 1)
                CWaylandServer.wl_array_init(array)
                for state in states {
                    if let slot = CWaylandServer.wl_array_add(array, 4) { slot.storeBytes(of: state, as: UInt32.self) }
                }
                for toplevel in server.liveResources(of: "xdg_toplevel") {
                    server.post(to: toplevel, opcode: 0, [.int(width), .int(height), .array(array)])
                }
                for surface in server.liveResources(of: "xdg_surface") {
                    server.post(to: surface, opcode: 0, [.uint(serial)])
                }
                CWaylandServer.wl_array_release(array)
                array.deallocate()
            }
        }

        /// A coordinate: mostly in the window, sometimes far outside or at the fixed
        /// type's ends.
        mutating func coordinate() -> Double {
            switch roll() % 12 {
            case 0: -5000
            case 1: 8_000_000
            case 2: -8_000_000
            case 3: 0
            default: Double(roll() % 330) + Double(roll() % 256) / 256
            }
        }

        /// Ends every finger and lets go of the pointer and the keyboard, as a
        /// compositor that takes the seat over does.
        func endEverything() {
            let serial = serial &+ 1
            let time = time &+ 1
            send { server in
                for touch in server.liveResources(of: "wl_touch") {
                    server.post(to: touch, opcode: 4, [])  // cancel
                }
                let surfaces = server.liveResources(of: "wl_surface")
                for pointer in server.liveResources(of: "wl_pointer") {
                    // The primary button up.
                    server.post(to: pointer, opcode: 3, [.uint(serial), .uint(time), .uint(0x110), .uint(0)])
                    server.post(to: pointer, opcode: 5, [])  // frame
                    if let surface = surfaces.first {
                        server.post(to: pointer, opcode: 1, [.uint(serial), .object(surface)])  // leave
                        server.post(to: pointer, opcode: 5, [])
                    }
                }
            }
        }

        /// One random event (or a short burst) that is valid on the wire.
        mutating func randomEvent() {
            serial &+= 1
            time &+= UInt32(roll() % 40)
            let (s, t) = (serial, time)
            let id = roll() % 10 == 0 ? Int32(-1 - roll() % 3) : Int32(roll() % 4)
            let (x, y) = (coordinate(), coordinate())
            let pick = roll()
            let count = 1 + roll() % 20
            let variant = roll()
            let kind = roll() % 26
            if Self.tracing {
                print("hostile event \(kind) id \(id) at (\(x), \(y)) pick \(pick) count \(count) variant \(variant)")
            }
            switch kind {
            case 0, 1, 2, 3:
                send { server in
                    let surfaces = server.liveResources(of: "wl_surface")
                    guard !surfaces.isEmpty else { return }
                    for touch in server.liveResources(of: "wl_touch") {
                        server.post(
                            to: touch, opcode: 0,
                            [
                                .uint(s), .uint(t), .object(surfaces[pick % surfaces.count]), .int(id), .fixed(x),
                                .fixed(y),
                            ])
                    }
                }
            case 4, 5, 6:
                send { server in
                    for touch in server.liveResources(of: "wl_touch") {
                        server.post(to: touch, opcode: 2, [.uint(t), .int(id), .fixed(x), .fixed(y)])
                    }
                }
            case 7:
                send { server in
                    for touch in server.liveResources(of: "wl_touch") {
                        server.post(to: touch, opcode: 1, [.uint(s), .uint(t), .int(id)])
                    }
                }
            case 8, 9:
                // A storm of frames, most with nothing in them.
                send { server in
                    for touch in server.liveResources(of: "wl_touch") {
                        for _ in 0..<count { server.post(to: touch, opcode: 3, []) }
                    }
                }
            case 10:
                send { server in
                    for touch in server.liveResources(of: "wl_touch") { server.post(to: touch, opcode: 4, []) }
                }
            case 11:
                send { server in
                    for touch in server.liveResources(of: "wl_touch") {
                        if variant % 2 == 0 {
                            server.post(to: touch, opcode: 5, [.int(id), .fixed(x), .fixed(y)])  // shape
                        } else {
                            server.post(to: touch, opcode: 6, [.int(id), .fixed(x)])  // orientation
                        }
                    }
                }
            case 12:
                // Enter and leave in any order, on any surface.
                send { server in
                    let surfaces = server.liveResources(of: "wl_surface")
                    guard !surfaces.isEmpty else { return }
                    let surface = surfaces[pick % surfaces.count]
                    for pointer in server.liveResources(of: "wl_pointer") {
                        if variant % 2 == 0 {
                            server.post(to: pointer, opcode: 0, [.uint(s), .object(surface), .fixed(x), .fixed(y)])
                        } else {
                            server.post(to: pointer, opcode: 1, [.uint(s), .object(surface)])
                        }
                        server.post(to: pointer, opcode: 5, [])
                    }
                }
            case 13:
                send { server in
                    for pointer in server.liveResources(of: "wl_pointer") {
                        switch variant % 3 {
                        case 0: server.post(to: pointer, opcode: 2, [.uint(t), .fixed(x), .fixed(y)])
                        case 1:
                            server.post(
                                to: pointer, opcode: 3, [.uint(s), .uint(t), .uint(0x110), .uint(UInt32(pick % 2))])
                        default: server.post(to: pointer, opcode: 3, [.uint(s), .uint(t), .uint(0x111), .uint(1)])
                        }
                        if pick % 3 != 0 { server.post(to: pointer, opcode: 5, []) }
                    }
                }
            case 14:
                // Keys with or without focus; enter listing held keys; leave.
                send { server in
                    let surfaces = server.liveResources(of: "wl_surface")
                    for keyboard in server.liveResources(of: "wl_keyboard") {
                        switch variant % 3 {
                        case 0:
                            server.post(
                                to: keyboard, opcode: 3,
                                [.uint(s), .uint(t), .uint(UInt32(pick % 300)), .uint(UInt32(count % 3))])
                        case 1:
                            guard let surface = surfaces.first else { continue }
                            let array = UnsafeMutablePointer<CWaylandServer.wl_array>.allocate(capacity: 1)
                            CWaylandServer.wl_array_init(array)
                            if let slot = CWaylandServer.wl_array_add(array, 4) {
                                slot.storeBytes(of: UInt32(30), as: UInt32.self)
                            }
                            server.post(to: keyboard, opcode: 1, [.uint(s), .object(surface), .array(array)])
                            CWaylandServer.wl_array_release(array)
                            array.deallocate()
                        default:
                            guard let surface = surfaces.first else { continue }
                            server.post(to: keyboard, opcode: 2, [.uint(s), .object(surface)])
                        }
                    }
                }
            case 15:
                sendKeymap(variant: variant)
            case 16:
                let values: [Int32] = [0, -1, Int32.min, Int32.max, 25, 100_000]
                let (rate, delay) = (values[variant % values.count], values[pick % values.count])
                send { server in
                    for keyboard in server.liveResources(of: "wl_keyboard") {
                        server.post(to: keyboard, opcode: 5, [.int(rate), .int(delay)])
                    }
                }
            case 17:
                let sizes: [Int32] = [0, -5, Int32.max, Int32.min, 1, 320, 16384, 20000, 240]
                let states: [UInt32] = variant % 3 == 0 ? [UInt32(pick % 10), 1000] : []
                configure(width: sizes[variant % sizes.count], height: sizes[pick % sizes.count], states: states)
            case 18:
                let scales: [Int32] = [0, -3, 1000, 1, 2, Int32.min, 3]
                let scale = scales[variant % scales.count]
                send { server in
                    for output in server.liveResources(of: "wl_output") {
                        server.post(to: output, opcode: 3, [.int(scale)])
                        server.post(to: output, opcode: 2, [])
                    }
                }
                if pick % 3 == 0 {
                    // Enter the output, so the window follows its scale.
                    send { server in
                        guard let output = server.liveResources(of: "wl_output").first else { return }
                        for surface in server.liveResources(of: "wl_surface") {
                            server.post(to: surface, opcode: 0, [.object(output)])
                        }
                    }
                }
            case 19:
                // Capabilities flapping, maybe with fingers down.
                let capabilities = UInt32(variant % 8)
                send { server in server.post("wl_seat", opcode: 0, [CWaylandServer.wl_argument.uint(capabilities)]) }
            case 20:
                send { server in
                    let buffers = server.liveResources(of: "wl_buffer")
                    guard !buffers.isEmpty else { return }
                    for _ in 0...(variant % 2) { server.post(to: buffers[pick % buffers.count], opcode: 0, []) }
                }
            case 21:
                send { server in
                    let callbacks = server.liveResources(of: "wl_callback")
                    guard !callbacks.isEmpty else { return }
                    for _ in 0...(variant % 2) {
                        server.post(to: callbacks[pick % callbacks.count], opcode: 0, [.uint(t)])
                    }
                }
            case 22:
                clock?.advance(by: Double(variant % 900) / 1000)
            case 23:
                // `wl_display.delete_id` for an object that is alive on both sides.
                send { server in
                    let objects =
                        server.liveResources(of: "wl_surface") + server.liveResources(of: "wl_callback")
                        + server.liveResources(of: "wl_touch") + server.liveResources(of: "wl_buffer")
                    guard !objects.isEmpty else { return }
                    let object = objects[pick % objects.count]
                    guard
                        let display = CWaylandServer.wl_client_get_object(
                            CWaylandServer.wl_resource_get_client(object), 1)
                    else { return }
                    server.post(to: display, opcode: 1, [.uint(CWaylandServer.wl_resource_get_id(object))])
                }
            case 24 where variant % 8 == 0:
                protocolError(pick: pick, code: UInt32(variant % 5))
            default:
                if variant % 4 == 0, !removedOutput {
                    removedOutput = true
                    send { server in server.removeGlobal("wl_output") }
                } else if variant % 16 == 1 {
                    send { server in server.removeGlobal("wl_seat") }
                } else {
                    send { server in
                        for touch in server.liveResources(of: "wl_touch") { server.post(to: touch, opcode: 3, []) }
                    }
                }
            }
        }

        /// `wl_display.error` for one of the client's objects, as `wl_resource_post_error`
        /// sends it: the connection ends.
        mutating func protocolError(pick: Int, code: UInt32) {
            let posted = ErrorBox()
            send { server in
                let objects =
                    server.liveResources(of: "wl_surface") + server.liveResources(of: "xdg_surface")
                    + server.liveResources(of: "wl_seat")
                guard !objects.isEmpty else { return }
                let object = objects[pick % objects.count]
                guard
                    let display = CWaylandServer.wl_client_get_object(CWaylandServer.wl_resource_get_client(object), 1)
                else { return }
                "a hostile compositor's protocol error".withCString { message in
                    var text = CWaylandServer.wl_argument()
                    text.s = message
                    server.post(to: display, opcode: 0, [.object(object), .uint(code), text])
                }
                posted.value = (CWaylandServer.wl_resource_get_id(object), code)
            }
            postedProtocolError = posted.value
        }

        /// The object and code of a protocol error sent on the server's thread.
        private final class ErrorBox: @unchecked Sendable {
            var value: (objectID: UInt32, code: UInt32)?
        }

        /// `wl_keyboard.keymap` with an fd that is too small for its announced size,
        /// unmappable, not a keymap, or announced empty or huge.
        mutating func sendKeymap(variant: Int) {
            var path = Array("/tmp/touchkit-keymap-XXXXXX".utf8CString)
            let file = mkstemp(&path)
            guard file >= 0 else { return }
            path.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            let junk = "xkb_keymap { not really }"
            _ = junk.withCString { write(file, $0, strlen($0)) }
            let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
            let (fd, size, format): (Int32, UInt32, UInt32) =
                switch variant % 6 {
                case 0: (file, 1 << 20, 1)  // too small for its size
                case 1: (null, 4096, 1)  // cannot be mapped
                case 2: (file, UInt32(junk.utf8.count), 1)  // does not compile
                case 3: (file, 0, 1)  // empty
                case 4: (file, UInt32.max, 1)  // huge
                default: (file, 16, 0)  // no keymap
                }
            send { server in
                for keyboard in server.liveResources(of: "wl_keyboard") {
                    server.post(to: keyboard, opcode: 0, [.uint(format), .fd(fd), .uint(size)])
                }
            }
            close(file)
            if null >= 0 { close(null) }
        }
    }
}
