import Foundation

/// The application: it turns input frames into events and is the first funnel
/// every event passes through (SPEC F1).
///
/// The counterpart of `UIApplication`. A backend hands it ``TouchFrame``s
/// (``handle(_:)-(TouchFrame)``); it keeps one ``Touch`` per finger, hit-tests each new
/// finger once in its window (SPEC H1, T2), applies the multi-touch rules (T6-T8,
/// F3), and passes the event to ``sendEvent(_:)``, which hands it to each window's
/// ``Window/sendEvent(_:)``. Both may be overridden; call `super`.
///
/// The first application created becomes ``shared``. Tests create their own and
/// pass it to their windows.
///
/// See also: ``Window``, ``TouchFrameBuilder``.
@MainActor
open class Application: Responder {
    private static var current: Application?

    /// The application of this process: the first one created, or a plain one made on
    /// first use.
    public static var shared: Application {
        if let current { return current }
        return Application()
    }

    /// The object told about the application's life; the last responder of the chain
    /// when it is a ``Responder``.
    public weak var delegate: (any ApplicationDelegate)?

    /// The backend showing the windows (set by a backend's run loop).
    public weak var backend: (any ApplicationBackend)? {
        didSet { for window in windows { backend?.application(self, didAdd: window) } }
    }

    /// The open windows, in the order they were created.
    public private(set) var windows: [Window] = []

    /// The window receiving keyboard input.
    public internal(set) weak var keyWindow: Window?

    /// The clock behind delayed work; a ``ManualClock`` in tests.
    public var clock: any ApplicationClock { delayedWork.clock }

    /// Where touch method calls are recorded, one JSON line each; set from the
    /// `TOUCHKIT_TRACE` environment variable, `nil` (and free) when it is unset.
    public var trace: TouchTrace? {
        didSet { touchEvent.trace = trace }
    }

    internal let delayedWork: DelayedWorkQueue
    internal lazy var animator = Animator(clock: delayedWork.clock)
    internal let touchEvent = Event()


    /// What the previous tap on a seat was, for tap counting (SPEC T6).
    private struct LastTap {
        weak var view: View?
        var location: Point
        var timestamp: Double
        var count: Int
    }

    /// The fingers being tracked, in the order they went down. A handful at most, so a
    /// linear search beats hashing the seat name for every finger of every frame.
    private var active: [Touch] = []

    private func activeTouch(seat: SeatID, id: TouchPoint.ID) -> Touch? {
        for touch in active where touch.identifier == id && touch.seat == seat { return touch }
        return nil
    }

    private func removeActive(_ touch: Touch) {
        if let index = active.firstIndex(where: { $0 === touch }) { active.remove(at: index) }
    }
    private var lastTaps: [SeatID: LastTap] = [:]
    private var ignoringDepth = 0
    private var pressesByKeyCode: [UInt32: Press] = [:]

    /// Creates an application.
    ///
    /// - Parameter clock: The time source of delayed work: the monotonic clock by
    ///   default, a ``ManualClock`` in tests.
    public init(clock: any ApplicationClock = SystemClock()) {
        delayedWork = DelayedWorkQueue(clock: clock)
        super.init()
        if Application.current == nil { Application.current = self }
        if let path = ProcessInfo.processInfo.environment["TOUCHKIT_TRACE"], !path.isEmpty {
            trace = TouchTrace(path: path)
            touchEvent.trace = trace
        }
    }

    /// An application schedules delayed work on itself.
    internal override var owningApplication: Application { self }

    /// The delegate, when it is a responder (SPEC R1).
    open override var next: Responder? { delegate as? Responder }

    // MARK: - Windows

    internal func register(_ window: Window) {
        windows.append(window)
        if keyWindow == nil { keyWindow = window }
        backend?.application(self, didAdd: window)
    }

