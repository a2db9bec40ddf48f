/// A seat's tablet tools (`zwp_tablet_tool_v2`) as touches of type ``TouchType/pencil``
/// (SPEC P40-P47).
///
/// A tool's events are gathered until its `frame`: a `down` then begins a touch at the
/// tool's position, a `motion`, `pressure`, `tilt` or `rotation` moves it, an `up` ends
/// it, all in one ``TouchFrame`` with the seat's fingers (W2). Tools are numbered by the
/// backend; each is its own touch, apart from the fingers.
extension TouchFrameBuilder {
    /// `zwp_tablet_seat_v2.tool_added` and the tool's descriptive events up to `done`:
    /// a new tool, numbered `tool` by the backend.
    /// - Parameters:
    ///   - tool: The backend's number for the tool, unique within the seat.
    ///   - isEraser: Whether the tool is an eraser (SPEC P44).
    ///   - measures: What the tool measures besides its position (its capabilities).
    public mutating func pencilToolAdded(_ tool: Int32, isEraser: Bool, measures: TouchProperties) {
        pencilTools.removed.remove(tool)
        pencilTools.tools[tool] = PencilTools.Tool(isEraser: isEraser, measured: measures.union(.location))
    }

    /// `zwp_tablet_tool_v2.type` with a value tablet-v2 does not define: reported once
    /// (SPEC P47); the tool is taken as a pen.
    public mutating func pencilUnknownToolType(_ type: UInt32) {
        report(.pencil(.unknownToolType(type)))
    }

    /// `proximity_in`: the tool came near `window`.
    public mutating func pencilProximityIn(_ tool: Int32, window: WindowID) {
        guard var state = knownTool(tool) else { return }
        state.window = window
        pencilTools.tools[tool] = state
    }

    /// `proximity_out`: the tool left. A stroke still in contact is cancelled (SPEC P45).
    public mutating func pencilProximityOut(_ tool: Int32) -> [TouchFrame] {
        guard var state = knownTool(tool) else { return [] }
        state.window = nil
        state.pendingDown = false
        let wasInContact = state.inContact && !state.pendingUp
        state.inContact = false
        state.pendingUp = false
        pencilTools.tools[tool] = state
        let key = TouchPoint.ID(tool, type: .pencil)
        guard wasInContact else {
            // An `up` waiting for its frame ends the stroke now.
            if index(of: key) != nil, end(key, time: state.time) { return frame() }
            return []
        }
        return cancelFingers { $0.id == key }
    }

    /// `down`: the tool touches the surface; the touch begins at the tool's `frame`.
    public mutating func pencilDown(_ tool: Int32) {
        guard var state = knownTool(tool) else { return }
        state.pendingDown = true
        state.pendingUp = false
        pencilTools.tools[tool] = state
    }

    /// `up`: the tool left the surface; the touch ends at the tool's `frame`.
    public mutating func pencilUp(_ tool: Int32) {
        guard var state = knownTool(tool) else { return }
        if state.pendingDown && !state.inContact {
            // Down and up in one frame: both go out at the frame, began then ended (W5).
            state.pendingUp = true
        } else if state.inContact {
            state.pendingUp = true
        }
        pencilTools.tools[tool] = state
    }

    /// `motion`: the tool moved to a surface-local `location`.
    public mutating func pencilMotion(_ tool: Int32, location: Point) {
        guard var state = knownTool(tool) else { return }
        state.location = location
        state.changed = true
        pencilTools.tools[tool] = state
    }

    /// `pressure`, 0 to 65535; a larger value is clamped and reported once (SPEC P41, P47).
    public mutating func pencilPressure(_ tool: Int32, _ value: UInt32) {
        guard var state = knownTool(tool) else { return }
        if value > 65535 { report(.pencil(.pressureOutOfRange(value))) }
        state.pressure = Double(min(value, 65535)) / 65535
        state.changed = true
        pencilTools.tools[tool] = state
    }

    /// `tilt`, degrees; values outside ±90 (or not finite) are clamped and reported once
    /// (SPEC P42, P47).
    public mutating func pencilTilt(_ tool: Int32, x: Double, y: Double) {
        guard var state = knownTool(tool) else { return }
        let valid = { (value: Double) in value.isFinite && abs(value) <= 90 }
        if !valid(x) || !valid(y) { report(.pencil(.tiltOutOfRange(x: x, y: y))) }
        state.tiltX = PencilSample.clampedTilt(x)
        state.tiltY = PencilSample.clampedTilt(y)
        state.changed = true
        pencilTools.tools[tool] = state
    }

