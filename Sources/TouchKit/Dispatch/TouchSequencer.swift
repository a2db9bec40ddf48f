/// The touch-sequence state machine: turns input frames into the application's touch
/// event and keeps one ``Touch`` per finger from `began` to its last delivery.
///
/// It owns the active touches, hit-tests each new finger once (SPEC H1, T2), counts
/// taps (T6), admits or refuses touches for views (T7, T8, F3), fixes each touch's
/// recognizers (G3), dispatches the event through the application's funnel (F1) and
/// retires finished touches, keeping those whose withheld `ended` is still owed to a
/// view (G11). Cancellation by the toolkit (F4) and by the compositor (W3) also goes
/// through here, so every touch ends exactly once per receiver (F5, G11).
///
/// Frames handed in while a dispatch or a cancellation is running (a handler or a
/// funnel that closes a window makes the backend flush its pending frames, for
/// instance) are queued and dispatched after the current one, never inside it.
@MainActor
internal final class TouchSequencer {
    unowned let application: Application
    /// The conductor that owns the sequencer (recognizers and views, SPEC G4).
    unowned let conductor: TouchDispatch
    /// The application's one touch event, reused for every dispatch (UIKit does the same).
    let event = Event()

    /// The fingers being tracked, in the order they went down. A handful at most, so a
    /// linear search beats hashing the seat name for every finger of every frame.
    private(set) var active: [Touch] = []
    /// Touches whose sequence is over but whose view still waits for a withheld
    /// `ended` (SPEC G10, G11).
    private(set) var lingering: [Touch] = []

    /// What the previous tap on a seat was, for tap counting (SPEC T6).
    private struct LastTap {
        weak var view: View?
        var location: Point
        var timestamp: Double
        var count: Int
    }
    private var lastTaps: [SeatID: LastTap] = [:]

    private var isDispatching = false
    private var queued: [[TouchFrame]] = []

    init(application: Application, conductor: TouchDispatch) {
        self.application = application
        self.conductor = conductor
    }

    /// An application that goes away with fingers still down (or with `ended`s still
    /// withheld) lets its touches go too: they no longer list their recognizers, which
    /// may keep them in their attempt.
    isolated deinit {
        for touch in active { release(touch) }
        for touch in lingering { release(touch) }
    }

    // MARK: - Frames in

    /// Dispatches frames in order, coalescing runs that only move fingers of one seat.
    func handle(_ frames: [TouchFrame]) {
        if isDispatching {
            queued.append(frames)
            return
        }
        isDispatching = true
        defer { isDispatching = false }
        dispatchRuns(of: frames)
        drainQueue()
    }

    /// Dispatches the frames handed in during the dispatch or cancellation that is ending.
    private func drainQueue() {
        while !queued.isEmpty { dispatchRuns(of: queued.removeFirst()) }
    }

    private func dispatchRuns(of frames: [TouchFrame]) {
        var index = frames.startIndex
        while index < frames.endIndex {
            var end = index + 1
            if isMotionOnly(frames[index]) {
                while end < frames.endIndex, isMotionOnly(frames[end]), frames[end].seat == frames[index].seat {
                    end += 1
                }
            }
            if end - index == 1 {
                apply(frames[index])
                dispatch(timestamp: frames[index].timestamp)
            } else {
                applyCoalesced(frames[index..<end])
                dispatch(timestamp: frames[end - 1].timestamp)
            }
            index = end
        }
    }

    private func isMotionOnly(_ frame: TouchFrame) -> Bool {
        // (A loop, not `contains(where:)`: no main-actor check per point.)
        for point in frame.points where point.phase != .moved && point.phase != .stationary { return false }
        return true
    }

    private func activeTouch(seat: SeatID, id: TouchPoint.ID) -> Touch? {
        for touch in active where touch.identifier == id && touch.seat == seat { return touch }
        return nil
    }

    /// ``activeTouch(seat:id:)``, trying `index` first: a frame lists its fingers in the
    /// order they went down, as ``active`` does, so the guess is right in the common case.
    private func activeTouch(seat: SeatID, id: TouchPoint.ID, guess index: Int) -> Touch? {
        if index < active.count {
            let touch = active[index]
            if touch.identifier == id && touch.seat == seat { return touch }
        }
        return activeTouch(seat: seat, id: id)
    }

    /// Updates the touches from one frame; creates, hit-tests and admits new ones.
    private func apply(_ frame: TouchFrame) {
        for touch in active { touch.phase = .stationary }
        for (index, point) in frame.points.enumerated() {
            if point.phase == .began {
                if let stale = activeTouch(seat: frame.seat, id: point.id) {
                    cancel([stale])
                }
                guard let window = application.window(with: point.window) else { continue }
                active.append(makeTouch(point, seat: frame.seat, in: window))
            } else if let touch = activeTouch(seat: frame.seat, id: point.id, guess: index), !touch.hasEnded,
                touch.windowID == point.window
            {
                // (A point naming another window is about another finger with this id,
                // from frames a host handed in out of order: never this touch's.)
                touch.update(from: point)
            }
        }
    }

