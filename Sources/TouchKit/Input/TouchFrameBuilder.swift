/// Turns a seat's raw touch and pointer events into ``TouchFrame`` values.
///
/// This is the one pure converter between device events and the event model, in
/// the manner of Flutter's pointer converter: the Wayland backend feeds it what
/// `wl_touch` and `wl_pointer` said, with no interpretation, and dispatches the
/// frames it returns. It imports nothing from Wayland and is tested with synthetic
/// sequences.
///
/// The rules it implements (SPEC W1-W10):
/// - Changes are collected until ``frame()`` and become one frame in which every
///   finger appears, unchanged ones as `stationary` (W1, W2).
/// - ``cancel()`` cancels every finger of the seat at once (W3).
/// - ``flush()``, called once the compositor's events of a read are dispatched,
///   delivers changes whose `frame` never came (Weston's missing frame after the last
///   `up`, W4).
/// - A `down` and an `up` of the same id in one frame become two frames, `began` then
///   `ended`, so a quick tap is never lost (W5). Likewise an id reused within a frame.
/// - `motion`/`up`/`shape`/`orientation` for an id that is not down, and a second
///   `down` for an id that is down, are compositor faults: each kind is reported once
///   through ``faultHandler``, counted in ``faultCount``, and survived: stray events
///   are ignored, and a repeated `down` cancels the old finger before the new one
///   begins, so no finger is stuck or lost (W6).
/// - Times: `wl_touch` milliseconds become seconds; a nanosecond time given with
///   ``setPreciseTimestamp(nanoseconds:)`` (from `zwp_input_timestamps_v1`) replaces
///   the millisecond time of the next event (W7).
/// - `shape` and `orientation` are kept on the finger (W8).
/// - The primary pointer button acts as one finger of type ``TouchType/pointer``
///   unless ``pointerActsAsTouch`` is off (W10). This is the only place that knows.
///
/// A window that goes away is handled with ``forgetWindow(_:)``: its fingers are
/// cancelled (SPEC F4).
///
/// Why it is public (and not behind an SPI): it is the one way into the event model
/// for anything that produces touches, not only TouchKit's Wayland backend.
/// `TouchKitRecording`'s player, `TouchKitTestHost`'s `WindowTestHost`, `TouchKitTesting`'s fuzzer, the
/// benchmarks, and an app's own unit tests build frames with it, so a test feeds the
/// application exactly what a compositor's events would give, W1-W10 included; a
/// backend for another input source (libinput, a network stream) would use it too.
/// Apps that only handle touches never need it.
public struct TouchFrameBuilder: Sendable {
    /// A compositor fault the builder survived (SPEC W6).
    public enum Fault: Sendable, Hashable, CustomStringConvertible {
        /// `wl_touch.motion` for an id that is not down.
        case motionForUnknownTouch(Int32)
        /// `wl_touch.up` for an id that is not down.
        case upForUnknownTouch(Int32)
        /// `wl_touch.down` for an id that is already down.
        case downForActiveTouch(Int32)
        /// `shape` or `orientation` for an id that is not down.
        case propertyForUnknownTouch(Int32)
        /// A tablet tool's event that makes no sense (SPEC P47).
        case pencil(PencilFault)

        /// The fault's kind without its id, so that each kind is reported once.
        public var kind: String {
            switch self {
            case .motionForUnknownTouch: "motion-for-unknown-touch"
            case .upForUnknownTouch: "up-for-unknown-touch"
            case .downForActiveTouch: "down-for-active-touch"
            case .propertyForUnknownTouch: "property-for-unknown-touch"
            case .pencil(let fault): fault.kind
            }
        }

        /// A sentence for the log.
        public var description: String {
            switch self {
            case .motionForUnknownTouch(let id):
                "compositor sent wl_touch.motion for touch \(id), which is not down; ignored"
            case .upForUnknownTouch(let id):
                "compositor sent wl_touch.up for touch \(id), which is not down; ignored"
            case .downForActiveTouch(let id):
                "compositor sent wl_touch.down for touch \(id), which is already down; the old touch is cancelled"
            case .propertyForUnknownTouch(let id):
                "compositor sent wl_touch.shape/orientation for touch \(id), which is not down; ignored"
            case .pencil(let fault): fault.description
            }
        }
    }

