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
/// `TouchKitRecording`'s player, `TouchKitTesting`'s `WindowTestHost` and fuzzer, the
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

        /// The fault's kind without its id, so that each kind is reported once.
        public var kind: String {
            switch self {
            case .motionForUnknownTouch: "motion-for-unknown-touch"
            case .upForUnknownTouch: "up-for-unknown-touch"
            case .downForActiveTouch: "down-for-active-touch"
            case .propertyForUnknownTouch: "property-for-unknown-touch"
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
            }
        }
    }

    /// What one finger looks like between frames.
    private struct Finger: Sendable {
        var window: WindowID
        var location: Point
        var timestamp: Double
        var majorRadius: Double?
        var minorRadius: Double?
        var orientation: Double?
    }

    /// What happened to a finger since the last frame.
    private enum Change: Sendable {
        case began, moved, ended, cancelled
    }

    /// The seat whose events this builder converts.
    public let seat: SeatID
    /// Whether the primary pointer button acts as a finger (SPEC W10). On by default.
    public var pointerActsAsTouch: Bool
    /// Called once for the first fault of each kind (SPEC W6); `nil` reports nothing.
    public var faultHandler: (@Sendable (Fault) -> Void)?
    /// How many faults were survived, reported or not.
    public private(set) var faultCount = 0

    private var fingers: [TouchPoint.ID: Finger] = [:]
    private var order: [TouchPoint.ID] = []
    private var changes: [TouchPoint.ID: Change] = [:]
    private var ready: [TouchFrame] = []
    private var latestTime: Double = 0
    private var preciseTime: Double?
    private var reportedFaultKinds: Set<String> = []

    private var pointerWindow: WindowID?
    private var pointerLocation = Point.zero

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

    /// Whether changes are waiting for a frame.
    public var hasPendingChanges: Bool { !changes.isEmpty }

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
        let key = TouchPoint.ID(id)
        let t = takeTime(time)
        guard fingers[key] != nil, changes[key] != .ended, changes[key] != .cancelled else {
            report(.motionForUnknownTouch(id))
            return
        }
        fingers[key]!.location = location
        fingers[key]!.timestamp = t
        if changes[key] == nil { changes[key] = .moved }
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
        cancelFingers { $0.type == .direct }
    }

    /// Cancels every finger, touch and pointer, for example because the seat lost its
    /// touch or pointer capability.
    /// - Parameter type: Only fingers of this type, or all when `nil`.
    public mutating func cancelAll(of type: TouchType? = nil) -> [TouchFrame] {
        cancelFingers { type == nil || $0.type == type }
    }

    /// Cancels the fingers of a window that went away (SPEC F4).
    public mutating func forgetWindow(_ window: WindowID) -> [TouchFrame] {
        if pointerWindow == window { pointerWindow = nil }
        let current = fingers
        return cancelFingers { current[$0]?.window == window }
    }

    // MARK: - wl_pointer (SPEC W10)

    /// `wl_pointer.enter`: the pointer is over `window` at `location`.
    public mutating func pointerEnter(window: WindowID, location: Point) {
        pointerWindow = window
        pointerLocation = location
    }

    /// `wl_pointer.leave`: the pointer left the window. A pressed pointer finger is
    /// cancelled, since its release will not reach this window.
    public mutating func pointerLeave() -> [TouchFrame] {
        pointerWindow = nil
        return cancelFingers { $0.type == .pointer }
    }

    /// `wl_pointer.motion`: the pointer moved; a pressed pointer finger moves with it.
    public mutating func pointerMotion(location: Point, time: UInt32) {
        pointerLocation = location
        let key = TouchPoint.ID(0, type: .pointer)
        let t = takeTime(time)
        guard fingers[key] != nil, changes[key] != .ended else { return }
        fingers[key]!.location = location
        fingers[key]!.timestamp = t
        if changes[key] == nil { changes[key] = .moved }
    }

    /// `wl_pointer.button` for the primary (left) button. Other buttons are not touches.
    public mutating func pointerPrimaryButton(pressed: Bool, time: UInt32) {
        let key = TouchPoint.ID(0, type: .pointer)
        let t = takeTime(time)
        if pressed {
            guard pointerActsAsTouch, let window = pointerWindow, fingers[key] == nil else { return }
            begin(key, window: window, location: pointerLocation, time: t)
        } else if fingers[key] != nil {
            end(key, time: t)
        }
    }

    /// `wl_pointer.frame`: the pointer's changes so far form one frame.
    public mutating func pointerFrame() -> [TouchFrame] {
        frame()
    }

    // MARK: - Internals

    private mutating func takeTime(_ milliseconds: UInt32) -> Double {
        let t = preciseTime ?? Double(milliseconds) / 1000
        preciseTime = nil
        latestTime = t
        return t
    }

    private mutating func begin(_ key: TouchPoint.ID, window: WindowID, location: Point, time: Double) {
        if fingers[key] != nil {
            switch changes[key] {
            case .ended, .cancelled:
                // The id was released earlier in this frame and is reused: deliver the
                // release first.
                emitPending()
            default:
                if key.type == .direct { report(.downForActiveTouch(key.number)) }
                if changes[key] == .began {
                    // Never delivered: drop it silently, the new down replaces it.
                    changes[key] = nil
                    fingers[key] = nil
                    order.removeAll { $0 == key }
                } else {
                    changes[key] = .cancelled
                    emitPending()
                }
            }
        }
        fingers[key] = Finger(window: window, location: location, timestamp: time)
        order.append(key)
        changes[key] = .began
    }

    @discardableResult
    private mutating func end(_ key: TouchPoint.ID, time: Double) -> Bool {
        guard fingers[key] != nil, changes[key] != .ended, changes[key] != .cancelled else {
            return false
        }
        if changes[key] == .began {
            // Down and up in one frame: the began goes out on its own first (W5).
            emitPending()
        }
        fingers[key]!.timestamp = time
        changes[key] = .ended
        return true
    }

    private mutating func updateProperty(_ id: Int32, _ update: (inout Finger) -> Void) {
        let key = TouchPoint.ID(id)
        guard fingers[key] != nil, changes[key] != .ended, changes[key] != .cancelled else {
            report(.propertyForUnknownTouch(id))
            return
        }
        update(&fingers[key]!)
        if changes[key] == nil { changes[key] = .moved }
    }

    private mutating func cancelFingers(where matches: (TouchPoint.ID) -> Bool) -> [TouchFrame] {
        let doomed = order.filter(matches)
        for key in doomed {
            if changes[key] == .began {
                changes[key] = nil
                fingers[key] = nil
                order.removeAll { $0 == key }
            } else if changes[key] != .ended {
                changes[key] = .cancelled
            }
        }
        emitPending()
        return takeReady()
    }

    private mutating func emitPending() {
        guard !changes.isEmpty else { return }
        var points: [TouchPoint] = []
        points.reserveCapacity(order.count)
        var frameTime = latestTime
        for key in order {
            guard let finger = fingers[key] else { continue }
            let phase: TouchPhase =
                switch changes[key] {
                case .began: .began
                case .moved: .moved
                case .ended: .ended
                case .cancelled: .cancelled
                case nil: .stationary
                }
            if phase != .stationary { frameTime = max(frameTime, finger.timestamp) }
            points.append(
                TouchPoint(
                    id: key, window: finger.window, phase: phase, location: finger.location,
                    timestamp: finger.timestamp, majorRadius: finger.majorRadius,
                    minorRadius: finger.minorRadius, orientation: finger.orientation))
        }
        for (key, change) in changes where change == .ended || change == .cancelled {
            fingers[key] = nil
        }
        if fingers.count != order.count { order.removeAll { fingers[$0] == nil } }
        changes.removeAll(keepingCapacity: true)
        ready.append(TouchFrame(seat: seat, timestamp: frameTime, points: points))
    }

    private mutating func takeReady() -> [TouchFrame] {
        let frames = ready
        ready = []
        return frames
    }

    private mutating func report(_ fault: Fault) {
        faultCount += 1
        if reportedFaultKinds.insert(fault.kind).inserted { faultHandler?(fault) }
    }
}
