/// Arbitration among recognizers that left `possible` (SPEC G13-G17): should-begin,
/// failure requirements, prevention, simultaneous recognition, and the order of
/// conflicts within one dispatch.
extension GestureArena {
    func resolve() -> [GestureRecognizer] {
        // A frame where no recognizer left `possible` or waits (the common one: fingers
        // moving on) has nothing to arbitrate: no look at all when none left `possible`
        // since the last one found none, else one look at each, not the two below.
        guard mayHaveUndecided else { return [] }
        var undecided = false
        for recognizer in live where recognizer.attempt.stage != .open {
            undecided = true
            break
        }
        guard undecided else {
            mayHaveUndecided = false
            return []
        }
        var recognized: [GestureRecognizer] = []
        while true {
            releaseWaiting()
            var candidates: [GestureRecognizer] = []
            for recognizer in live where recognizer.isCandidate { candidates.append(recognizer) }
            if candidates.count > 1 { candidates.sort { $0.marks.visitRank < $1.marks.visitRank } }
            guard let winner = firstWithPriority(in: candidates) else { break }
            if decide(winner) {
                winner.advanceStage(to: .open)
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
        if requirements.contains(where: { $0.storedState.hasRecognized && !$0.isCandidate }) {
            fail(recognizer)
            return false
        }
        if requirements.contains(where: isUndecided) {
            if let cycle = cycle(from: recognizer) {
                let newest = breakCycle(cycle)
                return newest === recognizer ? false : decide(recognizer)
            }
            mayHaveFinishedOrIdle = true
            recognizer.advanceStage(to: .waiting(pending: recognizer.storedState))
            recognizer.storedState = .possible
            return false
        }
        // G13: should begin.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return false
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.attempt.touches where recognizer.holds(touch) && touch.isBoundToView {
                if let view = touch.view, !view.gestureRecognizerShouldBegin(recognizer) {
                    fail(recognizer)
                    return false
                }
            }
        }
        // G14: an active recognizer that would prevent this one.
        for other in live where other !== recognizer && other.storedState.isActive && !other.isCandidate {
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
    ///
    /// Those still waiting are checked for cycles again: a requirement that failed
    /// meanwhile can leave two waiting recognizers waiting only on each other (G16).
    func releaseWaiting() {
        repeat {
            for recognizer in live {
                guard let pending = recognizer.pendingState else { continue }
                let requirements = requirements(of: recognizer)
                if requirements.contains(where: { $0.storedState.hasRecognized && !$0.isCandidate }) {
                    fail(recognizer)
                } else if !requirements.contains(where: isUndecided) {
                    mayHaveFinishedOrIdle = true
                    recognizer.advanceStage(to: .candidate)
                    recognizer.storedState = pending
                }
            }
        } while breakWaitingCycle()
    }

    /// Breaks one cycle among the recognizers still waiting, if there is one.
    private func breakWaitingCycle() -> Bool {
        for recognizer in live where recognizer.pendingState != nil {
            if let cycle = cycle(from: recognizer) {
                breakCycle(cycle)
                return true
            }
        }
        return false
    }

    /// G16: a cycle is logged once and broken by failing the recognizer in it that was
    /// made last; returns that recognizer.
    @discardableResult
    private func breakCycle(_ cycle: [GestureRecognizer]) -> GestureRecognizer {
        let newest = cycle.max { $0.serial < $1.serial }!
        let key = cycle.map(\.serial).sorted()
        if reportedCycles.insert(key).inserted {
            TouchKitLog.error(
                "gesture recognizers require each other to fail ("
                    + cycle.map { "\(type(of: $0))" }.joined(separator: " -> ")
                    + "): failing the newest, \(type(of: newest))")
        }
        fail(newest)
        return newest
    }

    /// Whether `recognizer` is still deciding: `possible` with an attempt under way, or
    /// a candidate not yet arbitrated.
    func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isUndecidedOrCandidate
    }

    /// The failure requirements of the current attempt, asked once (G16).
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if let cached = recognizer.attempt.requirements { return cached }
        guard recognizer.takesPartInArbitration else {
            recognizer.attempt.requirements = []
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
        recognizer.attempt.requirements = list
        return list
    }

    /// A cycle of waiting from `start` back to it, if there is one: a path along
    /// *every* undecided requirement of each waiting recognizer (G16), not only the
    /// first, searched depth first.
    func cycle(from start: GestureRecognizer) -> [GestureRecognizer]? {
        var path: [GestureRecognizer] = []
        var visited: [GestureRecognizer] = []
        func search(_ node: GestureRecognizer) -> Bool {
            path.append(node)
            visited.append(node)
            for next in requirements(of: node) where isUndecided(next) {
                if next === start { return true }
                guard next.attempt.stage != .open,
                    !visited.contains(where: { $0 === next })
                else { continue }
                if search(next) { return true }
            }
            path.removeLast()
            return false
        }
        return search(start) ? path : nil
    }

    func shareTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.attempt.touches.contains { touch in a.holds(touch) && b.holds(touch) }
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
        recognizer.advanceStage(to: .open)
        recognizer.attempt.owedActions.removeAll(keepingCapacity: true)
        trace(recognizer, from: old, to: .failed)
        join(recognizer)
    }

    /// Step 3 (G8): the views lose the touches of recognizers that recognized.
}