    /// What one finger looks like between frames, and what happened to it since the
    /// last frame.
    internal struct Finger: Sendable {
        var id: TouchPoint.ID
        var window: WindowID
        var location: Point
        var timestamp: Double
        var majorRadius: Double?
        var minorRadius: Double?
        var orientation: Double?
        /// A pen's sample (SPEC P40).
        var pencil: PencilSample?
        /// The change since the last frame; `nil`: stationary.
        var change: Change?
    }

    /// What happened to a finger since the last frame.
    internal enum Change: Sendable {
        case began, moved, ended, cancelled

        /// `ended` or `cancelled`: the finger goes with the next frame.
        var isTerminal: Bool { self == .ended || self == .cancelled }
    }

    /// The seat whose events this builder converts.
    public let seat: SeatID
    /// Whether the primary pointer button acts as a finger (SPEC W10). On by default.
    public var pointerActsAsTouch: Bool
    /// Called once for the first fault of each kind (SPEC W6); `nil` reports nothing.
    public var faultHandler: (@Sendable (Fault) -> Void)?
    /// How many faults were survived, reported or not.
    public private(set) var faultCount = 0

    /// The fingers down (or lifted since the last frame), in the order they went down.
    /// A handful at most: searched linearly, which costs less per event than hashing ids.
    internal var fingers: [Finger] = []
    private var ready: [TouchFrame] = []
    private var latestTime: Double = 0
    /// The tablet tools the seat announced (TouchFrameBuilder+Pencil.swift, SPEC P40).
    internal var pencilTools = PencilTools()
    private var preciseTime: Double?
    private var reportedFaultKinds: Set<String> = []

    internal var pointerWindow: WindowID?
    internal var pointerLocation = Point.zero
    /// The pointer's buttons down, and those pressed since its finger began (SPEC P8).
    public internal(set) var pointerButtons: Event.ButtonMask = []
    internal var pointerTouchButtons: Event.ButtonMask = []

    /// Creates a builder for one seat.
    /// - Parameters:
    ///   - seat: The seat the frames will name.
    ///   - pointerActsAsTouch: Whether the primary pointer button acts as a finger.
    public init(seat: SeatID = .default, pointerActsAsTouch: Bool = true) {
        self.seat = seat
        self.pointerActsAsTouch = pointerActsAsTouch
    }

    /// The fingers currently down, as of the last frame.
    public var activeTouchCount: Int { fingers.count }

    /// Whether changes, or frames completed earlier, are waiting for ``frame()`` or ``flush()``.
    public var hasPendingChanges: Bool {
        if !ready.isEmpty { return true }
        for finger in fingers where finger.change != nil { return true }
        return false
    }

    // MARK: - wl_touch

    /// Gives the nanosecond time of the next event (`zwp_input_timestamp_v1.timestamp`).
    public mutating func setPreciseTimestamp(nanoseconds: UInt64) {
        preciseTime = Double(nanoseconds) / 1e9
    }

    /// `wl_touch.down`: a finger touched `window` at a surface-local `location`.
    /// - Parameters:
    ///   - id: The compositor's touch id.
    ///   - window: The window whose surface was touched.
    ///   - location: Surface-local logical coordinates.
    ///   - time: The compositor's millisecond timestamp.
    public mutating func down(id: Int32, window: WindowID, location: Point, time: UInt32) {
        begin(TouchPoint.ID(id), window: window, location: location, time: takeTime(time))
    }

    /// `wl_touch.motion`: a finger moved.
    public mutating func motion(id: Int32, location: Point, time: UInt32) {
        let t = takeTime(time)
        guard let index = index(of: TouchPoint.ID(id)), fingers[index].change?.isTerminal != true else {
            report(.motionForUnknownTouch(id))
            return
        }
        fingers[index].location = location
        fingers[index].timestamp = t
        if fingers[index].change == nil { fingers[index].change = .moved }
    }

