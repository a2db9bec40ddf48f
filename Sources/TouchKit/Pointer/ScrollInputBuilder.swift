/// Turns one seat's `wl_pointer` axis events into ``ScrollInput`` values, one per
/// `wl_pointer.frame` (SPEC P1, P11).
///
/// Pure, like ``TouchFrameBuilder``: the Wayland backend feeds it what the compositor
/// said and hands the result to ``Application/handleScroll(_:)``; tests and replays
/// feed it the same events. Faults are survived and reported once per kind.
public struct ScrollInputBuilder: Sendable {
    /// A scroll axis (`wl_pointer.axis`).
    public enum Axis: Sendable, Hashable {
        /// Up and down.
        case vertical
        /// Left and right.
        case horizontal
    }

    /// Scroll input the builder survived (SPEC P11).
    public enum Fault: Sendable, Hashable, CustomStringConvertible {
        /// Axis events with no `wl_pointer.frame` after them before the read ended.
        case axisWithoutFrame
        /// `axis_value120` or `axis_discrete` with no `axis` on that axis in the frame.
        case stepsWithoutAxis
        /// Both `axis_discrete` and `axis_value120` in one frame.
        case discreteAndValue120
        /// A non-finite axis value.
        case nonFiniteValue

        /// What happened, for the log.
        public var description: String {
            switch self {
            case .axisWithoutFrame: "wl_pointer axis events with no frame: delivered at the end of the read"
            case .stepsWithoutAxis: "wl_pointer axis_value120/axis_discrete with no axis: scrolling by the steps"
            case .discreteAndValue120: "wl_pointer axis_discrete and axis_value120 in one frame: using value120"
            case .nonFiniteValue: "wl_pointer axis with a non-finite value: dropped"
            }
        }
    }

    /// The seat whose events this builder converts.
    public let seat: SeatID
    /// Called once for the first fault of each kind; `nil` reports nothing.
    public var faultHandler: (@Sendable (Fault) -> Void)?
    /// How many faults were survived, reported or not.
    public private(set) var faultCount = 0
    private var reported: Set<Fault> = []

    private var source: ScrollInput.Source?
    private var delta = Point.zero
    private var hasAxis = (x: false, y: false)
    private var value120 = (x: 0.0, y: 0.0)
    private var discrete = (x: 0.0, y: 0.0)
    private var hasValue120 = (x: false, y: false)
    private var hasDiscrete = (x: false, y: false)
    private var stopped = false
    private var time: Double = 0
    private var pending = false

    /// Creates a builder for one seat.
    public init(seat: SeatID = .default) {
        self.seat = seat
    }

    /// Whether axis events wait for a frame.
    public var hasPendingScroll: Bool { pending }

    /// `wl_pointer.axis_source`.
    public mutating func source(_ source: ScrollInput.Source) {
        self.source = source
        pending = true
    }

    /// `wl_pointer.axis`: `value` points along `axis` at `time` (milliseconds).
    public mutating func axis(_ axis: Axis, value: Double, time: UInt32) {
        self.time = Double(time) / 1000
        pending = true
        guard value.isFinite else {
            report(.nonFiniteValue)
            return
        }
        switch axis {
        case .vertical:
            delta.y += value
            hasAxis.y = true
        case .horizontal:
            delta.x += value
            hasAxis.x = true
        }
    }

    /// `wl_pointer.axis_value120`: a wheel's movement in 120ths of a step.
    public mutating func value120(_ axis: Axis, _ value: Int32) {
        pending = true
        switch axis {
        case .vertical:
            value120.y += Double(value)
            hasValue120.y = true
        case .horizontal:
            value120.x += Double(value)
            hasValue120.x = true
        }
    }

    /// `wl_pointer.axis_discrete` (below version 8): whole wheel steps.
    public mutating func discrete(_ axis: Axis, _ steps: Int32) {
        pending = true
        switch axis {
        case .vertical:
            discrete.y += Double(steps)
            hasDiscrete.y = true
        case .horizontal:
            discrete.x += Double(steps)
            hasDiscrete.x = true
        }
    }

    /// `wl_pointer.axis_stop`: the sequence on `axis` ended at `time` (milliseconds).
    public mutating func stop(_ axis: Axis, time: UInt32) {
        self.time = Double(time) / 1000
        stopped = true
        pending = true
    }

    /// `wl_pointer.frame`: the axis events so far are one scroll, over `window` at
    /// `location`; `nil` when the frame had none.
    public mutating func frame(window: WindowID, location: Point, modifierFlags: KeyModifierFlags = [])
        -> ScrollInput?
    {
        guard pending else { return nil }
        defer { clear() }
        if (hasValue120.x && hasDiscrete.x) || (hasValue120.y && hasDiscrete.y) { report(.discreteAndValue120) }
        let stepsX: Double? = hasValue120.x ? value120.x / 120 : hasDiscrete.x ? discrete.x : nil
        let stepsY: Double? = hasValue120.y ? value120.y / 120 : hasDiscrete.y ? discrete.y : nil
        if (stepsX != nil && !hasAxis.x) || (stepsY != nil && !hasAxis.y) { report(.stepsWithoutAxis) }
        let steps: Point? = stepsX == nil && stepsY == nil ? nil : Point(x: stepsX ?? 0, y: stepsY ?? 0)
        let kind = source ?? (steps != nil ? .wheel : .continuous)
        guard delta != .zero || steps != nil || stopped else { return nil }
        return ScrollInput(
            seat: seat, window: window, location: location, timestamp: time, source: kind, delta: delta,
            steps: steps, isStop: stopped, modifierFlags: modifierFlags)
    }

    /// Axis events whose frame never came, at the end of a read: delivered as a frame
    /// and reported once (SPEC P11).
    public mutating func flush(window: WindowID, location: Point, modifierFlags: KeyModifierFlags = [])
        -> ScrollInput?
    {
        guard pending else { return nil }
        report(.axisWithoutFrame)
        return frame(window: window, location: location, modifierFlags: modifierFlags)
    }

    /// Forgets pending events (the pointer left the window).
    public mutating func clear() {
        source = nil
        delta = .zero
        hasAxis = (false, false)
        value120 = (0, 0)
        discrete = (0, 0)
        hasValue120 = (false, false)
        hasDiscrete = (false, false)
        stopped = false
        pending = false
    }

    private mutating func report(_ fault: Fault) {
        faultCount += 1
        if reported.insert(fault).inserted { faultHandler?(fault) }
    }
}
