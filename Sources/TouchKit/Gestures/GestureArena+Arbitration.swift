/// Arbitration among recognizers that left `possible` (SPEC G13-G17): should-begin,
/// failure requirements, prevention, simultaneous recognition, and the order of
/// conflicts within one dispatch.
extension GestureArena {
    func resolve() -> [GestureRecognizer] {
        // A frame where no recognizer left `possible` or waits (the common one: fingers
        // moving on) has nothing to arbitrate: one look at each, not the two below.
        var undecided = false
        for recognizer in live where recognizer.awaitsArbitration || recognizer.pendingState != nil {
            undecided = true
            break
        }
        guard undecided else { return [] }
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
    func firstWithPriority(in candidates: [GestureRecognizer]) -> GestureRecognizer? {
        candidates.first { candidate in
            !candidates.contains { other in
                other !== candidate && shareTouch(other, candidate) && mayPrevent(other, candidate)
                    && !mayPrevent(candidate, other)
            }
        } ?? candidates.first
    }

    /// Decides whether `recognizer`, which left `possible`, may recognize now.
    func decide(_ recognizer: GestureRecognizer) -> Bool {
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
            mayHaveFinishedOrIdle = true
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
    func preventOthers(from winner: GestureRecognizer) {
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
    func releaseWaiting() {
        for recognizer in live where recognizer.pendingState != nil && !recognizer.awaitsArbitration {
            let requirements = requirements(of: recognizer)
            if requirements.contains(where: { $0.storedState.hasRecognized && !$0.awaitsArbitration }) {
                fail(recognizer)
            } else if !requirements.contains(where: isUndecided), let pending = recognizer.pendingState {
                mayHaveFinishedOrIdle = true
                recognizer.pendingState = nil
                recognizer.storedState = pending
                recognizer.awaitsArbitration = true
            }
        }
    }

    /// Whether `recognizer` is still deciding: `possible` with an attempt under way, or
    /// a candidate not yet arbitrated.
    func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.awaitsArbitration
            || (recognizer.storedState == .possible
                && (recognizer.pendingState != nil || !recognizer.attemptTouches.isEmpty))
    }

    /// The failure requirements of the current attempt, asked once (G16).
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let cached = recognizer.attemptRequirements { return cached }
        guard recognizer.takesPartInArbitration else {
            recognizer.attemptRequirements = []
            return []
        }
        var list = recognizer.requiredToFail.compactMap(\.recognizer).filter(\.takesPartInArbitration)
        for other in live
        where other !== recognizer && other.takesPartInArbitration && !list.contains(where: { $0 === other }) {
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
    func cycle(from start: GestureRecognizer, through blocker: GestureRecognizer) -> [GestureRecognizer]? {
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

    func shareTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.attemptTouches.contains { touch in a.holds(touch) && b.holds(touch) }
    }

    /// Whether `a` recognizing would stop `b` (G14, G15).
    func mayPrevent(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard a.canPrevent(b) && b.canBePrevented(by: a) else { return false }
        let together =
            a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
        return !together
    }

    func fail(_ recognizer: GestureRecognizer) {
        // A candidate or a waiting recognizer has not left `possible` for anyone else.
        let old = recognizer.isUndecidedOrCandidate ? .possible : recognizer.storedState
        mayHaveFinishedOrIdle = true
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        recognizer.awaitsArbitration = false
        recognizer.owedActions.removeAll(keepingCapacity: true)
        trace(recognizer, from: old, to: .failed)
        join(recognizer)
    }

    /// Step 3 (G8): the views lose the touches of recognizers that recognized.
}
