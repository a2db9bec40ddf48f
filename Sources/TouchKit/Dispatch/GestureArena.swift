/// Feeds gesture recognizers before the views and arbitrates among those that share
/// touches (SPEC G4-G21). One per application, owned by its ``TouchDispatch``, which
/// conducts each dispatch in the order G4 gives and calls the arena for its steps:
/// feeding (step 1, here), resolving (step 2, GestureArena+Arbitration.swift), owed
/// actions and reset (steps 4 and 6, GestureArena+Reset.swift), and the state changes
/// recognizers ask for (G5). The views' steps (3 and 5) are the conductor's.
@MainActor
internal final class GestureArena {
    /// The conductor: a state change made outside a dispatch settles through it.
    unowned let conductor: TouchDispatch
    /// The application's touch event (traces record against it).
    let event: Event

    /// Recognizers with an attempt in progress (touches, a non-`possible` state, or a
    /// pending transition), in the order they joined.
    @exclusivity(unchecked) var live: [GestureRecognizer] = []
    /// Cycles of failure requirements already reported (G16: logged once).
    var reportedCycles: Set<[Int]> = []
    /// Counts dispatches, to collect each recognizer's touches once per dispatch.
    @exclusivity(unchecked) private var feedStamp = 0
    /// Whether a feed is running (a second one, from app code it called, is nested).
    @exclusivity(unchecked) private var isFeeding = false
    /// Whether a recognizer may have left `possible` or wait for arbitration since the
    /// last look (the arbitration step skips its walk of the live list otherwise).
    @exclusivity(unchecked) var mayHaveUndecided = false
    /// Whether a recognizer may be owed an action (the owed-actions step skips its walk
    /// of the live list otherwise).
    @exclusivity(unchecked) var mayOweActions = false
    /// The buffer of the owed-actions step, kept between settles (no allocation per
    /// frame); empty while no step runs (GestureArena+Reset.swift).
    @exclusivity(unchecked) var owingBuffer: [GestureRecognizer] = []
    /// Whether a recognizer may have finished or become idle since the last reset step:
    /// set by anything that changes a state, a recognizer's touches or the live list.
    @exclusivity(unchecked) var mayHaveFinishedOrIdle = false

    init(conductor: TouchDispatch, event: Event) {
        self.conductor = conductor
        self.event = event
    }

    // MARK: - Feeding (G4 step 1)

    /// Feeds each recognizer holding a changed touch of window `id` in `event` its
    /// touch calls.
    func feed(_ event: Event, window id: WindowID) {
        // A feed made from inside another (app code run from a call cancels touches: a
        // view left its window, F4, G20) must leave the outer feed's marks alone: the
        // outer one has recognizers still to visit with its own touches (F5, G11).
        if isFeeding {
            feedNested(event, window: id)
            return
        }
        isFeeding = true
        defer { isFeeding = false }
        feedStamp &+= 1
        let stamp = feedStamp
        // First pass: each changed touch of the window gets the stamp, each of its
        // recognizers the stamp, its visiting rank and a count of its changed touches.
        //
        // Its references are `unowned(unsafe)`, so the pass does no reference counting
        // (it cost as much as the rest of the pass). That is safe: the pass only stores
        // integers and flags and calls nothing, so nothing is released while it runs,
        // and the local copies `list` and `recognizers` keep every touch and recognizer
        // it reaches alive until they go out of scope.
        let list = event.touchList
        var count = 0
        for index in list.indices {
            unowned(unsafe) let touch = list[index]
            guard touch.phase != .stationary && touch.windowID == id else { continue }
            touch.feedStamp = stamp
            touch.feedIntroduces = false
            let recognizers = touch.recognizers
            for position in recognizers.indices {
                unowned(unsafe) let recognizer = recognizers[position]
                if recognizer.marks.feedStamp != stamp {
                    touch.feedIntroduces = true
                    recognizer.marks.feedStamp = stamp
                    recognizer.marks.feedCount = 0
                    recognizer.marks.feedAllMoved = true
                    recognizer.marks.visitRank = count
                    count += 1
                }
                recognizer.marks.feedCount = recognizer.marks.feedCount &+ 1
                if touch.phase != .moved { recognizer.marks.feedAllMoved = false }
            }
        }
        guard count > 0 else { return }
        // Second pass, in the same order (no list of recognizers is built): each
        // recognizer at its first appearance. The touches are the list of the first pass
        // (a handler may change the event's list); a touch's recognizers lose only the
        // one being visited (refused at `began`), so the order is the first pass's. Only
        // the touches that brought a recognizer first are walked.
        //
        // No reference counting here either (it was a third of the feeding step: touches,
        // views and tap recognizers are also weakly referenced, so their counts live in
        // side tables, on the slow, atomic path). The calls below run user code, which may
        // change a touch's recognizers or the event's list; what keeps every object alive
        // is again a local copy: `touches` holds every touch, and `recognizers`, a copy of
        // one touch's list taken before its calls, holds every recognizer visited from it
        // until that touch's loop ends. `forEachBorrowed` lends each recognizer from that
        // copy's buffer (an `Unmanaged` load), so the call to `visit` retains nothing.
        let touches = event.touchList
        let arena = ObjectIdentifier(self)
        // Nothing records or watches this dispatch: moves go straight to the recognizers.
        let quiet = event.trace == nil && event.observer == nil
        for index in touches.indices {
            unowned(unsafe) let touch = touches[index]
            guard touch.feedIntroduces && touch.phase != .stationary && touch.windowID == id else { continue }
            let recognizers = touch.recognizers
            recognizers.forEachBorrowed { recognizer in
                guard recognizer.marks.visitStamp != stamp else { return }
                recognizer.marks.visitStamp = stamp
                visit(recognizer, stamp: stamp, event: event, window: id, arena: arena, quiet: quiet)
            }
        }
    }

