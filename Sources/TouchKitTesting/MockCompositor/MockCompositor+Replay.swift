import TouchKit
import TouchKitRecording

/// Replays a recording's pointer, pen and touchpad lines through the mock compositor
/// (SPEC P73), for what no headless compositor injects.
extension MockCompositor {
    /// Sends `recording`'s `hover`, `pen`, `pen-button` and `touchpad` lines, in order, as
    /// the compositor would: `wl_pointer` enter and motion, tablet-v2 tool frames (a
    /// tool announced on its first line, an eraser when the line says so, with pressure,
    /// tilt and distance) and `zwp_pointer_gestures_v1` steps, on the client's
    /// `window`-th window. The recording's touch, key, button and scroll lines are not
    /// sent (a headless compositor replays those).
    ///
    /// - Parameters:
    ///   - recording: The recording.
    ///   - window: Which of the client's windows.
    ///   - afterEach: Runs after each line was sent (a test lets the client read it there).
    public func replay(
        _ recording: TouchRecording, window: Int = 0, afterEach: () throws -> Void = {}
    ) rethrows {
        var tools: [Int32: Tool] = [:]
        var near: Set<Int32> = []
        var pointerEntered = false
        for event in recording.pointerEvents {
            let time = UInt32(max(0, min(event.time, Double(UInt32.max))))
            switch event.kind {
            case .hover(let x, let y):
                if pointerEntered {
                    pointerMotion(x: x, y: y, time: time)
                } else {
                    pointerEnter(window: window, x: x, y: y)
                    pointerEntered = true
                }
            case .pen(let frame):
                let tool =
                    tools[frame.tool]
                    ?? addTabletTool(frame.isEraser ? .eraser : .pen, capabilities: [.pressure, .tilt, .distance])
                tools[frame.tool] = tool
                if !near.contains(frame.tool), frame.phase != .leave {
                    proximityIn(tool, window: window)
                    near.insert(frame.tool)
                }
                switch frame.phase {
                case .leave:
                    proximityOut(tool)
                    near.remove(frame.tool)
                case .down:
                    toolMotion(tool, x: frame.x, y: frame.y)
                    toolDown(tool)
                case .up:
                    toolMotion(tool, x: frame.x, y: frame.y)
                    toolUp(tool)
                case .hover, .move:
                    toolMotion(tool, x: frame.x, y: frame.y)
                }
                if frame.phase != .leave {
                    toolPressure(tool, UInt32((min(max(frame.pressure, 0), 1) * 65535).rounded()))
                    toolTilt(tool, x: frame.tiltX, y: frame.tiltY)
                    toolDistance(tool, UInt32((min(max(frame.distance, 0), 1) * 65535).rounded()))
                }
                toolFrame(tool, time: time)
            case .penButton(let number, let code, let pressed):
                guard let tool = tools[number] else { continue }
                toolButton(tool, code: code, pressed: pressed)
                toolFrame(tool, time: time)
            case .touchpad(let step):
                let kind: TouchpadKind =
                    switch step.kind {
                    case .pinch: .pinch
                    case .swipe: .swipe
                    case .hold: .hold
                    }
                switch step.phase {
                case .begin(let fingers):
                    touchpadBegin(kind, fingers: UInt32(max(0, fingers)), time: time, window: window)
                case .update(let dx, let dy, let scale, let rotation):
                    if kind == .pinch {
                        touchpadPinchUpdate(scale: scale, rotation: rotation, dx: dx, dy: dy, time: time)
                    } else {
                        touchpadSwipeUpdate(dx: dx, dy: dy, time: time)
                    }
                case .end(let cancelled):
                    touchpadEnd(kind, cancelled: cancelled, time: time)
                }
            case .button, .axis, .axisStop:
                continue
            }
            try afterEach()
        }
    }
}
