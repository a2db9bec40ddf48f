import CWaylandServer
import Wayland

/// The pen: a tablet and its tools through `zwp_tablet_v2`, as a compositor with a
/// graphics tablet or a pen display sends them (tablet-v2; SPEC P40-P47).
///
/// ```swift
/// let pen = compositor.addTabletTool(.pen, capabilities: [.pressure, .tilt])
/// compositor.penStroke(pen, through: [(10, 10, 0.2), (40, 30, 0.8)], tilt: (30, 0))
/// ```
///
/// The client must have bound the tablet manager and asked for its seat's tablet seat
/// (`zwp_tablet_manager_v2.get_tablet_seat`) first: TouchKit does so when it connects.
extension MockCompositor {
    /// A tablet-v2 tool type (`zwp_tablet_tool_v2.type`).
    public enum ToolType: UInt32, Sendable, CaseIterable {
        /// A pen's tip.
        case pen = 0x140
        /// A pen's eraser end.
        case eraser = 0x141
        /// A brush.
        case brush = 0x142
        /// A pencil.
        case pencil = 0x143
        /// An airbrush.
        case airbrush = 0x144
        /// A finger on a tablet.
        case finger = 0x145
        /// A mouse on a tablet.
        case mouse = 0x146
        /// A lens cursor.
        case lens = 0x147
    }

    /// A tablet-v2 tool capability (`zwp_tablet_tool_v2.capability`).
    public enum ToolCapability: UInt32, Sendable, CaseIterable {
        /// Tilt axes.
        case tilt = 1
        /// A pressure axis.
        case pressure = 2
        /// A distance axis.
        case distance = 3
        /// A z-rotation axis.
        case rotation = 4
        /// A slider.
        case slider = 5
        /// A wheel.
        case wheel = 6
    }

    /// A tool the mock compositor announced: pass it to the pen helpers.
    public struct Tool: Sendable, Hashable {
        /// Which tool, in the order they were announced.
        public let index: Int
    }

    private enum ToolEvent: UInt32 {
        case type = 0
        case capability = 3
        case done = 4
        case removed = 5
        case proximityIn = 6
        case proximityOut = 7
        case down = 8
        case up = 9
        case motion = 10
        case pressure = 11
        case distance = 12
        case tilt = 13
        case rotation = 14
        case button = 17
        case frame = 18
    }

    /// Announces a tablet (once) and a new tool on the client's tablet seat, with its
    /// type, capabilities and `done`.
    /// - Parameters:
    ///   - type: The tool type; a raw value tablet-v2 does not define is sent with
    ///     ``addTabletTool(rawType:capabilities:)``.
    ///   - capabilities: The axes it has besides x and y.
    /// - Returns: The tool, for the pen helpers.
    @discardableResult
    public func addTabletTool(_ type: ToolType = .pen, capabilities: [ToolCapability] = [.pressure, .tilt]) -> Tool {
        addTabletTool(rawType: type.rawValue, capabilities: capabilities)
    }

    /// Announces a new tool whose `type` is any number, for testing how a client takes
    /// one tablet-v2 does not define.
    @discardableResult
    public func addTabletTool(rawType: UInt32, capabilities: [ToolCapability]) -> Tool {
        let box = ToolBox()
        perform { server in
            guard let seat = server.liveResources(of: "zwp_tablet_seat_v2").last else { return }
            if server.liveResources(of: "zwp_tablet_v2").isEmpty,
                let tablet = server.makeObject(ZwpTabletV2.interface, for: seat)
            {
                server.post(to: seat, opcode: 0, [.object(tablet)])  // tablet_added
                server.post(to: tablet, opcode: 3, [])  // done
            }
            guard let tool = server.makeObject(ZwpTabletToolV2.interface, for: seat) else { return }
            server.post(to: seat, opcode: 1, [.object(tool)])  // tool_added
            server.post(to: tool, opcode: ToolEvent.type.rawValue, [.uint(rawType)])
            for capability in capabilities {
                server.post(to: tool, opcode: ToolEvent.capability.rawValue, [.uint(capability.rawValue)])
            }
            server.post(to: tool, opcode: ToolEvent.done.rawValue, [])
            server.toolResources.append(tool)
            box.index = server.toolResources.count - 1
        }
        return Tool(index: box.index)
    }

    /// `proximity_in` on the client's window (its `window`-th surface with a role).
    public func proximityIn(_ tool: Tool, window: Int = 0) {
        send(tool) { server, resource in
            guard let tablet = server.liveResources(of: "zwp_tablet_v2").last,
                window < server.windowSurfaces.count
            else { return }
            server.nextSerial &+= 1
            server.post(
                to: resource, opcode: ToolEvent.proximityIn.rawValue,
                [.uint(server.nextSerial), .object(tablet), .object(server.windowSurfaces[window])])
        }
    }

