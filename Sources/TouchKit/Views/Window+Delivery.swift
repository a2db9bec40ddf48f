extension Window {
    /// Delivers to views what they are owed for `touches` of this window (SPEC T4, F5,
    /// G8-G11): the phases of this dispatch, and phases withheld earlier and released
    /// now (late). Calls are grouped per phase (began, moved, ended, cancelled), then per
    /// view. Touches refused (T7, T8), unbound (G8) or withheld (G9, G10) get nothing.
    ///
    /// - Parameters:
    ///   - touches: The candidates; those of other windows are skipped.
    ///   - event: The event the calls carry.
    ///   - latestTimestamp: Whether the event's timestamp becomes the latest among the
    ///     delivered touches (a delivery from a timer, with no frame of its own; G11).
    internal func deliverViewCalls(for touches: [Touch], event: Event, latestTimestamp: Bool = false) {
        var calls = takeViewCalls()
        defer { keepViewCalls(&calls) }
        let id = windowID
        for touch in touches where touch.windowID == id && touch.isBoundToView { calls.collect(touch) }
        guard !calls.isEmpty else { return }
        if latestTimestamp, let latest = calls.latestTimestamp { event.timestamp = latest }
        calls.deliver(with: event)
    }

    /// Tells the views that heard `touches`' `began` that a recognizer took them (SPEC
    /// G8): one `touchesCancelled` per view, then the touches are unbound.
    internal func deliverCancellations(of touches: [Touch], event: Event) {
        var calls = takeViewCalls()
        defer { keepViewCalls(&calls) }
        for touch in touches where touch.binding == .tracking {
            guard let view = touch.view else {
                touch.unbind()
                continue
            }
            calls.add(.cancelled, ObjectIdentifier(view), touch)
        }
        calls.deliver(with: event, marksLate: false)
        for touch in touches { touch.unbind() }
    }

    /// The kept storage for one delivery's calls. A delivery made from inside another
    /// (a handler cancelling touches) finds it taken and starts with fresh storage.
    private func takeViewCalls() -> ViewCalls {
        let calls = viewCallsStorage
        viewCallsStorage = ViewCalls()
        return calls
    }

    /// Empties `calls` (releasing its views and touches) and keeps its storage.
    private func keepViewCalls(_ calls: inout ViewCalls) {
        calls.removeAll()
        viewCallsStorage = calls
    }

    /// Delivers key presses to the first responder, or to the window itself, unless the
    /// keyboard focus takes them.
    internal func deliverPresses(_ event: PressesEvent) {
        if handleFocusKeys(event) { return }  // Tab, Space, Return, arrows (SPEC A16)
        let receiver: Responder = firstResponder ?? self
        var byPhase: [Press.Phase: Set<Press>] = [:]
        for press in event.allPresses { byPhase[press.phase, default: []].insert(press) }
        if let began = byPhase[.began] { receiver.pressesBegan(began, with: event) }
        if let changed = byPhase[.changed] { receiver.pressesChanged(changed, with: event) }
        if let ended = byPhase[.ended] { receiver.pressesEnded(ended, with: event) }
        if let cancelled = byPhase[.cancelled] { receiver.pressesCancelled(cancelled, with: event) }
    }
}

/// One delivery's view calls, grouped per phase, then per view (SPEC T4).
///
/// The calls are collected flat, one entry per touch and phase, and grouped when they
/// are made: per phase (began, moved, ended, cancelled), then per view in the order each
/// view first appears, its touches in the order collected. A window keeps the storage
/// between deliveries. An entry names its view by identity (``Touch/viewIdentity``); the
/// view itself is loaded from the touch's weak reference when the call is made, so the
/// entries hold no view (no reference counting on views, which take the slow path).
@MainActor
internal struct ViewCalls {
    private static let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
    private var entries: [(slot: Int, viewID: ObjectIdentifier, touch: Touch)] = []
    /// The touches of the call being made (storage kept between calls).
    private var callTouches: [Touch] = []

    var isEmpty: Bool { entries.isEmpty }

    var latestTimestamp: Double? {
        var latest: Double?
        for entry in entries { latest = max(latest ?? entry.touch.timestamp, entry.touch.timestamp) }
        return latest
    }

    /// Forgets the calls, keeping the storage.
    mutating func removeAll() {
        entries.removeAllCheaply()
        callTouches.removeAllCheaply()
    }