    internal func unregister(_ window: Window) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.last }
    }

    /// The open window with an identifier.
    public func window(with id: WindowID) -> Window? {
        windows.first { $0.windowID == id }
    }

    // MARK: - Event funnel (SPEC F1)

    /// Dispatches an event to the windows it concerns. Every event passes here first;
    /// override it to watch or forward events, and call `super`.
    open func sendEvent(_ event: Event) {
        if let presses = event as? PressesEvent {
            (keyWindow ?? windows.last)?.sendEvent(presses)
            return
        }
        var targets: [WindowID] = []
        for touch in event.touchList where touch.phase != .stationary && !targets.contains(touch.windowID) {
            targets.append(touch.windowID)
        }
        for id in targets {
            if let window = event.touchList.first(where: { $0.windowID == id })?.window { window.sendEvent(event) }
        }
    }

    // MARK: - Ignoring interaction (SPEC F3)

    /// Stops touch delivery until a matching ``endIgnoringInteractionEvents()``. Calls
    /// nest. Touches that begin meanwhile are never delivered, for their whole
    /// sequence; touches already in progress go on, so none is left open (SPEC F5).
    public func beginIgnoringInteractionEvents() {
        ignoringDepth += 1
    }

    /// Undoes one ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() {
        if ignoringDepth > 0 { ignoringDepth -= 1 }
    }

    /// Whether touch delivery is stopped.
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    // MARK: - Actions (SPEC R4)

    /// Sends an action message.
    ///
    /// With a target, the target performs it if it can. With none, the action travels
    /// the responder chain from the key window's first responder (or from the sender,
    /// when there is no first responder) until a responder performs it.
    ///
    /// - Returns: Whether a responder performed the action.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Responder?, from sender: Any?, for event: Event?)
        -> Bool
    {
        if let target {
            guard target.canPerformAction(action, withSender: sender) else { return false }
            target.perform(action, sender: sender, event: event)
            return true
        }
        let senderWindow = (sender as? View)?.window
        let start: Responder? =
            senderWindow?.firstResponder ?? keyWindow?.firstResponder ?? (sender as? Responder)
        guard let handler = start?.target(forAction: action, withSender: sender) else { return false }
        handler.perform(action, sender: sender, event: event)
        return true
    }

    // MARK: - Delayed work (SPEC D1)

    /// Runs `work` on the main actor after `delay` seconds unless cancelled first.
    ///
    /// - Parameters:
    ///   - delay: Seconds on ``clock``.
    ///   - target: The object the work is for, so that
    ///     ``cancelPendingWork(for:)`` can cancel all of it.
    ///   - work: What to run.
    /// - Returns: A token that cancels this request.
    @discardableResult
    public func perform(
        after delay: Double, target: AnyObject? = nil, _ work: @escaping @MainActor () -> Void
    ) -> DelayedWork {
        delayedWork.schedule(after: delay, target: target, work)
    }

    /// Cancels every pending delayed work request made for `target`.
    public func cancelPendingWork(for target: AnyObject) {
        delayedWork.cancelAll(target: target)
    }

    /// How many delayed work requests are pending.
    public var pendingWorkCount: Int { delayedWork.count }

    // MARK: - Touch frames

    /// Turns one input frame into a touch event and dispatches it.
    public func handle(_ frame: TouchFrame) {
        dispatch(frame)
    }

    /// Turns input frames into touch events and dispatches them, in order.
    ///
    /// Runs of frames that only move fingers of one seat are dispatched once, with the
    /// intermediate states available from ``Event/coalescedTouches(for:)``; frames with
    /// a finger beginning or ending are always dispatched on their own.
    public func handle(_ frames: [TouchFrame]) {
        var index = frames.startIndex
        while index < frames.endIndex {
            var end = index + 1
            if isMotionOnly(frames[index]) {
                while end < frames.endIndex, isMotionOnly(frames[end]),
                    frames[end].seat == frames[index].seat
                {
                    end += 1
                }
            }
            if end - index == 1 {
                dispatch(frames[index])
            } else {
                dispatchCoalesced(frames[index..<end])
            }
            index = end
        }
    }

    private func isMotionOnly(_ frame: TouchFrame) -> Bool {
        !frame.points.contains { $0.phase != .moved && $0.phase != .stationary }
    }

    private func dispatch(_ frame: TouchFrame) {
        apply(frame)
        deliverAndRetire(timestamp: frame.timestamp)
    }

    private func dispatchCoalesced(_ frames: ArraySlice<TouchFrame>) {
        var start: [ObjectIdentifier: Point] = [:]
        var moved: Set<ObjectIdentifier> = []
        for frame in frames {
            for point in frame.points {
                guard let touch = activeTouch(seat: frame.seat, id: point.id) else { continue }
                let key = ObjectIdentifier(touch)
                if start[key] == nil { start[key] = touch.windowLocation }
                touch.update(from: point)
                if point.phase == .moved {
                    moved.insert(key)
                    touchEvent.coalesced[key, default: []].append(Touch(snapshotOf: touch))
                }
            }
        }
        for touch in active {
            let key = ObjectIdentifier(touch)
            guard let origin = start[key] else { continue }
            touch.previousWindowLocation = origin
            touch.phase = moved.contains(key) ? .moved : .stationary
            if var list = touchEvent.coalesced[key], !list.isEmpty {
                list[list.count - 1] = touch
                touchEvent.coalesced[key] = list
            }
        }
        deliverAndRetire(timestamp: frames.last?.timestamp ?? 0)
    }

    /// Updates the touches from one frame; creates, hit-tests and admits new ones.
    private func apply(_ frame: TouchFrame) {
        for touch in active { touch.phase = .stationary }
        for point in frame.points {
            if point.phase == .began {
                if let stale = activeTouch(seat: frame.seat, id: point.id) { retire(stale, cancelling: true) }
                guard let window = window(with: point.window) else { continue }
                active.append(makeTouch(point, seat: frame.seat, in: window))
            } else if let touch = activeTouch(seat: frame.seat, id: point.id) {
                touch.update(from: point)
            }
        }
    }

    private func makeTouch(_ point: TouchPoint, seat: SeatID, in window: Window) -> Touch {
        let view = window.hitTest(point.location, with: touchEvent)
        let touch = Touch(
            point: point, seat: seat, window: window, view: view,
            tapCount: tapCount(for: point, seat: seat, view: view),
            isDelivered: view != nil && !isIgnoringInteractionEvents)
        if touch.isDelivered, let view, !admits(view, in: window) { touch.isDelivered = false }
        return touch
    }

    /// Whether a new touch on `view` may be delivered (SPEC T7, T8).
    private func admits(_ view: View, in window: Window) -> Bool {
        for other in active {
            guard other.isDelivered, !other.isFinished, other.windowID == window.windowID,
                let otherView = other.view
            else { continue }
            if otherView === view && !view.isMultipleTouchEnabled { return false }
            if otherView !== view && (otherView.isExclusiveTouch || view.isExclusiveTouch) {
                return false
            }
        }
        return true
    }

    private func tapCount(for point: TouchPoint, seat: SeatID, view: View?) -> Int {
        // A clock going backwards (the 32-bit millisecond wl_touch time wrapping, or a
        // replay starting again at 0) starts a new count rather than adding to one.
        guard let last = lastTaps[seat], let view, last.view === view,
            (0...TapThresholds.maximumInterval).contains(point.timestamp - last.timestamp),
            point.location.distance(to: last.location) <= TapThresholds.maximumDistance
        else { return 1 }
        return last.count + 1
    }

    private func deliverAndRetire(timestamp: Double) {
        touchEvent.timestamp = timestamp
        touchEvent.touchList.removeAll(keepingCapacity: true)
        var changed = false
        var anyEnding = false
        for touch in active where touch.isDelivered {
            touchEvent.touchList.append(touch)
            if touch.phase != .stationary { changed = true }
        }
        if changed { sendEvent(touchEvent) }
        for touch in active where touch.phase.isTerminal || touch.isFinished { anyEnding = true; break }
        if anyEnding {
            let finished = active.filter { $0.phase.isTerminal || $0.isFinished }
            for touch in finished {
                if touch.phase == .ended { rememberTap(touch) }
                retire(touch, cancelling: false)
            }
            touchEvent.touchList.removeAll { $0.phase.isTerminal || $0.isFinished }
        }
        touchEvent.coalesced.removeAll(keepingCapacity: true)
    }

    private func rememberTap(_ touch: Touch) {
        guard touch.isDelivered, let view = touch.view else { return }
        if touch.windowLocation.distance(to: touch.beganWindowLocation) > TapThresholds.maximumDistance {
            lastTaps[touch.seat] = nil
            return
        }
        lastTaps[touch.seat] = LastTap(
            view: view, location: touch.windowLocation, timestamp: touch.timestamp,
            count: touch.tapCount)
    }

    private func retire(_ touch: Touch, cancelling: Bool) {
        if cancelling, !touch.isFinished, touch.isDelivered, touch.didDeliverBegan {
            deliverCancellation(of: [touch])
        }
        touch.isFinished = true
        removeActive(touch)
    }

    // MARK: - Cancellation by the toolkit (SPEC F4)

    /// Cancels the active touches that match `predicate`: their owners receive
    /// `touchesCancelled`, and the touches are gone (SPEC F4, F5).
    internal func cancelTouches(where predicate: (Touch) -> Bool) {
        let doomed = active.filter { !$0.isFinished && predicate($0) }
        guard !doomed.isEmpty else { return }
        deliverCancellation(of: doomed.filter { $0.isDelivered && $0.didDeliverBegan })
        for touch in doomed {
            touch.isFinished = true
            removeActive(touch)
        }
        let gone = Set(doomed.map { ObjectIdentifier($0) })
        touchEvent.touchList.removeAll { gone.contains(ObjectIdentifier($0)) }
    }

    private func deliverCancellation(of touches: [Touch]) {
        guard !touches.isEmpty else { return }
        for touch in touches {
            touch.phase = .cancelled
            touch.previousWindowLocation = touch.windowLocation
        }
        let event = Event()
        event.trace = trace
        event.timestamp = touches.map(\.timestamp).max() ?? touchEvent.timestamp
        event.touchList = touches
        sendEvent(event)
        for touch in touches { touch.isFinished = true }
    }

    /// The number of fingers being tracked, delivered or not.
    public var activeTouchCount: Int { active.count }

    // MARK: - Keys (SPEC R3)

    /// Dispatches a key press change to the key window's first responder.
    ///
    /// - Parameters:
    ///   - key: The key, as the backend's keymap resolved it.
    ///   - phase: Whether it went down, repeated, went up or was cancelled.
    ///   - timestamp: Seconds on the compositor's clock.
    public func handleKey(_ key: Key, phase: Press.Phase, timestamp: Double) {
        let press: Press
        if let existing = pressesByKeyCode[key.keyCode], phase != .began {
            press = existing
            press.phase = phase
            press.timestamp = timestamp
        } else {
            press = Press(key: key, phase: phase, timestamp: timestamp)
        }
        if phase == .ended || phase == .cancelled {
            pressesByKeyCode[key.keyCode] = nil
        } else {
            pressesByKeyCode[key.keyCode] = press
        }
        sendEvent(PressesEvent(presses: [press], timestamp: timestamp))
    }
}