    /// `proximity_out`.
    public func proximityOut(_ tool: Tool) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.proximityOut.rawValue, []) }
    }

    /// `down`: the tool touches the surface.
    public func toolDown(_ tool: Tool) {
        send(tool) { server, resource in
            server.nextSerial &+= 1
            server.post(to: resource, opcode: ToolEvent.down.rawValue, [.uint(server.nextSerial)])
        }
    }

    /// `up`: the tool leaves the surface.
    public func toolUp(_ tool: Tool) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.up.rawValue, []) }
    }

    /// `motion` to a surface-local point.
    public func toolMotion(_ tool: Tool, x: Double, y: Double) {
        send(tool) { server, resource in
            server.post(to: resource, opcode: ToolEvent.motion.rawValue, [.fixed(x), .fixed(y)])
        }
    }

    /// `pressure`, 0 to 65535 (any 32-bit value is sent as given).
    public func toolPressure(_ tool: Tool, _ value: UInt32) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.pressure.rawValue, [.uint(value)])
        }
    }

    /// `tilt`, degrees (any value is sent as given).
    public func toolTilt(_ tool: Tool, x: Double, y: Double) {
        send(tool) { server, resource in
            server.post(to: resource, opcode: ToolEvent.tilt.rawValue, [.fixed(x), .fixed(y)])
        }
    }

    /// `rotation`, degrees clockwise.
    public func toolRotation(_ tool: Tool, degrees: Double) {
        send(tool) { server, resource in
            server.post(to: resource, opcode: ToolEvent.rotation.rawValue, [.fixed(degrees)])
        }
    }

    /// `distance`, 0 (touching) to 65535 (as far as the tablet senses): the height of a
    /// hovering tool (SPEC P71).
    public func toolDistance(_ tool: Tool, _ value: UInt32) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.distance.rawValue, [.uint(value)])
        }
    }

    /// `button`: a button on the tool (`BTN_STYLUS` 0x14b, `BTN_STYLUS2` 0x14c...) pressed
    /// or released (SPEC P72).
    public func toolButton(_ tool: Tool, code: UInt32, pressed: Bool) {
        send(tool) { server, resource in
            server.nextSerial &+= 1
            server.post(
                to: resource, opcode: ToolEvent.button.rawValue,
                [.uint(server.nextSerial), .uint(code), .uint(pressed ? 1 : 0)])
        }
    }

    /// `frame` at `time` milliseconds: the tool's events so far form one frame.
    public func toolFrame(_ tool: Tool, time: UInt32) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.frame.rawValue, [.uint(time)]) }
    }

    /// `removed`: the tool is gone.
    public func removeTool(_ tool: Tool) {
        send(tool) { server, resource in server.post(to: resource, opcode: ToolEvent.removed.rawValue, []) }
    }

    /// A whole stroke: proximity in, down at the first point, a frame per point with its
    /// position and pressure (0 to 1), up and proximity out, `interval` milliseconds
    /// apart from `time`.
    /// - Parameters:
    ///   - tool: The tool.
    ///   - points: Surface-local positions and pressures from 0 to 1.
    ///   - tilt: The tilt in degrees, sent with the first point.
    ///   - time: The first frame's time, milliseconds.
    ///   - interval: Milliseconds between frames.
    ///   - window: Which of the client's windows.
    public func penStroke(
        _ tool: Tool, through points: [(x: Double, y: Double, pressure: Double)], tilt: (x: Double, y: Double) = (0, 0),
        time: UInt32 = 1000, interval: UInt32 = 8, window: Int = 0
    ) {
        guard let first = points.first else { return }
        var now = time
        proximityIn(tool, window: window)
        toolMotion(tool, x: first.x, y: first.y)
        toolTilt(tool, x: tilt.x, y: tilt.y)
        toolFrame(tool, time: now)
        for (index, point) in points.enumerated() {
            now &+= interval
            if index == 0 { toolDown(tool) } else { toolMotion(tool, x: point.x, y: point.y) }
            toolPressure(tool, UInt32((min(max(point.pressure, 0), 1) * 65535).rounded()))
            toolFrame(tool, time: now)
        }
        now &+= interval
        toolUp(tool)
        toolFrame(tool, time: now)
        proximityOut(tool)
        toolFrame(tool, time: now)
    }

    /// Runs `body` with the tool's resource on the server's thread.
    private func send(_ tool: Tool, _ body: @escaping @Sendable (MockCompositor, OpaquePointer) -> Void) {
        perform { server in
            guard tool.index < server.toolResources.count, let resource = server.toolResources[tool.index] else {
                return
            }
            body(server, resource)
        }
    }
}

/// Carries a value out of ``MockCompositor/perform(_:)``.
private final class ToolBox: @unchecked Sendable {
    var index = 0
}