    private func applyCoalesced(_ frames: ArraySlice<TouchFrame>) {
        var start: [ObjectIdentifier: Point] = [:]
        var moved: Set<ObjectIdentifier> = []
        for frame in frames {
            for point in frame.points {
                guard let touch = activeTouch(seat: frame.seat, id: point.id), !touch.hasEnded,
                    touch.windowID == point.window
                else { continue }
                let key = ObjectIdentifier(touch)
                if start[key] == nil { start[key] = touch.windowLocation }
                touch.update(from: point)
                if point.phase == .moved {
                    moved.insert(key)
                    event.coalesced[key, default: []].append(Touch(snapshotOf: touch))
                }
            }
        }
        for touch in active {
            let key = ObjectIdentifier(touch)
            guard let origin = start[key] else {
                touch.phase = .stationary
                continue
            }
            touch.previousWindowLocation = origin
            touch.phase = moved.contains(key) ? .moved : .stationary
            if var list = event.coalesced[key], !list.isEmpty {
                list[list.count - 1] = touch
                event.coalesced[key] = list
            }
        }
    }

    private func makeTouch(_ point: TouchPoint, seat: SeatID, in window: Window) -> Touch {
        let view = window.hitTest(point.location, with: event)
        let binding: ViewBinding
        if application.isIgnoringInteractionEvents {
            binding = .ignored
        } else if let view, admits(view, in: window) {
            binding = .pending
        } else {
            binding = .refused
        }
        let touch = Touch(
            point: point, seat: seat, window: window, view: view,
            tapCount: tapCount(for: point, seat: seat, view: view), binding: binding)
        if binding != .ignored, let view { touch.recognizers = TouchDispatch.recognizers(from: view) }
        return touch
    }

    /// Whether a new touch on `view` may be delivered to it (SPEC T7, T8).
    private func admits(_ view: View, in window: Window) -> Bool {
        for other in active {
            guard other.binding == .pending || other.binding == .tracking, !other.hasEnded,
                other.windowID == window.windowID, let otherView = other.view
            else { continue }
            if otherView === view && !view.isMultipleTouchEnabled { return false }
            if otherView !== view && (otherView.isExclusiveTouch || view.isExclusiveTouch) { return false }
        }
        return true
    }

    private func tapCount(for point: TouchPoint, seat: SeatID, view: View?) -> Int {
        // A clock going backwards (the 32-bit millisecond wl_touch time wrapping, or a
        // replay starting again at 0) starts a new count rather than adding to one.
        guard let last = lastTaps[seat], let view, last.view === view,
            (0...TapThresholds.maximumInterval).contains(point.timestamp - last.timestamp),
            point.location.distance(to: last.location) <= TapThresholds.maximumDistance
        else { return 1 }
        return last.count + 1
    }

    // MARK: - Dispatch

    /// Fills the event with the current touches and sends it through the funnel when
    /// any of them changed; then retires the touches that ended.
    private func dispatch(timestamp: Double) {
        event.timestamp = timestamp
        var changed = false
        var anyIgnored = false
        for touch in active {
            if touch.binding == .ignored { anyIgnored = true }
            if touch.binding != .ignored && touch.phase != .stationary { changed = true }
        }
        if anyIgnored {
            event.touchList.removeAllCheaply()
            for touch in active where touch.binding != .ignored { event.touchList.append(touch) }
        } else {
            // Every active touch is in the event: the event shares the list (no copy; a
            // later change to either list copies it then).
            event.touchList = active
        }
        if changed { application.sendEvent(event) }
        retireEnded()
        event.coalesced.removeAll(keepingCapacity: true)
    }

    /// Removes the touches whose sequence is over from the active list; those whose
    /// view still waits for a withheld `ended` linger until it is delivered (G11).
    private func retireEnded() {
        var anyEnded = false
        for touch in active where touch.phase.isTerminal || touch.hasEnded {
            anyEnded = true
            break
        }
        guard anyEnded else { return }
        var kept: [Touch] = []
        for touch in active {
            guard touch.phase.isTerminal || touch.hasEnded else {
                kept.append(touch)
                continue
            }
            if touch.phase == .ended { rememberTap(touch) }
            touch.hasEnded = true
            conductor.arena.touchesDidEnd([touch])
            if touch.binding == .tracking || touch.binding == .pending {
                lingering.append(touch)
            } else {
                release(touch)
            }
        }
        active = kept
        event.touchList.removeAll { $0.hasEnded }
    }

