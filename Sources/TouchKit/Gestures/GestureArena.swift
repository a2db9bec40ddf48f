/// Feeds gesture recognizers before the views and arbitrates among those that share
/// touches (SPEC G4-G21). One per application.
///
/// Every touch dispatch runs through ``dispatch(_:in:)`` from the default
/// ``Window/sendEvent(_:)``, in the order G4 gives:
///
/// ```
///  1. feed      each recognizer holding a changed touch gets its touch calls
///               (hit-test view outward; on a view, in the order added)
///  2. resolve   recognizers that left `possible` are arbitrated (G13-G17)
///  3. cancel    views lose the touches of recognizers that recognized (G8)
///  4. actions   owed action calls are made, in visiting order (G6)
///  5. views     touches go to their views, except withheld or unbound ones;
///               phases withheld earlier and now released go late (G9-G11)
///  6. reset     finished recognizers return to `possible` (G7)
/// ```
///
/// Steps 2-6 are a *settle*; timer callbacks of recognizers (G30) and state changes
/// made outside any dispatch settle too. A settle repeats while its own actions or
/// view calls changed a recognizer, so the state it leaves is stable.
@MainActor
internal final class GestureArena {
    unowned let application: Application

    /// Recognizers with an attempt in progress (touches, a non-`possible` state, or a
    /// pending transition), in the order they joined.
    private(set) var live: [GestureRecognizer] = []
    private var depth = 0
    private var isSettling = false
    private var needsAnotherPass = false
    /// Cycles of failure requirements already reported (G16: logged once).
    private var reportedCycles: Set<[Int]> = []

    init(application: Application) {
        self.application = application
    }

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

    /// Runs the six steps of G4 for the touches of `window` in `event`.
    func dispatch(_ event: Event, in window: Window) {
        depth += 1
        feed(event, in: window)
        if depth == 1 && !isSettling {
            settle(event: event, window: window)
        } else {
            // Inside another dispatch (a cancellation made by a handler): views get
            // this event now, arbitration waits for the outer settle.
            window.deliverViewCalls(for: event.touchList, event: event)
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

    private func feed(_ event: Event, in window: Window) {
        let id = window.windowID
        var order: [GestureRecognizer] = []
        for touch in event.touchList where touch.phase != .stationary && touch.windowID == id {
            for recognizer in touch.recognizers where !order.containsIdentical(recognizer) {
                order.append(recognizer)
            }
        }
        guard !order.isEmpty else { return }
        for (rank, recognizer) in order.enumerated() { recognizer.visitRank = rank }
        for recognizer in order {
            // No window check: a touch's recognizers are its hit view's chain at `began`,
            // and a recognizer that leaves it (removed, moved, its view gone from the
            // window) ends its attempt, so it holds none of this window's touches.
            guard recognizer.isEnabled, recognizer.view != nil, !recognizer.state.isFinished else { continue }
            var began: [Touch] = []
            var moved: [Touch] = []
            var ending: [Touch] = []
            var cancelled = false
            for touch in event.touchList
            where touch.phase != .stationary && touch.windowID == id
                && touch.recognizers.containsIdentical(recognizer)
            {
                switch touch.phase {
                case .began:
                    if accepts(recognizer, touch) { began.append(touch) }
                case .moved where recognizer.follows(touch): moved.append(touch)
                case .ended where recognizer.follows(touch): ending.append(touch)
                case .cancelled where recognizer.follows(touch):
                    ending.append(touch)
                    cancelled = true
                default: break
                }
            }
            guard !began.isEmpty || !moved.isEmpty || !ending.isEmpty else { continue }
            join(recognizer)
            if !began.isEmpty {
                recognizer.attemptTouches += began
                recognizer.currentTouches += began
                call(recognizer, .began, began, event)
            }
            if !moved.isEmpty { call(recognizer, .moved, moved, event) }
            if !ending.isEmpty {
                recognizer.lastTouches = recognizer.currentTouches
                recognizer.currentTouches.removeAll { ending.containsIdentical($0) }
                let ended = cancelled ? ending.filter { $0.phase == .ended } : ending
                if !ended.isEmpty { call(recognizer, .ended, ended, event) }
                if cancelled { call(recognizer, .cancelled, ending.filter { $0.phase == .cancelled }, event) }
            }
        }
    }

    /// One recognizer touch call for the touches it still holds (an earlier call may have
    /// ignored some, or turned the recognizer off), traced and observed.
    private func call(_ recognizer: GestureRecognizer, _ phase: TouchPhase, _ touches: [Touch], _ event: Event) {
        guard recognizer.isEnabled else { return }
        var set = Set<Touch>(minimumCapacity: touches.count)
        for touch in touches where recognizer.holds(touch) { set.insert(touch) }
        guard !set.isEmpty else { return }
        event.trace?.record(phase, touches: set, recognizer: recognizer, event: event)
        event.observer?(recognizer, phase, set)
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        case .stationary: break
        }
    }

    /// Whether `recognizer` takes a new touch (G3): its type, its seat, and the delegate.
    private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if let first = recognizer.attemptTouches.first {
            if first.seat != touch.seat { return false }
            if recognizer.requiresExclusiveTouchType && first.type != touch.type { return false }
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
            touch.recognizers.removeAll { $0 === recognizer }
            return false
        }
        return true
    }

