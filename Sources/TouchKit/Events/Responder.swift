/// An object that can respond to and handle events: the base of views, view
/// controllers, windows and the application (SPEC R1-R4).
///
/// Subclasses override the touch methods to handle touches. The default
/// implementations pass the call to ``next``, the next responder in the chain, so an
/// unhandled touch climbs view → view controller → superview → window → application
/// → application delegate and is dropped at the end (SPEC R1, R2). A responder that
/// passes `touchesBegan` on passes on the rest of the sequence too: override all four
/// methods or none.
///
/// See also: ``View``, ``Event``, ``Touch``.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end (SPEC R1).
    open var next: Responder? { nil }

    // MARK: - Touches

    /// One or more fingers touched down in the receiver.
    ///
    /// - Parameters:
    ///   - touches: The receiver's touches that began in this frame (several fingers
    ///     landing on the same view in one frame come in one call, SPEC T4).
    ///   - event: The event they belong to; ``Event/allTouches`` has every finger.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forward(.began, touches, event)
    }

    /// One or more of the receiver's fingers moved.
    ///
    /// - Parameters:
    ///   - touches: The receiver's touches that moved in this frame.
    ///   - event: The event they belong to.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forward(.moved, touches, event)
    }

    /// One or more of the receiver's fingers lifted.
    ///
    /// - Parameters:
    ///   - touches: The receiver's touches that ended in this frame.
    ///   - event: The event they belong to.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forward(.ended, touches, event)
    }

    /// The system cancelled one or more of the receiver's touches (compositor cancel,
    /// window closed, view removed while tracking). Undo what the sequence started.
    ///
    /// - Parameters:
    ///   - touches: The receiver's touches that were cancelled.
    ///   - event: The event they belong to.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forward(.cancelled, touches, event)
    }

    /// Updated values arrived for properties that were estimates, or no update is
    /// expected any more (UIKit's contract for `estimatedPropertiesExpectingUpdates`).
    /// TouchKit never calls it: a Wayland pen's values are final when they arrive
    /// (SPEC P43). The default does nothing.
    ///
    /// - Parameter touches: The touches whose estimated properties were updated.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    private func forward(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event?) {
        guard let next else { return }
        next.receiveTouches(phase, touches, event)
    }

    /// Calls the receiver's touch methods with `touches` sorted by phase, as a window
    /// delivers to a view (SPEC T4): `touchesBegan` with those that began, then
    /// `touchesMoved`, `touchesEnded` and `touchesCancelled`, each only when it has
    /// touches; stationary touches are left out. Each call is traced.
    ///
    /// For a `sendEvent(_:)` override that forwards touches to a helper responder,
    /// as in the seeds' listing 3-8:
    ///
    /// ```swift
    /// override func sendEvent(_ event: Event) {
    ///     if let touches = event.allTouches { gestureHelper.handleTouches(touches, with: event) }
    ///     super.sendEvent(event)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - touches: The touches to deliver.
    ///   - event: The event they belong to.
    public final func handleTouches(_ touches: some Sequence<Touch>, with event: Event?) {
        var byPhase: [TouchPhase: Set<Touch>] = [:]
        for touch in touches where touch.phase != .stationary { byPhase[touch.phase, default: []].insert(touch) }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            if let group = byPhase[phase] { receiveTouches(phase, group, event) }
        }
    }

    /// Calls the touch method for `phase`, recording the call in the dispatch trace.
    internal final func receiveTouches(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event?) {
        event?.trace?.record(phase, touches: touches, responder: self, event: event)
        event?.observer?(self, phase, touches)
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    // MARK: - Presses (keyboard)

    /// One or more keys went down. The default passes the call to ``next``.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed key repeated (key repeat, following the compositor's repeat rate).
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// One or more keys went up.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses were cancelled (the window lost keyboard focus).
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: - First responder (SPEC R3)

    /// Whether the receiver can become first responder. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the receiver agrees to give up first responder status. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the receiver is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes the receiver its window's first responder, the target of keyboard input
    /// and of actions sent to no target.
    /// - Returns: Whether it became first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first responder status.
    /// - Returns: Whether the receiver is no longer first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    /// The window this responder lives in, if any.
    internal var responderWindow: Window? { nil }

    // MARK: - Actions (SPEC R4)

    /// Whether the receiver handles `action` sent by `sender`.
    ///
    /// The default answers whether a handler was registered with
    /// ``addActionHandler(for:_:)``. Override it with ``perform(_:sender:event:)`` to
    /// handle actions in a subclass.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionHandlers[action] != nil
    }

    /// Performs `action`. Called only after ``canPerformAction(_:withSender:)`` said yes.
    open func perform(_ action: Selector, sender: Any?, event: Event?) {
        actionHandlers[action]?(sender, event)
    }

    /// Registers a closure that handles `action` when it reaches this responder.
    public func addActionHandler(
        for action: Selector, _ handler: @escaping @MainActor (Any?, Event?) -> Void
    ) {
        actionHandlers[action] = handler
    }

    /// The responder that will handle `action`: the receiver if it can, else the first
    /// one up the chain that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
        var responder: Responder? = self
        while let candidate = responder {
            if candidate.canPerformAction(action, withSender: sender) { return candidate }
            responder = candidate.next
        }
        return nil
    }

    private var actionHandlers: [Selector: @MainActor (Any?, Event?) -> Void] = [:]

    // MARK: - Delayed work (SPEC D1)

    /// Runs `work` on the main actor after `delay` seconds, unless cancelled first,
    /// with the receiver as the work's target (the counterpart of
    /// `perform(_:with:afterDelay:)`).
    ///
    /// Cancel one request with the returned token, or all of the receiver's with
    /// ``cancelPreviousPerformRequests(in:)``.
    ///
    /// - Parameters:
    ///   - delay: Seconds on the application's clock.
    ///   - application: The application whose clock to use; the receiver's by default.
    ///   - work: What to run.
    @discardableResult
    public func perform(
        after delay: Double, in application: Application? = nil,
        _ work: @escaping @MainActor () -> Void
    ) -> DelayedWork {
        (application ?? owningApplication).delayedWork.schedule(after: delay, target: self, work)
    }

    /// Cancels every pending ``perform(after:in:_:)`` request of the receiver.
    public func cancelPreviousPerformRequests(in application: Application? = nil) {
        (application ?? owningApplication).delayedWork.cancelAll(target: self)
    }

    /// The application this responder belongs to (its window's, else the shared one).
    internal var owningApplication: Application {
        responderWindow?.application ?? Application.shared
    }
}
