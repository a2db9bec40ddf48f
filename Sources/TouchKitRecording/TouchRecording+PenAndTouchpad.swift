import TouchKit

extension TouchRecording {
    /// One frame of a pen (a tablet-v2 tool) in a recording (SPEC P73):
    /// `<ms> pen <tool> hover|down|move|up|leave <x> <y> <pressure> <tilt-x> <tilt-y> <distance> [eraser]`.
    ///
    /// `hover` is a frame near the surface, `down` the frame it touched, `move` one in
    /// contact, `up` the frame it lifted and `leave` its `proximity_out` (a frame that did
    /// several of these is written as several lines at one time: a tool that touched and
    /// lifted within one frame is `down` then `up`). Pressure and
    /// distance go from 0 to 1 (tablet-v2's 0 to 65535 scaled), tilt is in degrees.
    public struct PenFrame: Sendable, Hashable {
        /// Where the tool is in its stroke.
        public enum Phase: String, Sendable, Hashable, CaseIterable {
            /// Near the surface, not touching (P71).
            case hover
            /// Touched down in this frame (P40).
            case down
            /// Moved while touching.
            case move
            /// Lifted in this frame.
            case up
            /// Left the surface's proximity (P45).
            case leave
        }

        /// The recorder's number for the tool (its touches are `pencil-N`).
        public var tool: Int32
        /// Where the tool is in its stroke.
        public var phase: Phase
        /// The surface-local position.
        public var x: Double
        /// The surface-local position.
        public var y: Double
        /// 0 to 1.
        public var pressure: Double
        /// Degrees, positive towards +x.
        public var tiltX: Double
        /// Degrees, positive towards +y.
        public var tiltY: Double
        /// The height above the surface, 0 to 1.
        public var distance: Double
        /// Whether the tool is an eraser (P44).
        public var isEraser: Bool

        /// Creates a pen frame.
        public init(
            tool: Int32, phase: Phase, x: Double, y: Double, pressure: Double = 0, tiltX: Double = 0,
            tiltY: Double = 0, distance: Double = 0, isEraser: Bool = false
        ) {
            self.tool = tool
            self.phase = phase
            self.x = x
            self.y = y
            self.pressure = pressure
            self.tiltX = tiltX
            self.tiltY = tiltY
            self.distance = distance
            self.isEraser = isEraser
        }

        /// The fields after the verb.
        var fields: String {
            let f = RecordingNumber.format
            return "\(tool) \(phase.rawValue) \(f(x)) \(f(y)) \(f(pressure)) \(f(tiltX)) \(f(tiltY)) \(f(distance))"
                + (isEraser ? " eraser" : "")
        }
    }

    /// One step of a touchpad gesture in a recording (SPEC P73), as
    /// `zwp_pointer_gestures_v1` sends it: `<ms> touchpad swipe|pinch|hold begin <fingers>`,
    /// `<ms> touchpad swipe update <dx> <dy>`, `<ms> touchpad pinch update <dx> <dy> <scale>
    /// <rotation>` (the scale since the start, the rotation in degrees since the last
    /// update) and `<ms> touchpad swipe|pinch|hold end|cancel`.
    public struct TouchpadStep: Sendable, Hashable {
        /// Where in the gesture the step is.
        public enum Phase: Sendable, Hashable {
            /// The gesture began with this many fingers.
            case begin(fingers: Int)
            /// The fingers moved by (`dx`, `dy`); a pinch's scale and rotation step too.
            case update(dx: Double, dy: Double, scale: Double, rotation: Double)
            /// The fingers lifted, or the compositor cancelled the gesture.
            case end(cancelled: Bool)
        }

        /// Swipe, pinch or hold.
        public var kind: TouchpadGesture.Kind
        /// Where in the gesture the step is.
        public var phase: Phase

        /// Creates a step.
        public init(kind: TouchpadGesture.Kind, phase: Phase) {
            self.kind = kind
            self.phase = phase
        }

        /// The fields after the verb.
        var fields: String {
            let f = RecordingNumber.format
            switch phase {
            case .begin(let fingers): return "\(kind.rawValue) begin \(fingers)"
            case .update(let dx, let dy, let scale, let rotation):
                return kind == .pinch
                    ? "pinch update \(f(dx)) \(f(dy)) \(f(scale)) \(f(rotation))"
                    : "\(kind.rawValue) update \(f(dx)) \(f(dy))"
            case .end(let cancelled): return "\(kind.rawValue) \(cancelled ? "cancel" : "end")"
            }
        }
    }
}