    private func join(_ recognizer: GestureRecognizer) {
        recognizer.attemptArena = self
        if !live.containsIdentical(recognizer) { live.append(recognizer) }
    }

    // MARK: - State changes (G5)

    /// Applies a state change a recognizer (or its subclass) asked for.
    func recognizer(_ recognizer: GestureRecognizer, requests newState: GestureRecognizer.State) {
        let old = recognizer.storedState
        if old == newState && newState == .possible { return }
        guard Self.isLegal(from: old, to: newState) else {
            TouchKitLog.bug("\(type(of: recognizer)): illegal state change \(old) -> \(newState)")
            return
        }
        batch {
            recognizer.storedState = newState
            // Leaving `possible` is traced once arbitration has let it happen (G32).
            if old != .possible || newState == .failed { trace(recognizer, from: old, to: newState) }
            switch (old, newState) {
            case (.possible, .began), (.possible, .ended):
                // One action for leaving `possible`, however often a waiting
                // recognizer asks again (G16).
                recognizer.awaitsArbitration = true
                recognizer.pendingState = nil
                recognizer.owedActions = 1
            case (.possible, .failed):
                recognizer.pendingState = nil
                recognizer.owedActions = 0
            case (_, .changed), (_, .ended), (_, .cancelled):
                recognizer.owedActions += 1
            default:
                break
            }
            join(recognizer)
        }
    }