    /// Forgets lingering touches whose view has heard their end.
    func dropDeliveredLingering() {
        guard !lingering.isEmpty else { return }
        lingering.removeAll { touch in
            guard !touch.isBoundToView else { return false }
            release(touch)
            return true
        }
    }

    /// Lets go of a touch whose sequence is over and delivered: it no longer lists its
    /// recognizers. A recognizer may keep the touch (for ``GestureRecognizer/location(in:)``
    /// after the last lift, or in a pending attempt), and the touch listing it back
    /// would be a reference cycle that outlives the window and the application.
    private func release(_ touch: Touch) {
        touch.recognizers.removeAll()
    }

    private func rememberTap(_ touch: Touch) {
        guard touch.binding == .tracking || touch.binding == .finished, let view = touch.view else { return }
        if touch.windowLocation.distance(to: touch.beganWindowLocation) > TapThresholds.maximumDistance {
            lastTaps[touch.seat] = nil
            return
        }
        lastTaps[touch.seat] = LastTap(
            view: view, location: touch.windowLocation, timestamp: touch.timestamp, count: touch.tapCount)
    }

    // MARK: - Cancellation (SPEC W3, F4, G20, G21)

    /// Cancels touches for every receiver: recognizers receive `touchesCancelled` first,
    /// then the views that heard the touches' `began` (grouped per view, T4), and
    /// nothing more after that (F5).
    ///
    /// When the fingers are gone for the app (its window closed, a repeated `down`), the
    /// cancellation travels the funnels like any event (F1) and the touches are gone.
    /// When they stay on the glass (`keepingFingers`: a view left its window, F4, G20),
    /// it goes to the receivers directly, as a recognizer's cancellation of a view's
    /// touches does (G8), and the funnels go on seeing the fingers with their real
    /// phases until they lift (SPEC F6), as they see refused ones (T7, T8).
    ///
    /// It counts as a dispatch: frames handed in meanwhile (a funnel override that
    /// closes a window makes its host forget the window's fingers) are queued and
    /// dispatched once the cancellation is over, never inside it.
    func cancel(_ doomed: [Touch], keepingFingers: Bool = false) {
        var doomed = doomed.filter { $0.binding != .ignored && (!$0.hasEnded || $0.isBoundToView) }
        // A finger already cancelled for its receivers has no receiver left to tell.
        if keepingFingers { doomed.removeAll { !$0.isBoundToView && $0.recognizers.isEmpty } }
        guard !doomed.isEmpty else { return }
        let outermost = !isDispatching
        isDispatching = true
        defer {
            if outermost {
                drainQueue()
                isDispatching = false
            }
        }
        // The fingers that stay on the glass (not those that lifted, lingering for a
        // withheld `ended`), with what the funnels see of them.
        let kept: [(touch: Touch, phase: TouchPhase, previous: Point)] =
            keepingFingers
            ? doomed.filter { !$0.hasEnded }.map { ($0, $0.phase, $0.previousWindowLocation) } : []
        for touch in doomed {
            touch.phase = .cancelled
            touch.previousWindowLocation = touch.windowLocation
            touch.hasEnded = true
        }
        let saved = event.touchList
        let savedTime = event.timestamp
        event.touchList = doomed
        event.timestamp = doomed.map(\.timestamp).max() ?? savedTime
        if keepingFingers {
            deliverToReceivers(event)
        } else {
            application.sendEvent(event)
        }
        event.touchList = saved
        event.timestamp = savedTime
        for touch in doomed where touch.isBoundToView { touch.advanceBinding(to: .finished) }
        var gone = Set(doomed.map(ObjectIdentifier.init))
        for item in kept { gone.remove(ObjectIdentifier(item.touch)) }
        active.removeAll { gone.contains(ObjectIdentifier($0)) }
        lingering.removeAll { gone.contains(ObjectIdentifier($0)) }
        event.touchList.removeAll { gone.contains(ObjectIdentifier($0)) }
        conductor.arena.touchesDidEnd(doomed)
        for touch in doomed { release(touch) }
        // Kept fingers go on, unbound and without recognizers, like refused ones.
        for item in kept {
            item.touch.phase = item.phase
            item.touch.previousWindowLocation = item.previous
            item.touch.hasEnded = false
        }
    }

    /// Hands a cancellation to the recognizers and views of its touches' windows,
    /// without the funnels (SPEC F6).
    private func deliverToReceivers(_ event: Event) {
        var windows: [Window] = []
        for touch in event.touchList {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { conductor.dispatch(event, in: window) }
    }

    /// Cancels the active and lingering touches that match `predicate` (SPEC F4).
    func cancelTouches(where predicate: (Touch) -> Bool) {
        cancel((active + lingering).filter(predicate))
    }
}
