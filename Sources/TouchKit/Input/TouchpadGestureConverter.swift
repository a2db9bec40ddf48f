/// Turns a seat's raw `zwp_pointer_gestures_v1` events into ``TouchpadGesture`` steps
/// (SPEC P48-P53): deltas become totals, and events out of order are faults.
///
/// Like ``TouchFrameBuilder`` it is pure and knows nothing of Wayland: the backend
/// passes what the compositor said and hands the steps to the application.
///
/// Faults (SPEC P53), each reported once through ``faultHandler`` and survived: an
/// `update` or `end` with no gesture of its kind under way is ignored; a `begin` while
/// one of its kind is under way cancels the old one first.
public struct TouchpadGestureConverter: Sendable {
    /// A touchpad gesture event out of order.
    public enum Fault: Sendable, Hashable, CustomStringConvertible {
        /// An `update` with no gesture of its kind under way.
        case updateWithoutBegin(TouchpadGesture.Kind)
        /// An `end` with no gesture of its kind under way.
        case endWithoutBegin(TouchpadGesture.Kind)
        /// A `begin` while a gesture of its kind is under way.
        case beginDuringGesture(TouchpadGesture.Kind)

        /// The fault's kind, so that each is reported once.
        public var kind: String {
            switch self {
            case .updateWithoutBegin: "touchpad-update-without-begin"
            case .endWithoutBegin: "touchpad-end-without-begin"
            case .beginDuringGesture: "touchpad-begin-during-gesture"
            }
        }

        /// A sentence for the log.
        public var description: String {
            switch self {
            case .updateWithoutBegin(let kind):
                "compositor sent a touchpad \(kind) update with no \(kind) begun; ignored"
            case .endWithoutBegin(let kind):
                "compositor sent a touchpad \(kind) end with no \(kind) begun; ignored"
            case .beginDuringGesture(let kind):
                "compositor began a touchpad \(kind) during another; the first is cancelled"
            }
        }
    }

    /// The seat the steps name.
    public let seat: SeatID
    /// Called once for the first fault of each kind; `nil` reports nothing.
    public var faultHandler: (@Sendable (Fault) -> Void)?
    /// How many faults were survived, reported or not.
    public private(set) var faultCount = 0
    private var active: [TouchpadGesture.Kind: TouchpadGesture] = [:]
    private var reported: Set<String> = []

    /// Creates a converter for one seat.
    public init(seat: SeatID = .default) {
        self.seat = seat
    }

    /// Whether a gesture of `kind` is under way.
    public func isActive(_ kind: TouchpadGesture.Kind) -> Bool { active[kind] != nil }

    /// `begin`: a gesture of `kind` with `fingers` began over `window` at the pointer's `location`.
    /// - Returns: The steps to dispatch: a cancel of a gesture of the same kind still
    ///   under way (a fault), then the new gesture's `began`.
    public mutating func begin(
        _ kind: TouchpadGesture.Kind, window: WindowID, location: Point, fingers: Int, time: UInt32
    ) -> [TouchpadGesture] {
        var steps: [TouchpadGesture] = []
        if var old = active[kind] {
            report(.beginDuringGesture(kind))
            old.phase = .cancelled
            old.timestamp = Double(time) / 1000
            steps.append(old)
        }
        let began = TouchpadGesture(
            kind: kind, phase: .began, seat: seat, window: window, location: location, fingers: fingers,
            timestamp: Double(time) / 1000)
        active[kind] = began
        steps.append(began)
        return steps
    }

    /// `update`: the fingers moved by (`dx`, `dy`); for a pinch, `scale` is relative to
    /// the start and `rotation` the turn since the last update, degrees clockwise.
    public mutating func update(
        _ kind: TouchpadGesture.Kind, dx: Double, dy: Double, scale: Double = 1, rotation: Double = 0, time: UInt32
    ) -> TouchpadGesture? {
        guard var gesture = active[kind] else {
            report(.updateWithoutBegin(kind))
            return nil
        }
        gesture.phase = .changed
        gesture.timestamp = Double(time) / 1000
        if dx.isFinite && dy.isFinite {
            gesture.translation = Point(x: gesture.translation.x + dx, y: gesture.translation.y + dy)
        }
        if scale.isFinite && scale > 0 { gesture.scale = scale }
        if rotation.isFinite { gesture.rotation += rotation * Double.pi / 180 }
        active[kind] = gesture
        return gesture
    }

    /// `end`: the fingers lifted, or the compositor cancelled the gesture.
    public mutating func end(_ kind: TouchpadGesture.Kind, cancelled: Bool, time: UInt32) -> TouchpadGesture? {
        guard var gesture = active.removeValue(forKey: kind) else {
            report(.endWithoutBegin(kind))
            return nil
        }
        gesture.phase = cancelled ? .cancelled : .ended
        gesture.timestamp = Double(time) / 1000
        return gesture
    }

    /// Cancels every gesture under way (the pointer went away).
    public mutating func cancelAll(time: UInt32) -> [TouchpadGesture] {
        let steps = active.values.sorted { $0.kind.rawValue < $1.kind.rawValue }.map { gesture -> TouchpadGesture in
            var cancelled = gesture
            cancelled.phase = .cancelled
            cancelled.timestamp = Double(time) / 1000
            return cancelled
        }
        active.removeAll()
        return steps
    }

    private mutating func report(_ fault: Fault) {
        faultCount += 1
        if reported.insert(fault.kind).inserted { faultHandler?(fault) }
    }
}
