import TouchKit

extension TouchRecording {
    /// The pointer beyond its primary button's finger, in a recording: a button other
    /// than the primary (`<ms> button <code> down|up`), motion with no button down
    /// (`<ms> hover <x> <y>`), a scroll (`<ms> axis <source> <dx> <dy> [<sx> <sy>]`) and
    /// the end of a scroll sequence (`<ms> axis-stop <source>`) (SPEC P1, P8, P10).
    ///
    /// Like keys, each stands at a ``position`` among the touch ``events`` (how many
    /// come before it), so a recording reads, writes and replays in the order of its
    /// file. A scroll's source is `wheel`, `finger`, `continuous` or `wheel-tilt`; its
    /// `dx dy` are `wl_pointer.axis` lengths, and `sx sy` the wheel steps
    /// (`axis_value120 / 120`), when the device reported them. Recordings without these
    /// lines read as before.
    public struct PointerEvent: Sendable, Hashable, CustomStringConvertible {
        /// What the pointer did.
        public enum Kind: Sendable, Hashable {
            /// A button other than the primary went down or up (a Linux input event code).
            case button(code: UInt32, pressed: Bool)
            /// The pointer moved to a surface-local point with no button down.
            case hover(x: Double, y: Double)
            /// A scroll: axis lengths and, for a wheel, its steps.
            case axis(source: ScrollInput.Source, delta: Point, steps: Point?)
            /// The scroll sequence ended (`wl_pointer.axis_stop`).
            case axisStop(source: ScrollInput.Source)
            /// A pen's frame (SPEC P73, ``TouchRecording/PenFrame``).
            case pen(TouchRecording.PenFrame)
            /// One of a pen's buttons went down or up (a Linux input event code, P72).
            case penButton(tool: Int32, code: UInt32, pressed: Bool)
            /// A step of a touchpad gesture (SPEC P73, ``TouchRecording/TouchpadStep``).
            case touchpad(TouchRecording.TouchpadStep)
        }

        /// Milliseconds since the start of the recording.
        public var time: Double
        /// What the pointer did.
        public var kind: Kind
        /// How many touch events come before it.
        public var position: Int
        /// The line of the file it came from, or `nil` for one made in code.
        public var line: Int?

        /// Creates a pointer event.
        public init(time: Double, kind: Kind, position: Int, line: Int? = nil) {
            self.time = time
            self.kind = kind
            self.position = position
            self.line = line
        }

        /// Compares time, kind and position, not the source line.
        public static func == (lhs: PointerEvent, rhs: PointerEvent) -> Bool {
            lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.position == rhs.position
        }

        /// Hashes time, kind and position, not the source line.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(time)
            hasher.combine(kind)
            hasher.combine(position)
        }

        /// The event's line in the text format, e.g. `120 axis wheel 0 10 0 1`.
        public var description: String {
            let f = RecordingNumber.format
            let t = f(time)
            switch kind {
            case .button(let code, let pressed): return "\(t) button \(code) \(pressed ? "down" : "up")"
            case .hover(let x, let y): return "\(t) hover \(f(x)) \(f(y))"
            case .axis(let source, let delta, let steps):
                let tail = steps.map { " \(f($0.x)) \(f($0.y))" } ?? ""
                return "\(t) axis \(Self.name(source)) \(f(delta.x)) \(f(delta.y))\(tail)"
            case .axisStop(let source): return "\(t) axis-stop \(Self.name(source))"
            case .pen(let frame): return "\(t) pen \(frame.fields)"
            case .penButton(let tool, let code, let pressed):
                return "\(t) pen-button \(tool) \(code) \(pressed ? "down" : "up")"
            case .touchpad(let step): return "\(t) touchpad \(step.fields)"
            }
        }

        /// The verbs of pointer lines.
        static let verbs = ["button", "hover", "axis", "axis-stop", "pen", "pen-button", "touchpad"]

        /// The usage the parser quotes in its errors.
        static func usage(_ verb: Substring) -> String {
            switch verb {
            case "button": "<ms> button <code> down|up"
            case "hover": "<ms> hover <x> <y>"
            case "axis": "<ms> axis wheel|finger|continuous|wheel-tilt <dx> <dy> [<sx> <sy>]"
            case "pen": penUsage
            case "pen-button": penButtonUsage
            case "touchpad": touchpadUsage
            default: "<ms> axis-stop wheel|finger|continuous|wheel-tilt"
            }
        }

        static func name(_ source: ScrollInput.Source) -> String {
            source == .wheelTilt ? "wheel-tilt" : source.rawValue
        }

        static func source(_ word: Substring) -> ScrollInput.Source? {
            word == "wheel-tilt" ? .wheelTilt : ScrollInput.Source(rawValue: String(word))
        }

        /// Reads the fields of a pointer line after its time.
        /// - Throws: ``RecordingError`` (`file:line: message`) for a wrong field count, a
        ///   bad number, code, state or source.
        static func parse(
            _ words: [Substring], text: String, time: Double, position: Int, line: Int, fileName: String
        ) throws(RecordingError) -> PointerEvent {
            let verb = words[1]
            let usage = usage(verb)
            func fail(_ message: String) -> RecordingError {
                RecordingError(file: fileName, line: line, message: message)
            }
            let shape = fail("expected '\(usage)', got '\(RecordingError.excerpt(text))'")
            func number(_ index: Int) throws(RecordingError) -> Double {
                guard let value = RecordingNumber.parse(words[index]) else {
                    throw fail("bad number '\(RecordingError.excerpt(words[index]))' in '\(usage)'")
                }
                return value
            }
            func source(_ index: Int) throws(RecordingError) -> ScrollInput.Source {
                guard let source = Self.source(words[index]) else {
                    throw fail("bad scroll source '\(RecordingError.excerpt(words[index]))' in '\(usage)'")
                }
                return source
            }
            let kind: Kind
            switch verb {
            case "pen", "pen-button", "touchpad":
                kind = try parsePenOrTouchpad(words, text: text, usage: usage, fail: fail)
            case "button":
                guard words.count == 4 else { throw shape }
                guard let code = UInt32(words[2]), code <= 0xFFFF else {
                    throw fail("bad button code '\(RecordingError.excerpt(words[2]))' in '\(usage)' (0...65535)")
                }
                guard words[3] == "down" || words[3] == "up" else {
                    throw fail("bad button state '\(RecordingError.excerpt(words[3]))' in '\(usage)' (down or up)")
                }
                kind = .button(code: code, pressed: words[3] == "down")
            case "hover":
                guard words.count == 4 else { throw shape }
                kind = .hover(x: try number(2), y: try number(3))
            case "axis":
                guard words.count == 5 || words.count == 7 else { throw shape }
                let steps = words.count == 7 ? Point(x: try number(5), y: try number(6)) : nil
                kind = .axis(source: try source(2), delta: Point(x: try number(3), y: try number(4)), steps: steps)
            default:
                guard words.count == 3 else { throw shape }
                kind = .axisStop(source: try source(2))
            }
            return PointerEvent(time: time, kind: kind, position: position, line: line)
        }
    }
}
