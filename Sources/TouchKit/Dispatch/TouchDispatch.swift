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
/// Steps 2-6 are a *settle* (TouchDispatch+Settling.swift); timer callbacks of
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
}
