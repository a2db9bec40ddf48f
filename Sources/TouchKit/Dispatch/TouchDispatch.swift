/// Conducts every touch dispatch (SPEC G4): the one place that knows the order in
/// which the sequencer's touches, the gesture arena and the views meet. One per
/// application.
///
/// ```
///  frames ──▶ TouchSequencer ──▶ Application.sendEvent ──▶ Window.sendEvent
///                                       (funnels, F1)            │
///                                                                ▼
///                                                     TouchDispatch.dispatch
///  1. feed      each recognizer holding a changed touch gets its touch calls
///               (``GestureArena``: hit-test view outward; on a view, in the order added)
///  2. resolve   recognizers that left `possible` are arbitrated (G13-G17)
///  3. cancel    views lose the touches of recognizers that recognized (G8)
///  4. actions   owed action calls are made, in visiting order (G6)
///  5. views     touches go to their views, except withheld or unbound ones;
///               phases withheld earlier and now released go late (G9-G11)
///  6. reset     finished recognizers return to `possible` (G7)
/// ```
///
/// Steps 2-6 are a *settle* (``settle(event:window:)``); timer callbacks of
/// recognizers (G30) and state changes made outside any dispatch settle too
/// (``batch(_:)``). A settle repeats while its own actions or view calls changed a
/// recognizer, so the state it leaves is stable.
///
/// The conductor owns the sequencer (frames in, touches, cancellation), the arena
/// (feeding, arbitration, state changes, reset) and view delivery (``ViewCalls``).
/// The arena never names a window, the window list or the sequencer: what it needs
/// of them comes through here.
@MainActor
internal final class TouchDispatch {
    unowned let application: Application
    /// Frames in, the touches, the funnel, cancellation (SPEC T, F).
    private(set) lazy var sequencer = TouchSequencer(application: application, conductor: self)
    /// Feeding, arbitration, state changes and reset of the recognizers (SPEC G).
    private(set) lazy var arena = GestureArena(conductor: self, event: sequencer.event)