    /// ``feed(_:window:)`` for a feed made while another runs: the same calls, each
    /// recognizer once in the order its touches list it, without the recognizers'
    /// per-feed marks (the outer feed reads them after this one returns). Rare: only a
    /// cancellation made from app code reaches it, so it gathers into arrays.
    @inline(never)
    private func feedNested(_ event: Event, window id: WindowID) {
        feedStamp &+= 1
        let stamp = feedStamp
        var recognizers: [GestureRecognizer] = []
        for touch in event.touchList where touch.phase != .stationary && touch.windowID == id {
            touch.feedStamp = stamp
            for recognizer in touch.recognizers where !recognizers.containsIdentical(recognizer) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers
        where recognizer.isEnabled && recognizer.isAttached && !recognizer.storedState.isFinished {
            visitChanged(recognizer, stamp: stamp, event: event, window: id)
        }
    }

    /// Feeds one recognizer its changed touches of this dispatch (G4 step 1).
    @inline(__always)
    private func visit(
        _ recognizer: GestureRecognizer, stamp: Int, event: Event, window id: WindowID, arena: ObjectIdentifier,
        quiet: Bool
    ) {
        // (Every recognizer reached here was marked by the first pass: a touch's list
        // only loses recognizers during a feed, and a nested feed marks none.)
        guard recognizer.marks.feedStamp == stamp else { return }
        // No window check: a touch's recognizers are its hit view's chain at `began`,
        // and a recognizer that leaves it (removed, moved, its view gone from the
        // window) ends its attempt, so it holds none of this window's touches.
        guard recognizer.isEnabled, recognizer.isAttached, !recognizer.storedState.isFinished else { return }
        // The common frame: the same touches as the last call, all moved on.
        if recognizer.marks.feedAllMoved && isMovedOn(recognizer, stamp: stamp) {
            if recognizer.marks.liveArena != arena { join(recognizer) }
            if quiet && recognizer.marks.actionState == nil {
                // `send` for a move, with nothing to record (enabled: checked above,
                // and nothing ran since).
                recognizer.touchesMoved(recognizer.marks.lastCall.set, with: event)
            } else {
                send(recognizer, .moved, recognizer.marks.lastCall.set, event)
            }
            return
        }
        // Touches that only moved, none of them followed: nothing to call.
        if recognizer.marks.feedAllMoved && recognizer.attempt.currentTouches.isEmpty { return }
        visitChanged(recognizer, stamp: stamp, event: event, window: id)
    }

    /// Feeds one recognizer touches that began, ended or were cancelled, or moved
    /// touches other than those of its last call (G4 step 1).
    @inline(never)
    private func visitChanged(_ recognizer: GestureRecognizer, stamp: Int, event: Event, window id: WindowID) {
        // (An earlier recognizer's call may have changed a touch's recognizers.)
        // Each call's touches are gathered before any call is made: app code run from
        // one call (closing the window, removing a view) changes touches' phases, and
        // must not change what the next call of this dispatch hands over (F5: a touch
        // ends once per receiver).
        var began: [Touch] = []
        var moved: [Touch] = []
        var ended: [Touch] = []
        var cancelled: [Touch] = []
        let touches = event.touchList
        for touch in touches
        where touch.feedStamp == stamp && touch.phase != .stationary && touch.windowID == id
            && touch.recognizers.containsIdentical(recognizer)
        {
            switch touch.phase {
            case .began:
                if accepts(recognizer, touch) { began.append(touch) }
            case .moved where recognizer.follows(touch): moved.append(touch)
            case .ended where recognizer.follows(touch): ended.append(touch)
            case .cancelled where recognizer.follows(touch): cancelled.append(touch)
            default: break
            }
        }
        guard !began.isEmpty || !moved.isEmpty || !ended.isEmpty || !cancelled.isEmpty else { return }
        if !began.isEmpty || !ended.isEmpty || !cancelled.isEmpty { mayHaveFinishedOrIdle = true }
        join(recognizer)
        if !began.isEmpty {
            recognizer.attempt.touches += began
            recognizer.attempt.currentTouches += began
            call(recognizer, .began, began, event)
        }
        if !moved.isEmpty { call(recognizer, .moved, moved, event) }
        if !ended.isEmpty || !cancelled.isEmpty {
            // App code run from the calls above may have ended some of them for this
            // recognizer already (a nested cancel): those end no second time (F5).
            if !began.isEmpty || !moved.isEmpty {
                ended.removeAll { !recognizer.follows($0) }
                cancelled.removeAll { !recognizer.follows($0) }
            }
            recognizer.marks.lastTouches = recognizer.attempt.currentTouches
            recognizer.attempt.currentTouches.removeAll {
                ended.containsIdentical($0) || cancelled.containsIdentical($0)
            }
            if !ended.isEmpty { call(recognizer, .ended, ended, event) }
            // A recognizer that finished in its `ended` call hears nothing more of this
            // attempt (G7), as in the next dispatch.
            if !cancelled.isEmpty && !recognizer.storedState.isFinished {
                call(recognizer, .cancelled, cancelled, event)
            }
        }
    }

    /// One recognizer touch call for the touches it still holds (an earlier call may have
    /// ignored some, or turned the recognizer off), traced and observed. A `began` or
    /// `moved` call also keeps only touches the recognizer still follows: app code run
    /// from an earlier call of this dispatch may have ended them for it (a nested
    /// cancel), and nothing goes out for a touch after its end (F5). (An `ended` or
    /// `cancelled` call's touches stopped being followed just before it, on purpose.)
    private func call(_ recognizer: GestureRecognizer, _ phase: TouchPhase, _ touches: [Touch], _ event: Event) {
        guard recognizer.isEnabled else { return }
        let followedOnly = phase == .began || phase == .moved
        // The same touches as the last call (a finger moving on): the same set again,
        // compared by identity, without hashing or allocating.
        var held = 0
        var same = true
        for touch in touches where recognizer.holds(touch) && (!followedOnly || recognizer.follows(touch)) {
            held += 1
            if same && !recognizer.marks.lastCall.containsIdentical(touch) { same = false }
        }
        guard held > 0 else { return }
        let set: Set<Touch>
        if same && held == recognizer.marks.lastCall.count {
            set = recognizer.marks.lastCall.set
        } else {
            recognizer.marks.lastCall.startNew()
            for touch in touches where recognizer.holds(touch) && (!followedOnly || recognizer.follows(touch)) {
                recognizer.marks.lastCall.append(touch)
            }
            set = recognizer.marks.lastCall.makeSet()
        }
        send(recognizer, phase, set, event)
    }

    /// Whether this dispatch brings `recognizer` exactly the touches of its last call (as
    /// many changed touches, each moved, listing it, followed and held by it), when every
    /// changed touch listing it moved (`feedAllMoved`).
    @inline(__always)
    private func isMovedOn(_ recognizer: GestureRecognizer, stamp: Int) -> Bool {
        // Every changed touch listing it moved: those it follows and holds are the call.
        // A touch it follows is one it holds (`currentTouches` is part of `attemptTouches`
        // and loses a touch when it is ignored) and still lists it (a touch stops listing
        // a recognizer only when refused at `began`, before it is followed).
        let expected = recognizer.marks.lastCall.count
        guard expected > 0 else { return false }
        var count = 0
        for touch in recognizer.attempt.currentTouches where touch.feedStamp == stamp {
            guard recognizer.marks.lastCall.containsIdentical(touch) else { return false }
            count += 1
        }
        return count == expected
    }

    /// Makes one recognizer touch call with `set`, traced and observed.
    private func send(_ recognizer: GestureRecognizer, _ phase: TouchPhase, _ set: Set<Touch>, _ event: Event) {
        guard recognizer.isEnabled else { return }
        event.trace?.record(phase, touches: set, recognizer: recognizer, event: event)
        event.observer?(recognizer, phase, set)
        // A touch call made from one of its own actions (a handler cancelling touches)
        // sees the live state, not the action's.
        let shown = recognizer.marks.actionState
        recognizer.marks.actionState = nil
        defer { recognizer.marks.actionState = shown }
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        case .stationary: break
        }
        // Touches that end are not kept for the next call (a touch lists its recognizers:
        // keeping it would make a cycle).
        if phase == .ended || phase == .cancelled { recognizer.marks.lastCall.clear() }
    }

