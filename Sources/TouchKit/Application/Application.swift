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
    /// The process's application (``shared``): process-wide, as `UIApplication.shared` is.
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
    /// The recognizers each touchpad gesture under way drives (Application+Touchpad.swift, SPEC P48).
    internal var touchpadTargets: [TouchpadGesture.Kind: [GestureRecognizer]] = [:]

    /// The window receiving keyboard input.
    public internal(set) weak var keyWindow: Window?

    /// The clock behind delayed work; a ``ManualClock`` in tests.
    public var clock: any ApplicationClock { delayedWork.clock }

    /// Where touch method calls are recorded, one JSON line each; set from the
    /// `TOUCHKIT_TRACE` environment variable, `nil` (and free) when it is unset.
    public var trace: TouchTrace? {
        didSet { touchEvent.trace = trace }
    }

    /// Called for every touch method call TouchKit makes — to a responder (views,
    /// windows, and responders up the chain) or to a gesture recognizer — with the
    /// receiver, the phase and the touches, before the call. For test and debugging
    /// tools (the dispatch fuzzer checks SPEC F5 per receiver with it); `nil` and free
    /// by default.
    public var touchDeliveryObserver: (@MainActor (AnyObject, TouchPhase, Set<Touch>) -> Void)? {
        didSet { touchEvent.observer = touchDeliveryObserver }
    }

    internal let delayedWork: DelayedWorkQueue
    /// The clock when it follows the events' timestamps (cast once, not per frame).
    private lazy var eventTimeClock = delayedWork.clock as? EventTimeClock
    internal lazy var animator = Animator(clock: delayedWork.clock, ticker: frameTicker)
    /// Paces animations and scroll motion to the frames shown; a backend drives it with
    /// its frame callbacks (see ``FrameTicker``).
    public private(set) lazy var frameTicker = FrameTicker(clock: delayedWork.clock)
    /// The touch dispatch's conductor: the touch-sequence state machine, the gesture
    /// arena and view delivery, in the order SPEC G4 gives (Dispatch/).
    internal private(set) lazy var touchDispatch = TouchDispatch(application: self)
    /// The touch-sequence state machine (active touches, admission, tap counts,
    /// retirement, cancellation).
    internal var sequencer: TouchSequencer { touchDispatch.sequencer }
    /// The application's one touch event, reused for every dispatch.
    internal var touchEvent: Event { touchDispatch.event }

    private var ignoringDepth = 0
    /// The desktop's style (see Application+Appearance.swift).
    internal var systemUserInterfaceStyle = UserInterfaceStyle.light
    private var pressesByKeyCode: [UInt32: Press] = [:]
    /// Routes scrolls and hovers (SPEC P2-P10; Application+Pointer.swift), made on first use.
    internal var pointerRouterStorage: PointerRouter?

    /// Creates an application.
    ///
    /// - Parameter clock: The time source of delayed work and animations: by default
    ///   the monotonic clock, or an ``EventTimeClock`` when `TOUCHKIT_CLOCK=events`
    ///   (``clockFromEnvironment(_:)``); a ``ManualClock`` in tests.
    public init(clock: any ApplicationClock = Application.clockFromEnvironment()) {
        delayedWork = DelayedWorkQueue(clock: clock)
        super.init()
        if Application.current == nil { Application.current = self }
        Self.reportUnloadableFonts()
        if let path = ProcessEnvironment.value("TOUCHKIT_TRACE"), !path.isEmpty {
            trace = TouchTrace(path: path)
            touchEvent.trace = trace  // (observers do not run in the initializer)
        }
    }

    /// The clock `TOUCHKIT_CLOCK` asks for: an ``EventTimeClock`` for `events` (which
    /// listens to `TOUCHKIT_CLOCK_FILE` when set, ``EventTimeClock/listen(toFileAt:)``),
    /// otherwise a ``SystemClock``.
    /// - Parameter environment: The environment to look in; the process's by default.
    public static func clockFromEnvironment(
        _ environment: [String: String] = ProcessEnvironment.variables
    ) -> any ApplicationClock {
        guard environment[EventTimeClock.environmentVariable] == "events" else { return SystemClock() }
        let clock = EventTimeClock()
        if let path = environment[EventTimeClock.fileVariable], !path.isEmpty { clock.listen(toFileAt: path) }
        return clock
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
        dismissPopups(touchedOutsideBy: event)
        touchDispatch.route(event)
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
        handle([frame])
    }

    /// Turns input frames into touch events and dispatches them, in order.
    ///
    /// Runs of frames that only move fingers of one seat are dispatched once, with the
    /// intermediate states available from ``Event/coalescedTouches(for:)``; frames with
    /// a finger beginning or ending are always dispatched on their own. Frames handed in
    /// while a dispatch is running (from a handler, directly or through a backend) are
    /// dispatched after it, never inside it.
    public func handle(_ frames: [TouchFrame]) {
        if let clock = eventTimeClock, let latest = frames.map(\.timestamp).max() {
            clock.advance(to: latest)
        }
        pointerRouterStorage?.touchesWillBegin(frames)  // SPEC P6
        sequencer.handle(frames)
    }

    // MARK: - Cancellation by the toolkit (SPEC F4)

    /// Cancels the active touches that match `predicate`: their recognizers, then their
    /// views, receive `touchesCancelled`, and the touches are gone (SPEC F4, F5, G20).
    internal func cancelTouches(where predicate: (Touch) -> Bool) {
        sequencer.cancelTouches(where: predicate)
    }

    /// The number of fingers being tracked, delivered or not.
    public var activeTouchCount: Int { sequencer.active.count }

    // MARK: - Keys (SPEC R3)

    /// Dispatches a key press change to the key window's first responder.
    ///
    /// A key's press begins with `began`; a repeat (`changed`), `ended` or `cancelled`
    /// for a key whose `began` was never handled here (it went down before the app had
    /// keyboard focus) delivers nothing, as in UIKit.
    ///
    /// - Parameters:
    ///   - key: The key, as the backend's keymap resolved it.
    ///   - phase: Whether it went down, repeated, went up or was cancelled.
    ///   - timestamp: Seconds on the compositor's clock.
    public func handleKey(_ key: Key, phase: Press.Phase, timestamp: Double) {
        let press: Press
        if phase == .began {
            press = Press(key: key, phase: phase, timestamp: timestamp)
        } else if let existing = pressesByKeyCode[key.keyCode] {
            press = existing
            press.phase = phase
            press.timestamp = timestamp
        } else {
            return
        }
        if phase == .ended || phase == .cancelled {
            pressesByKeyCode[key.keyCode] = nil
        } else {
            pressesByKeyCode[key.keyCode] = press
        }
        sendEvent(PressesEvent(presses: [press], timestamp: timestamp))
    }
}