    /// The transitions of SPEC G5.
    static func isLegal(from old: GestureRecognizer.State, to new: GestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .possible): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// `isEnabled` turned off (G19), or the recognizer is being removed (G20): a
    /// deciding recognizer fails quietly, a recognizing one is cancelled with one action.
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        batch {
            if recognizer.isUndecidedOrCandidate {
                fail(recognizer)
            } else if recognizer.storedState.isActive {
                let old = recognizer.storedState
                recognizer.storedState = .cancelled
                recognizer.owedActions += 1
                trace(recognizer, from: old, to: .cancelled)
                join(recognizer)
            }
        }
    }

    /// A recognizer stopped holding a touch (G12): withheld phases may be released.
    func recognizerChangedHolds(_ recognizer: GestureRecognizer) {
        needsAnotherPass = true
    }

    /// Touches that ended or were cancelled leave every recognizer's current touches.
    func touchesDidEnd(_ touches: [Touch]) {
        for recognizer in live {
            recognizer.currentTouches.removeAll { touch in touches.contains { $0 === touch } }
        }
    }

    // MARK: - Settling (G4 steps 2-6)

    private func settle(event: Event?, window: Window?) {
        isSettling = true
        var firstPass = true
        repeat {
            needsAnotherPass = false
            let recognized = resolve()
            cancelViewTouches(taken: recognized)
            sendOwedActions()
            deliverToViews(event: firstPass ? event : nil, window: firstPass ? window : nil)
            resetFinished()
            firstPass = false
        } while needsAnotherPass
        application.sequencer.dropDeliveredLingering()
        isSettling = false
    }

    /// Step 2: arbitration (G13-G17). Returns the recognizers that recognized, in order.
    private func resolve() -> [GestureRecognizer] {
        var recognized: [GestureRecognizer] = []
        while true {
            releaseWaiting()
            var candidates: [GestureRecognizer] = []
            for recognizer in live where recognizer.awaitsArbitration { candidates.append(recognizer) }
            if candidates.count > 1 { candidates.sort { $0.visitRank < $1.visitRank } }
            guard let winner = firstWithPriority(in: candidates) else { break }
            if decide(winner) {
                winner.awaitsArbitration = false
                trace(winner, from: .possible, to: winner.storedState)
                recognized.append(winner)
                preventOthers(from: winner)
            }
        }
        return recognized
    }

    /// G17: the first candidate (in visiting order) that no other candidate sharing a
    /// touch may prevent one way (a double tap beats a single tap on the second tap).
    /// When every candidate has such a rival (custom `canPrevent` overrides or
    /// delegates can make a circle), the first in visiting order goes.
    private func firstWithPriority(in candidates: [GestureRecognizer]) -> GestureRecognizer? {
        candidates.first { candidate in
            !candidates.contains { other in
                other !== candidate && shareTouch(other, candidate) && mayPrevent(other, candidate)
                    && !mayPrevent(candidate, other)
            }
        } ?? candidates.first
    }

    /// Decides whether `recognizer`, which left `possible`, may recognize now.
    private func decide(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.view?.window != nil else {
            fail(recognizer)
            return false
        }
        // G16: failure requirements.
        let requirements = requirements(of: recognizer)
        if requirements.contains(where: { $0.storedState.hasRecognized && !$0.awaitsArbitration }) {
            fail(recognizer)
            return false
        }
        if let blocker = requirements.first(where: isUndecided) {
            if let cycle = cycle(from: recognizer, through: blocker) {
                let newest = cycle.max { $0.serial < $1.serial }!
                let key = cycle.map(\.serial).sorted()
                if reportedCycles.insert(key).inserted {
                    TouchKitLog.error(
                        "gesture recognizers require each other to fail ("
                            + cycle.map { "\(type(of: $0))" }.joined(separator: " -> ")
                            + "): failing the newest, \(type(of: newest))")
                }
                fail(newest)
                return newest === recognizer ? false : decide(recognizer)
            }
            recognizer.pendingState = recognizer.storedState
            recognizer.storedState = .possible
            recognizer.awaitsArbitration = false
            return false
        }
        // G13: should begin.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return false
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.attemptTouches where recognizer.holds(touch) && touch.isBoundToView {
                if let view = touch.view, !view.gestureRecognizerShouldBegin(recognizer) {
                    fail(recognizer)
                    return false
                }
            }
        }
        // G14: an active recognizer that would prevent this one.
        for other in live where other !== recognizer && other.storedState.isActive && !other.awaitsArbitration {
            // (a candidate is not active yet: G17 orders candidates instead)
            if shareTouch(other, recognizer) && mayPrevent(other, recognizer) {
                fail(recognizer)
                return false
            }
        }
        return true
    }

    /// G14: the recognizers `winner` now prevents fail.
    private func preventOthers(from winner: GestureRecognizer) {
        for other in live where other !== winner && other.isUndecidedOrCandidate {
            if shareTouch(winner, other) && mayPrevent(winner, other) { fail(other) }
        }
        // G16: recognizers waiting for `winner` to fail fail themselves.
        for other in live where other.pendingState != nil {
            if requirements(of: other).contains(where: { $0 === winner }) { fail(other) }
        }
    }

    /// Waiting recognizers whose requirements all failed make their pending
    /// transition now; those whose requirement recognized fail (G16).
    private func releaseWaiting() {
        for recognizer in live where recognizer.pendingState != nil && !recognizer.awaitsArbitration {
            let requirements = requirements(of: recognizer)
            if requirements.contains(where: { $0.storedState.hasRecognized && !$0.awaitsArbitration }) {
                fail(recognizer)
            } else if !requirements.contains(where: isUndecided), let pending = recognizer.pendingState {
                recognizer.pendingState = nil
                recognizer.storedState = pending
                recognizer.awaitsArbitration = true
            }
        }
    }

    /// Whether `recognizer` is still deciding: `possible` with an attempt under way, or
    /// a candidate not yet arbitrated.
    private func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.awaitsArbitration
            || (recognizer.storedState == .possible
                && (recognizer.pendingState != nil || !recognizer.attemptTouches.isEmpty))
    }

    /// The failure requirements of the current attempt, asked once (G16).
    private func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let cached = recognizer.attemptRequirements { return cached }
        var list = recognizer.requiredToFail.compactMap(\.recognizer)
        for other in live where other !== recognizer && !list.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                list.append(other)
            }
        }
        recognizer.attemptRequirements = list
        return list
    }

    /// A cycle of waiting through `blocker` back to `start`, if there is one.
    private func cycle(from start: GestureRecognizer, through blocker: GestureRecognizer) -> [GestureRecognizer]? {
        var path: [GestureRecognizer] = [start]
        var current = blocker
        while path.count <= live.count + 1 {
            if current === start { return path }
            if path.contains(where: { $0 === current }) { return nil }
            path.append(current)
            guard current.pendingState != nil || current.awaitsArbitration,
                let next = requirements(of: current).first(where: isUndecided)
            else { return nil }
            current = next
        }
        return nil
    }

    private func shareTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.attemptTouches.contains { touch in a.holds(touch) && b.holds(touch) }
    }

    /// Whether `a` recognizing would stop `b` (G14, G15).
    private func mayPrevent(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard a.canPrevent(b) && b.canBePrevented(by: a) else { return false }
        let together =
            a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
        return !together
    }

    private func fail(_ recognizer: GestureRecognizer) {
        // A candidate or a waiting recognizer has not left `possible` for anyone else.
        let old = recognizer.isUndecidedOrCandidate ? .possible : recognizer.storedState
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        recognizer.awaitsArbitration = false
        recognizer.owedActions = 0
        trace(recognizer, from: old, to: .failed)
        join(recognizer)
    }

    /// Step 3 (G8): the views lose the touches of recognizers that recognized.
    private func cancelViewTouches(taken recognized: [GestureRecognizer]) {
        var told: [Touch] = []
        for recognizer in recognized where recognizer.cancelsTouchesInView {
            for touch in recognizer.attemptTouches where recognizer.holds(touch) {
                if touch.binding == .tracking {
                    if !told.contains(where: { $0 === touch }) { told.append(touch) }
                } else {
                    touch.unbind()
                }
            }
        }
        guard !told.isEmpty else { return }
        let event = application.touchEvent
        for window in application.windows {
            window.deliverCancellations(of: told.filter { $0.windowID == window.windowID }, event: event)
        }
    }

    /// Step 4 (G6): owed actions, in visiting order.
    private func sendOwedActions() {
        var owing: [GestureRecognizer] = []
        for recognizer in live
        where recognizer.owedActions > 0 && !recognizer.awaitsArbitration && recognizer.pendingState == nil {
            owing.append(recognizer)
        }
        guard !owing.isEmpty else { return }
        if owing.count > 1 { owing.sort { $0.visitRank < $1.visitRank } }
        for recognizer in owing {
            let count = recognizer.owedActions
            recognizer.owedActions = 0
            for _ in 0..<count {
                application.touchEvent.trace?.recordAction(of: recognizer, event: application.touchEvent)
                recognizer.sendActions()
            }
        }
    }

    /// Step 5: the views' calls, normal ones for `event` in `window`, late ones
    /// everywhere: any touch still owed a withheld phase (one waiting for its `began`,
    /// or whose `ended` was held back), in any window, whether or not it is part of the
    /// event — a cancellation made from a funnel is an event of its own, and the touch
    /// it released may belong to the frame around it.
    private func deliverToViews(event: Event?, window: Window?) {
        let sequencer = application.sequencer
        if let event, let window { window.deliverViewCalls(for: event.touchList, event: event) }
        var owed: [Touch] = []
        for touch in sequencer.active where touch.binding == .pending || (touch.binding == .tracking && touch.phase.isTerminal) {
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
            other.deliverViewCalls(for: owed, event: late, latestTimestamp: event == nil)
        }
        late.isLateDelivery = false
        late.touchList = saved
    }

    /// Step 6 (G7): finished recognizers reset; idle ones leave the arena.
    private func resetFinished() {
        // A recognizer still owed an action (finished by an action of this pass) is
        // reset in the next pass, after its action.
        for recognizer in live where recognizer.storedState.isFinished && recognizer.owedActions == 0 {
            recognizer.resetAttempt()
        }
        // (A recognizer whose view left the window was cancelled there: its attempt
        // ended. No window walk here: it is O(depth) and runs every frame.)
        var idle = false
        for recognizer in live where recognizer.isIdle {
            idle = true
            break
        }
        if idle {
            var kept: [GestureRecognizer] = []
            for recognizer in live where !recognizer.isIdle { kept.append(recognizer) }
            live = kept
        }
    }

    private func trace(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State)
    {
        application.touchEvent.trace?.recordTransition(of: recognizer, from: old, to: new, event: application.touchEvent)
    }

    // MARK: - Withheld phases (G9, G10)

    /// Whether a recognizer deciding on `touch` withholds its `began` from the view.
    static func withholdsBegan(_ touch: Touch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.isWithholding(touch) }
    }

    /// Whether a recognizer deciding on `touch` withholds its `ended` from the view.
    static func withholdsEnded(_ touch: Touch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.isWithholding(touch) }
    }
}

extension GestureRecognizer {
    /// Whether the recognizer has no attempt under way (it may leave the arena).
    fileprivate var isIdle: Bool {
        storedState == .possible && pendingState == nil && !awaitsArbitration && attemptTouches.isEmpty
    }

    /// Whether the recognizer is deciding on `touch` (possible, waiting, or not yet
    /// arbitrated) and so may withhold its phases.
    fileprivate func isWithholding(_ touch: Touch) -> Bool {
        guard isEnabled, view != nil, holds(touch) else { return false }
        return storedState == .possible || awaitsArbitration
    }

    /// Whether the recognizer is deciding, or left `possible` and awaits arbitration.
    fileprivate var isUndecidedOrCandidate: Bool {
        awaitsArbitration || (storedState == .possible && (!attemptTouches.isEmpty || pendingState != nil))
    }
}

extension GestureRecognizer.State {
    /// `began` or `changed`.
    var isActive: Bool { self == .began || self == .changed }
    /// `began`, `changed` or `ended`: the recognizer recognized in this attempt.
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