extension TouchRecording.PointerEvent {
    /// The usages of the pen and touchpad lines.
    static let penUsage =
        "<ms> pen <tool> hover|down|move|up|leave <x> <y> <pressure> <tilt-x> <tilt-y> <distance> [eraser]"
    static let penButtonUsage = "<ms> pen-button <tool> <code> down|up"
    static let touchpadUsage =
        "<ms> touchpad swipe|pinch|hold begin <fingers> | update <dx> <dy> [<scale> <rotation>] | end|cancel"

    /// Reads a `pen`, `pen-button` or `touchpad` line's fields after its time.
    /// - Throws: ``RecordingError`` naming the file and line.
    static func parsePenOrTouchpad(
        _ words: [Substring], text: String, usage: String, fail: (String) -> RecordingError
    ) throws(RecordingError) -> Kind {
        let shape = fail("expected '\(usage)', got '\(RecordingError.excerpt(text))'")
        func number(_ index: Int) throws(RecordingError) -> Double {
            guard index < words.count, let value = RecordingNumber.parse(words[index]) else {
                throw fail(
                    "bad number '\(RecordingError.excerpt(index < words.count ? words[index] : ""))' in '\(usage)'")
            }
            return value
        }
        func tool(_ index: Int) throws(RecordingError) -> Int32 {
            guard let value = Int32(words[index]), value >= 0 else {
                throw fail("bad tool '\(RecordingError.excerpt(words[index]))' in '\(usage)' (0 or more)")
            }
            return value
        }
        switch words[1] {
        case "pen":
            guard words.count == 10 || (words.count == 11 && words[10] == "eraser") else { throw shape }
            guard let phase = TouchRecording.PenFrame.Phase(rawValue: String(words[3])) else {
                throw fail("bad pen phase '\(RecordingError.excerpt(words[3]))' in '\(usage)'")
            }
            let pressure = try number(6)
            let distance = try number(9)
            guard (0...1).contains(pressure), (0...1).contains(distance) else {
                throw fail("pressure and distance must be from 0 to 1 in '\(usage)'")
            }
            return .pen(
                TouchRecording.PenFrame(
                    tool: try tool(2), phase: phase, x: try number(4), y: try number(5), pressure: pressure,
                    tiltX: try number(7), tiltY: try number(8), distance: distance, isEraser: words.count == 11))
        case "pen-button":
            guard words.count == 5 else { throw shape }
            guard let code = UInt32(words[3]), code <= 0xFFFF else {
                throw fail("bad button code '\(RecordingError.excerpt(words[3]))' in '\(usage)' (0...65535)")
            }
            guard words[4] == "down" || words[4] == "up" else {
                throw fail("bad button state '\(RecordingError.excerpt(words[4]))' in '\(usage)' (down or up)")
            }
            return .penButton(tool: try tool(2), code: code, pressed: words[4] == "down")
        default:
            guard words.count >= 4, let kind = TouchpadGesture.Kind(rawValue: String(words[2])) else { throw shape }
            switch words[3] {
            case "begin":
                guard words.count == 5, let fingers = Int(words[4]), (1...10).contains(fingers) else { throw shape }
                return .touchpad(TouchRecording.TouchpadStep(kind: kind, phase: .begin(fingers: fingers)))
            case "update" where kind == .pinch:
                guard words.count == 8 else { throw shape }
                return .touchpad(
                    TouchRecording.TouchpadStep(
                        kind: kind,
                        phase: .update(
                            dx: try number(4), dy: try number(5), scale: try number(6), rotation: try number(7))
                    ))
            case "update" where kind == .swipe:
                guard words.count == 6 else { throw shape }
                return .touchpad(
                    TouchRecording.TouchpadStep(
                        kind: kind, phase: .update(dx: try number(4), dy: try number(5), scale: 1, rotation: 0)))
            case "end", "cancel":
                guard words.count == 4 else { throw shape }
                return .touchpad(TouchRecording.TouchpadStep(kind: kind, phase: .end(cancelled: words[3] == "cancel")))
            default:
                throw shape
            }
        }
    }
}
