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
        var calls = ViewCalls()
        let id = windowID
        for touch in touches where touch.windowID == id && touch.isBoundToView { calls.collect(touch) }
        guard !calls.isEmpty else { return }
        if latestTimestamp, let latest = calls.latestTimestamp { event.timestamp = latest }
        calls.deliver(with: event)
    }

    /// Tells the views that heard `touches`' `began` that a recognizer took them (SPEC
    /// G8): one `touchesCancelled` per view, then the touches are unbound.
    internal func deliverCancellations(of touches: [Touch], event: Event) {
        var calls = ViewCalls()
        for touch in touches where touch.binding == .tracking {
            guard let view = touch.view else {
                touch.unbind()
                continue
            }
            calls.add(.cancelled, view, touch)
        }
        calls.deliver(with: event, marksLate: false)
        for touch in touches { touch.unbind() }
    }

    /// Delivers key presses to the first responder, or to the window itself.
    internal func deliverPresses(_ event: PressesEvent) {
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
@MainActor
private struct ViewCalls {
    private static let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
    private var groups: [[(view: View, touches: [Touch])]] = [[], [], [], []]

    var isEmpty: Bool { groups.allSatisfy(\.isEmpty) }

    var latestTimestamp: Double? {
        groups.joined().flatMap(\.touches).map(\.timestamp).max()
    }

    /// Works out what the touch's view is owed now.
    mutating func collect(_ touch: Touch) {
        guard let view = touch.view else {
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

    private static func index(of view: View, in group: [(view: View, touches: [Touch])]) -> Int? {
        for index in group.indices where group[index].view === view { return index }
        return nil
    }

    mutating func add(_ phase: TouchPhase, _ view: View, _ touch: Touch) {
        let slot =
            switch phase {
            case .began: 0
            case .moved: 1
            case .ended: 2
            default: 3
            }
        if let index = Self.index(of: view, in: groups[slot]) {
            groups[slot][index].touches.append(touch)
        } else {
            groups[slot].append((view, [touch]))
        }
    }

    /// Makes the calls. Each is checked against the touch's binding at call time: a
    /// handler earlier in this delivery may have cancelled a touch (by removing a view,
    /// closing a window): it is done. During a call the touch shows that call's phase.
    func deliver(with event: Event, marksLate: Bool = true) {
        for (slot, phase) in Self.phases.enumerated() {
            for group in groups[slot] {
                var live = Set<Touch>(minimumCapacity: group.touches.count)
                var shown: [(Touch, TouchPhase)] = []
                for touch in group.touches {
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
                    live.insert(touch)
                }
                guard !live.isEmpty else { continue }
                let wasLate = event.isLateDelivery
                if marksLate && event.trace != nil && !wasLate {
                    event.isLateDelivery = !shown.isEmpty || live.contains { !event.touchList.contains($0) }
                }
                group.view.receiveTouches(phase, live, event)
                event.isLateDelivery = wasLate
                for (touch, real) in shown where touch.phase == phase { touch.phase = real }
            }
        }
    }
}