    /// `wl_touch.up`: a finger lifted.
    public mutating func up(id: Int32, time: UInt32) {
        let t = takeTime(time)
        if !end(TouchPoint.ID(id), time: t) { report(.upForUnknownTouch(id)) }
    }

    /// `wl_touch.shape`: the contact ellipse's axes changed (SPEC W8).
    /// - Parameters:
    ///   - id: The compositor's touch id.
    ///   - major: The length of the major axis, logical pixels.
    ///   - minor: The length of the minor axis, logical pixels.
    public mutating func shape(id: Int32, major: Double, minor: Double) {
        updateProperty(id) {
            $0.majorRadius = major / 2
            $0.minorRadius = minor / 2
        }
    }

    /// `wl_touch.orientation`: the contact ellipse turned (SPEC W8).
    public mutating func orientation(id: Int32, degrees: Double) {
        updateProperty(id) { $0.orientation = degrees }
    }

    /// `wl_touch.frame`: the changes so far form one frame.
    /// - Returns: The frames to dispatch, in order (more than one when a finger went
    ///   down and up within the frame, W5).
    public mutating func frame() -> [TouchFrame] {
        emitPending()
        return takeReady()
    }

    /// Delivers changes still waiting for a `frame` that the compositor did not send
    /// (SPEC W4). Call it once the events of one read from the compositor are dispatched.
    public mutating func flush() -> [TouchFrame] {
        frame()
    }

    /// `wl_touch.cancel`: the compositor took the touch sequence; every finger of the
    /// seat is cancelled (SPEC W3). Fingers that went down since the last frame were
    /// never delivered and are dropped.
    public mutating func cancel() -> [TouchFrame] {
        cancelFingers { $0.id.type == .direct }
    }

    /// Cancels every finger, touch and pointer, for example because the seat lost its
    /// touch or pointer capability.
    /// - Parameter type: Only fingers of this type, or all when `nil`.
    public mutating func cancelAll(of type: TouchType? = nil) -> [TouchFrame] {
        cancelFingers { type == nil || $0.id.type == type }
    }

    /// Cancels the fingers of a window that went away (SPEC F4).
    ///
    /// A host hands the result in at once, maybe ahead of frames it collected earlier
    /// and has not handed in yet. So the frame returned is about the window's fingers
    /// only: nothing when none is on it, and other fingers' changes (and frames
    /// completed earlier, the cancel of a repeated `down`, W6) wait for the next
    /// ``frame()`` or ``flush()``, in their order.
    public mutating func forgetWindow(_ window: WindowID) -> [TouchFrame] {
        if pointerWindow == window { pointerWindow = nil }
        pencilTools.forget(window)
        var points: [TouchPoint] = []
        var index = 0
        while index < fingers.count {
            let finger = fingers[index]
            guard finger.window == window else {
                // Every finger appears (W2): one with no change since the last frame as
                // stationary; one with a change waits for its own frame.
                if finger.change == nil {
                    points.append(
                        TouchPoint(
                            id: finger.id, window: finger.window, phase: .stationary, location: finger.location,
                            timestamp: finger.timestamp, majorRadius: finger.majorRadius,
                            minorRadius: finger.minorRadius, orientation: finger.orientation, pencil: finger.pencil))
                }
                index += 1
                continue
            }
            fingers.remove(at: index)
            // A `down` not delivered yet is dropped: it never began.
            guard finger.change != .began else { continue }
            points.append(
                TouchPoint(
                    id: finger.id, window: finger.window, phase: finger.change == .ended ? .ended : .cancelled,
                    location: finger.location, timestamp: finger.timestamp, majorRadius: finger.majorRadius,
                    minorRadius: finger.minorRadius, orientation: finger.orientation, pencil: finger.pencil))
        }
        guard points.contains(where: { $0.phase != .stationary }) else { return [] }
        let time = points.map(\.timestamp).max() ?? latestTime
        return [TouchFrame(seat: seat, timestamp: max(time, latestTime), points: points)]
    }

    // MARK: - Internals

    internal mutating func takeTime(_ milliseconds: UInt32) -> Double {
        let t = preciseTime ?? Double(milliseconds) / 1000
        preciseTime = nil
        latestTime = t
        return t
    }

