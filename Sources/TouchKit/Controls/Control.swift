/// A view that turns touches into action messages sent to a target (SPEC R4).
///
/// The counterpart of `UIControl`. It tracks its touch (it is not multi-touch) and
/// sends actions at the ``ControlEvents`` you register for: with a target, to the
/// target; with `nil`, along the responder chain from the first responder
/// (``Application/sendAction(_:to:from:for:)``). Closures can be registered too.
///
/// While tracking, the finger counts as inside within ``trackingMargin`` points of
/// the bounds, so a finger that slips a little off a button still taps it.
@MainActor
open class Control: View {
    private struct TargetAction {
        weak var target: Responder?
        let hasTarget: Bool
        let action: Selector
        let events: ControlEvents
    }

    private struct ClosureAction {
        let events: ControlEvents
        let handler: @MainActor (Control) -> Void
    }

    private var targetActions: [TargetAction] = []
    private var closureActions: [ClosureAction] = []

    /// How far outside its bounds a tracked finger still counts as inside, in points.
    public var trackingMargin: Double = 70

    /// Whether the control reacts to touches. A disabled control sends no actions.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// Whether the control is selected.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the control is highlighted (a finger is down inside it).
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Whether a finger is being tracked.
    public private(set) var isTracking = false

    /// Whether the tracked finger is inside the control (with the margin).
    public private(set) var isTouchInside = false

    /// Creates a control.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    // MARK: - Targets and actions

    /// Registers a target and action for some events.
    ///
    /// - Parameters:
    ///   - target: The responder to send to; `nil` sends along the responder chain.
    ///   - action: The action's name.
    ///   - events: When to send it.
    public func addTarget(_ target: Responder?, action: Selector, for events: ControlEvents) {
        targetActions.append(
            TargetAction(target: target, hasTarget: target != nil, action: action, events: events))
    }

    /// Removes a target's actions for some events (`nil` target: every target).
    public func removeTarget(_ target: Responder?, action: Selector?, for events: ControlEvents) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === target) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: events)
        }
    }

    /// Registers a closure to run for some events.
    public func addAction(for events: ControlEvents, _ handler: @escaping @MainActor (Control) -> Void) {
        closureActions.append(ClosureAction(events: events, handler: handler))
    }

    /// Sends the actions registered for `events`.
    public func sendActions(for events: ControlEvents, with event: Event? = nil) {
        guard isEnabled else { return }
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            if entry.hasTarget && entry.target == nil { continue }
            sendAction(entry.action, to: entry.target, for: event)
        }
        for entry in closureActions where !entry.events.isDisjoint(with: events) {
            entry.handler(self)
        }
    }

    /// Sends one action through the application (override to watch actions).
    open func sendAction(_ action: Selector, to target: Responder?, for event: Event?) {
        (window?.application ?? Application.shared).sendAction(action, to: target, from: self, for: event)
    }

    // MARK: - Tracking

    /// A tracked finger went down. Return `false` to stop tracking it.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// A tracked finger moved. Return `false` to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// A tracked finger lifted.
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: Event?) {}

    /// Keeps the control's default action (SPEC G18): a one-finger, one-tap
    /// ``TapGestureRecognizer`` attached to another view (an ancestor's) may not take the
    /// control's touch, so tapping a button fires the button. A recognizer attached to
    /// the control itself, and every other kind, may.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? TapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return true
    }

    /// The touch the control follows, from its `touchDown` to its end (SPEC R4): a
    /// touch passed to it that it did not see begin (F2) sends nothing.
    private weak var followedTouch: Touch?

    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(touch.location(in: self))
    }

    /// Starts tracking and sends `touchDown` (and `touchDownRepeat` for repeated taps).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled, followedTouch == nil, let touch = touches.lowestIdentifier else { return }
        guard touch.type != .pointer || touch.buttonMask.contains(.primary) else { return }  // SPEC P8
        followedTouch = touch
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = isTracking
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    /// Sends the drag events as the finger moves in and out.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled, isTracking, let touch = followedTouch, touches.containsIdentical(touch) else { return }
        let inside = isInside(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if !continueTracking(touch, with: event) { isTracking = false }
        switch (wasInside, inside) {
        case (true, true): sendActions(for: .touchDragInside, with: event)
        case (false, false): sendActions(for: .touchDragOutside, with: event)
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside], with: event)
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside], with: event)
        }
    }

    /// Sends `touchUpInside` (and `primaryActionTriggered`) or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = followedTouch, touches.containsIdentical(touch) else { return }
        followedTouch = nil
        guard isEnabled else { return }
        let inside = isInside(touch)
        endTracking(touch, with: event)
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, with: event)
    }

    /// Sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = followedTouch, touches.containsIdentical(touch) else { return }
        followedTouch = nil
        cancelTracking(with: event)
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }
}