    /// Works out what the touch's view is owed now.
    mutating func collect(_ touch: Touch) {
        guard let view = touch.viewIdentity else {
            touch.unbind()
            return
        }
        var beginsNow = false
        if touch.binding == .pending {
            if touch.phase == .cancelled {
                touch.advanceBinding(to: .finished)  // never told, never tell (F5)
                return
            }
            if GestureArena.withholdsBegan(touch) { return }
            add(.began, view, touch)
            beginsNow = true
        }
        // A move of this dispatch not yet delivered, or, after a late `began`, one move
        // to where the finger is now (G9).
        if touch.needsViewMove && (touch.phase == .moved || (beginsNow && touch.phase != .cancelled)) {
            add(.moved, view, touch)
        }
        if touch.phase == .cancelled {
            add(.cancelled, view, touch)
        } else if touch.phase == .ended || touch.hasEnded {
            if !GestureArena.withholdsEnded(touch) { add(.ended, view, touch) }
        }
    }

    mutating func add(_ phase: TouchPhase, _ viewID: ObjectIdentifier, _ touch: Touch) {
        let slot =
            switch phase {
            case .began: 0
            case .moved: 1
            case .ended: 2
            default: 3
            }
        entries.append((slot, viewID, touch))
    }

    /// Whether an entry before `index` has the same phase and view (its call was made).
    private func isGrouped(_ index: Int) -> Bool {
        let entry = entries[index]
        for earlier in 0..<index where entries[earlier].slot == entry.slot && entries[earlier].viewID == entry.viewID {
            return true
        }
        return false
    }

    /// Makes the calls. Each is checked against the touch's binding at call time: a
    /// handler earlier in this delivery may have cancelled a touch (by removing a view,
    /// closing a window): it is done. During a call the touch shows that call's phase.
    mutating func deliver(with event: Event, marksLate: Bool = true) {
        for (slot, phase) in Self.phases.enumerated() {
            for index in entries.indices where entries[index].slot == slot && !isGrouped(index) {
                let viewID = entries[index].viewID
                // The view, from the first touch whose view still is it.
                var target: View?
                // The call's touches: the first alone (the common call, one finger on a
                // view: no list), then a list once a second one comes.
                var first: Touch?
                var several = false
                var shown: [(Touch, TouchPhase)] = []
                for other in index..<entries.count where entries[other].slot == slot && entries[other].viewID == viewID
                {
                    let touch = entries[other].touch
                    // A view gone without ending its touches (it cannot leave its window
                    // without cancelling them): unbound, as when collected before.
                    guard let view = touch.view, ObjectIdentifier(view) == viewID else {
                        if touch.isBoundToView { touch.unbind() }
                        continue
                    }
                    if target == nil { target = view }
                    switch phase {
                    case .began:
                        guard touch.binding == .pending else { continue }
                        touch.advanceBinding(to: .tracking)
                    case .moved:
                        // Once per move: a late pass may have delivered it already.
                        guard touch.binding == .tracking, touch.needsViewMove else { continue }
                        touch.needsViewMove = false
                    case .ended, .cancelled:
                        guard touch.binding == .tracking else { continue }
                        touch.advanceBinding(to: .finished)
                    case .stationary:
                        continue
                    }
                    if touch.phase != phase {
                        shown.append((touch, touch.phase))
                        touch.phase = phase
                    }
                    if let only = first, !several {
                        callTouches.removeAllCheaply()
                        callTouches.append(only)
                        several = true
                    }
                    if several { callTouches.append(touch) } else { first = touch }
                }
                guard let first, let view = target else { continue }
                let live = several ? view.touchSetCache.set(of: callTouches) : view.touchSetCache.set(of: first)
                let wasLate = event.isLateDelivery
                if marksLate && event.trace != nil && !wasLate {
                    event.isLateDelivery = !shown.isEmpty || live.contains { !event.touchList.contains($0) }
                }
                view.receiveTouches(phase, live, event)
                event.isLateDelivery = wasLate
                // The sequence is over for these touches: the view's cache lets them go.
                if phase == .ended || phase == .cancelled { view.touchSetCache.clear() }
                for (touch, real) in shown where touch.phase == phase { touch.phase = real }
            }
        }
    }
}