    /// Where the finger with `key` is in ``fingers``.
    internal func index(of key: TouchPoint.ID) -> Int? {
        for index in fingers.indices where fingers[index].id == key { return index }
        return nil
    }

    internal mutating func begin(_ key: TouchPoint.ID, window: WindowID, location: Point, time: Double) {
        if let index = index(of: key) {
            switch fingers[index].change {
            case .ended, .cancelled:
                // The id was released earlier in this frame and is reused: deliver the
                // release first.
                emitPending()
            default:
                if key.type == .direct { report(.downForActiveTouch(key.number)) }
                if fingers[index].change == .began {
                    // Never delivered: drop it silently, the new down replaces it.
                    fingers.remove(at: index)
                } else {
                    fingers[index].change = .cancelled
                    emitPending()
                }
            }
        }
        fingers.append(Finger(id: key, window: window, location: location, timestamp: time, change: .began))
    }

    @discardableResult
    internal mutating func end(_ key: TouchPoint.ID, time: Double) -> Bool {
        guard let found = index(of: key), fingers[found].change?.isTerminal != true else { return false }
        var index = found
        if fingers[index].change == .began {
            // Down and up in one frame: the began goes out on its own first (W5). That
            // frame may drop fingers that ended before this one: look the finger up again.
            emitPending()
            guard let again = self.index(of: key) else { return false }
            index = again
        }
        fingers[index].timestamp = time
        fingers[index].change = .ended
        return true
    }

    private mutating func updateProperty(_ id: Int32, _ update: (inout Finger) -> Void) {
        guard let index = index(of: TouchPoint.ID(id)), fingers[index].change?.isTerminal != true else {
            report(.propertyForUnknownTouch(id))
            return
        }
        update(&fingers[index])
        if fingers[index].change == nil { fingers[index].change = .moved }
    }

    internal mutating func cancelFingers(where matches: (Finger) -> Bool) -> [TouchFrame] {
        var index = 0
        while index < fingers.count {
            if matches(fingers[index]) {
                if fingers[index].change == .began {
                    fingers.remove(at: index)
                    continue
                } else if fingers[index].change != .ended {
                    fingers[index].change = .cancelled
                }
            }
            index += 1
        }
        emitPending()
        return takeReady()
    }

    internal mutating func emitPending() {
        guard hasChangedFingers else { return }
        var points: [TouchPoint] = []
        points.reserveCapacity(fingers.count)
        var frameTime = latestTime
        var anyTerminal = false
        for index in fingers.indices {
            let finger = fingers[index]
            let phase: TouchPhase =
                switch finger.change {
                case .began: .began
                case .moved: .moved
                case .ended: .ended
                case .cancelled: .cancelled
                case nil: .stationary
                }
            if phase != .stationary { frameTime = max(frameTime, finger.timestamp) }
            if finger.change?.isTerminal == true { anyTerminal = true }
            var point = TouchPoint(
                id: finger.id, window: finger.window, phase: phase, location: finger.location,
                timestamp: finger.timestamp, majorRadius: finger.majorRadius,
                minorRadius: finger.minorRadius, orientation: finger.orientation, pencil: finger.pencil)
            if finger.id.type == .pointer { point.buttonMask = pointerTouchButtons }
            if finger.id.type == .pencil { point.buttonMask = pencilTools.tools[finger.id.number]?.strokeButtons ?? [] }
            points.append(point)
        }
        if anyTerminal { fingers.removeAll { $0.change?.isTerminal == true } }
        for index in fingers.indices { fingers[index].change = nil }
        ready.append(TouchFrame(seat: seat, timestamp: frameTime, points: points))
    }

    /// Whether a finger changed since the last frame.
    private var hasChangedFingers: Bool {
        for finger in fingers where finger.change != nil { return true }
        return false
    }

    internal mutating func takeReady() -> [TouchFrame] {
        let frames = ready
        ready = []
        return frames
    }

    internal mutating func report(_ fault: Fault) {
        faultCount += 1
        if reportedFaultKinds.insert(fault.kind).inserted { faultHandler?(fault) }
    }
}