    /// How many dispatches and batches are under way (nested ones come from handlers).
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) var isSettling = false
    /// Whether the settle under way must run its steps again (a recognizer changed).
    @exclusivity(unchecked) var needsAnotherPass = false

    init(application: Application) {
        self.application = application
    }

    /// The application's one touch event, reused for every dispatch.
    var event: Event { sequencer.event }

    // MARK: - Which recognizers see a touch (G3)

    /// The enabled recognizers of `view` and its ancestors up to the window, hit-test
    /// view first, each view's in the order they were added.
    static func recognizers(from view: View) -> [GestureRecognizer] {
        var list: [GestureRecognizer] = []
        var current: View? = view
        while let v = current {
            for recognizer in v.attachedGestureRecognizers where recognizer.isEnabled { list.append(recognizer) }
            if v is Window { break }
            current = v.superview
        }
        return list
    }

    // MARK: - Dispatch (G4)

    /// Runs the six steps of G4 for the touches of `window` in `event` (from the
    /// default ``Window/sendEvent(_:)``).
    func dispatch(_ event: Event, in window: Window) {
        depth += 1
        arena.feed(event, window: window.windowID)
        if depth == 1 && !isSettling {
            settle(event: event, window: window)
        } else {
            // Inside another dispatch (a cancellation made by a handler): views get
            // this event now, arbitration waits for the outer settle.
            ViewCalls.deliver(event.touchList, in: window, event: event)
            needsAnotherPass = true
        }
        depth -= 1
    }

    /// Runs `work` (a recognizer's timer, a state change from outside a dispatch) and
    /// then settles, unless a dispatch or settle is already under way (G30).
    func batch(_ work: () -> Void) {
        depth += 1
        work()
        depth -= 1
        if depth == 0 && !isSettling {
            settle(event: nil, window: nil)
        } else {
            needsAnotherPass = true
        }
    }

    // MARK: - Cancellation (F4, G20)

    /// Cancels `touches` for their recognizers and views, the fingers staying on the
    /// glass: a view left its window (SPEC F4, F6, G20).
    func cancel(_ touches: [Touch]) {
        sequencer.cancel(touches, keepingFingers: true)
    }

    /// The touches tracked by `view` or its subviews, or held by their gesture
    /// recognizers (to cancel them, SPEC F4, G20).
    func touches(inSubtreeOf view: View, in window: Window) -> [Touch] {
        let id = window.windowID
        return (sequencer.active + sequencer.lingering).filter { touch in
            guard touch.windowID == id else { return false }
            if let tracked = touch.view, tracked.isDescendant(of: view) { return true }
            return touch.recognizers.contains { recognizer in
                recognizer.holds(touch) && recognizer.view?.isDescendant(of: view) == true
            }
        }
    }

    // MARK: - Routing (F1)

    /// The default ``Application/sendEvent(_:)`` for a touch event: hands it to the
    /// window of each changed touch, in order, once per window.
    func route(_ event: Event) {
        // The windows of the changed touches, in order; one in the common case (no array).
        var first: WindowID?
        var several = false
        for touch in event.touchList where touch.phase != .stationary {
            if first == nil {
                first = touch.windowID
            } else if touch.windowID != first {
                several = true
                break
            }
        }
        guard let first else { return }
        guard several else {
            Self.window(of: first, in: event)?.sendEvent(event)
            return
        }
        var targets: [WindowID] = []
        for touch in event.touchList where touch.phase != .stationary && !targets.contains(touch.windowID) {
            targets.append(touch.windowID)
        }
        for id in targets { Self.window(of: id, in: event)?.sendEvent(event) }
    }

    /// The window of the event's first touch in window `id`.
    private static func window(of id: WindowID, in event: Event) -> Window? {
        for touch in event.touchList where touch.windowID == id { return touch.window }
        return nil
    }

    // MARK: - The settle (G4 steps 2-6)

    /// A settle: G4 steps 2-6, after a dispatch, a recognizer's timer, or a state change
    /// made outside any dispatch.
    func settle(event: Event?, window: Window?) {
        isSettling = true
        var firstPass = true
        repeat {
            needsAnotherPass = false
            let recognized = arena.resolve()
            cancelViewTouches(taken: recognized)
            arena.sendOwedActions()
            deliverToViews(event: firstPass ? event : nil, window: firstPass ? window : nil)
            arena.resetFinished()
            firstPass = false
        } while needsAnotherPass
        sequencer.dropDeliveredLingering()
        isSettling = false
    }

    /// Step 3 (G8): views lose the touches that recognizers which recognized in step 2
    /// (`resolve`, G13-G17) took, when those cancel touches in their view.
    func cancelViewTouches(taken recognized: [GestureRecognizer]) {
        var told: [Touch] = []
        for recognizer in recognized where recognizer.cancelsTouchesInView {
            for touch in recognizer.attempt.touches where recognizer.holds(touch) {
                if touch.binding == .tracking {
                    if !told.contains(where: { $0 === touch }) { told.append(touch) }
                } else {
                    touch.unbind()
                }
            }
        }
        guard !told.isEmpty else { return }
        let event = self.event
        for window in application.windows {
            ViewCalls.cancel(told.filter { $0.windowID == window.windowID }, in: window, event: event)
        }
    }

    /// Step 5: the views' calls, normal ones for `event` in `window`, late ones
    /// everywhere: any touch still owed a withheld phase (one waiting for its `began`,
    /// or whose `ended` was held back), in any window, whether or not it is part of the
    /// event — a cancellation made from a funnel is an event of its own, and the touch
    /// it released may belong to the frame around it.
    func deliverToViews(event: Event?, window: Window?) {
        let sequencer = self.sequencer
        if let event, let window { ViewCalls.deliver(event.touchList, in: window, event: event) }
        var owed: [Touch] = []
        for touch in sequencer.active
        where touch.binding == .pending || (touch.binding == .tracking && touch.phase.isTerminal) {
            owed.append(touch)
        }
        for touch in sequencer.lingering where touch.isBoundToView { owed.append(touch) }
        guard !owed.isEmpty else { return }
        let late = sequencer.event
        let saved = late.touchList
        var current: [Touch] = []
        for touch in sequencer.active where touch.binding != .ignored { current.append(touch) }
        for touch in sequencer.lingering where !current.containsIdentical(touch) { current.append(touch) }
        late.touchList = current
        late.isLateDelivery = true
        for other in application.windows {
            ViewCalls.deliver(owed, in: other, event: late, latestTimestamp: event == nil)
        }
        late.isLateDelivery = false
        late.touchList = saved
    }
}