    /// Whether `recognizer` takes a new touch (G3): its type, its seat, and the delegate.
    private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if let first = recognizer.attempt.touches.first {
            if first.seat != touch.seat { return false }
            if recognizer.requiresExclusiveTouchType && first.type != touch.type { return false }
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
            touch.recognizers.removeAll { $0 === recognizer }
            return false
        }
        return true
    }

    func join(_ recognizer: GestureRecognizer) {
        // A recognizer in the live list has this arena as its attempt's: a weak store
        // every frame is not needed.
        guard recognizer.marks.liveArena != ObjectIdentifier(self) else { return }
        recognizer.attempt.arena = self
        mayHaveFinishedOrIdle = true
        recognizer.marks.liveArena = ObjectIdentifier(self)
        live.append(recognizer)
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
        // A recognizer moving on (`changed`) neither finishes nor becomes idle: the
        // reset step has nothing new to look at (a pan's every frame).
        if newState != .changed { mayHaveFinishedOrIdle = true }
        conductor.batch {
            recognizer.storedState = newState
            // Leaving `possible` is traced once arbitration has let it happen (G32).
            if old != .possible || newState == .failed { trace(recognizer, from: old, to: newState) }
            switch (old, newState) {
            case (.possible, .began), (.possible, .ended):
                // One action for leaving `possible`, however often a waiting
                // recognizer asks again (G16).
                recognizer.advanceStage(to: .candidate)
                mayHaveUndecided = true
                recognizer.attempt.owedActions.removeAll(keepingCapacity: true)
                recognizer.attempt.owedActions.append(newState)
                mayOweActions = true
            case (.possible, .failed):
                recognizer.advanceStage(to: .open)
                recognizer.attempt.owedActions.removeAll(keepingCapacity: true)
            case (_, .changed), (_, .ended), (_, .cancelled):
                recognizer.attempt.owedActions.append(newState)
                mayOweActions = true
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
        mayHaveFinishedOrIdle = true
        conductor.batch {
            if recognizer.isUndecidedOrCandidate {
                fail(recognizer)
            } else if recognizer.storedState.isActive {
                let old = recognizer.storedState
                recognizer.storedState = .cancelled
                recognizer.attempt.owedActions.append(.cancelled)
                mayOweActions = true
                trace(recognizer, from: old, to: .cancelled)
                join(recognizer)
            }
        }
    }

    /// A recognizer stopped holding a touch (G12): withheld phases may be released.
    func recognizerChangedHolds(_ recognizer: GestureRecognizer) {
        conductor.needsAnotherPass = true
        mayHaveFinishedOrIdle = true
    }

    /// Touches that ended or were cancelled leave every recognizer's current touches.
    func touchesDidEnd(_ touches: [Touch]) {
        mayHaveFinishedOrIdle = true
        for recognizer in live {
            recognizer.attempt.currentTouches.removeAll { touch in touches.contains { $0 === touch } }
            // The last call's set goes with its touches (it would keep them, and they their
            // recognizers, alive).
            for touch in touches where recognizer.marks.lastCall.containsIdentical(touch) {
                recognizer.marks.lastCall.clear()
                break
            }
        }
    }
}