    /// `rotation`, degrees clockwise (SPEC P43); a value that is not finite is ignored.
    public mutating func pencilRotation(_ tool: Int32, degrees: Double) {
        guard var state = knownTool(tool), degrees.isFinite else { return }
        state.rotation = degrees
        state.changed = true
        pencilTools.tools[tool] = state
    }

    /// `frame`: the tool's changes so far form one frame, at `time` (milliseconds).
    /// - Returns: The frames to dispatch (two when the tool went down and up in this frame).
    public mutating func pencilFrame(_ tool: Int32, time: UInt32) -> [TouchFrame] {
        guard var state = knownTool(tool) else { return [] }
        let t = takeTime(time)
        state.time = t
        let key = TouchPoint.ID(tool, type: .pencil)
        let sample = state.sample
        if state.pendingDown, !state.inContact, let window = state.window {
            begin(key, window: window, location: state.location, time: t)
            if let index = index(of: key) { fingers[index].pencil = sample }
            state.inContact = true
            state.strokeButtons = state.buttons
        } else if state.inContact, state.changed, let index = index(of: key),
            fingers[index].change?.isTerminal != true
        {
            fingers[index].location = state.location
            fingers[index].timestamp = t
            fingers[index].pencil = sample
            if fingers[index].change == nil { fingers[index].change = .moved }
        }
        state.pendingDown = false
        state.changed = false
        if state.pendingUp {
            state.pendingUp = false
            if state.inContact { end(key, time: t) }
            state.inContact = false
        }
        pencilTools.tools[tool] = state
        return frame()
    }

    /// `removed`: the tool is gone; a stroke still in contact is cancelled (SPEC P45) and
    /// later events for it are faults (P47).
    public mutating func pencilToolRemoved(_ tool: Int32) -> [TouchFrame] {
        guard pencilTools.tools.removeValue(forKey: tool) != nil else {
            _ = knownTool(tool)
            return []
        }
        pencilTools.removed.insert(tool)
        let key = TouchPoint.ID(tool, type: .pencil)
        guard index(of: key) != nil else { return [] }
        return cancelFingers { $0.id == key }
    }

    /// The tool's state, or `nil` with a fault reported (unknown or removed, SPEC P47).
    internal mutating func knownTool(_ tool: Int32) -> PencilTools.Tool? {
        if let state = pencilTools.tools[tool] { return state }
        report(.pencil(pencilTools.removed.contains(tool) ? .removedTool(tool) : .unknownTool(tool)))
        return nil
    }
}

/// The tablet tools of one seat, as ``TouchFrameBuilder`` follows them.
internal struct PencilTools: Sendable {
    struct Tool: Sendable {
        var isEraser: Bool
        var measured: TouchProperties
        var window: WindowID?
        var location = Point.zero
        var pressure: Double?
        var tiltX = 0.0
        var tiltY = 0.0
        var rotation = 0.0
        /// The height above the surface, 0 to 1 (`distance`), when the tool reports it.
        var distance: Double?
        /// The tool's buttons held now, and those held during the current stroke (SPEC P72).
        var buttons: Event.ButtonMask = []
        var strokeButtons: Event.ButtonMask = []
        var inContact = false
        var pendingDown = false
        var pendingUp = false
        var changed = false
        var time = 0.0

        init(isEraser: Bool, measured: TouchProperties) {
            self.isEraser = isEraser
            self.measured = measured
        }

        /// What the touch carries.
        var sample: PencilSample {
            PencilSample(
                pressure: measured.contains(.force) ? (pressure ?? 0) : nil, tiltX: tiltX, tiltY: tiltY,
                rotation: rotation, isEraser: isEraser, measured: measured)
        }
    }

    var tools: [Int32: Tool] = [:]
    /// Tools that were removed, so that a late event is told apart from an unknown tool.
    var removed: Set<Int32> = []
    /// The tools hovering, with the window and the time of their latest hover (SPEC P71).
    var hovering: [Int32: (window: WindowID, time: Double)] = [:]

    /// A window went away: its tools are no longer near it (their touches are cancelled
    /// with the window's other fingers).
    mutating func forget(_ window: WindowID) {
        for (tool, state) in tools where state.window == window {
            tools[tool]?.window = nil
            tools[tool]?.inContact = false
            tools[tool]?.pendingDown = false
            tools[tool]?.pendingUp = false
        }
    }
}

extension TouchFrameBuilder {
    /// The same builder for a seat of another name (`wl_seat.name` arriving after the
    /// tools were announced): settings, fault handler and tablet tools carried over.
    /// Call it only while no finger is down.
    public func renamed(to seat: SeatID) -> TouchFrameBuilder {
        var copy = TouchFrameBuilder(seat: seat, pointerActsAsTouch: pointerActsAsTouch)
        copy.faultHandler = faultHandler
        copy.pencilTools = pencilTools
        return copy
    }
}
