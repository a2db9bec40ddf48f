/// Takes the pointer's scrolls and hovers to the recognizers and scroll views they
/// concern (SPEC P2-P7, P10). One per application.
@MainActor
final class PointerRouter {
    unowned let application: Application

    /// A pan that scrolling drives: from its first scroll to its stop, or to
    /// ``PanGestureRecognizer/scrollEndDelay`` after its last (SPEC P3).
    final class Drive {
        let pan: PanGestureRecognizer
        let type: ScrollType
        let seat: SeatID
        let window: WindowID
        init(pan: PanGestureRecognizer, type: ScrollType, seat: SeatID, window: WindowID) {
            self.pan = pan
            self.type = type
            self.seat = seat
            self.window = window
        }
    }
    /// The pans scrolling drives now.
    private(set) var drives: [Drive] = []
    /// The hover recognizers following the pointer, per seat (SPEC P10).
    var hovering: [HoverKey: [HoverGestureRecognizer]] = [:]

    init(application: Application) {
        self.application = application
    }

    // MARK: - Scrolling

    /// Routes one scroll (SPEC P2).
    func handle(_ input: ScrollInput) {
        guard input.location.x.isFinite, input.location.y.isFinite,
            let window = application.window(with: input.window)
        else { return }
        var delta = Point(
            x: input.delta.x.isFinite ? input.delta.x : 0, y: input.delta.y.isFinite ? input.delta.y : 0)
        var steps = input.steps.map { Point(x: $0.x.isFinite ? $0.x : 0, y: $0.y.isFinite ? $0.y : 0) }
        // P7: Shift turns a wheel's vertical steps across.
        if input.scrollType == .discrete, input.modifierFlags.contains(.shift), delta.x == 0,
            (steps?.x ?? 0) == 0
        {
            delta = Point(x: delta.y, y: 0)
            steps = steps.map { Point(x: $0.y, y: 0) }
        }
        switch input.scrollType {
        case .continuous:
            scrollContinuously(input, delta: delta, in: window)
        case .discrete:
            scrollByWheel(input, delta: delta, steps: steps, in: window)
        }
    }

    /// A touchpad or other continuous source: the sequence keeps the pan its first
    /// movement chose (SPEC P2, P5).
    private func scrollContinuously(_ input: ScrollInput, delta: Point, in window: Window) {
        var drive = drives.first { $0.type == .continuous && $0.seat == input.seat }
        if let existing = drive, !isUsable(existing.pan) || existing.window != input.window {
            end(existing, cancelled: !isUsable(existing.pan))
            drive = nil
        }
        if drive == nil, delta != .zero {
            let vertical = abs(delta.y) >= abs(delta.x)
            guard let pan = target(for: input, vertical: vertical, in: window) else { return }
            let new = Drive(pan: pan, type: .continuous, seat: input.seat, window: input.window)
            drives.append(new)
            pan.scrollBegan(at: input.location, time: input.timestamp)
            pan.drivePointerState(.began)
            drive = new
        }
        guard let drive else { return }
        if delta != .zero {
            drive.pan.scrollMoved(by: fingerVector(delta, in: drive.pan), time: input.timestamp)
            drive.pan.drivePointerState(.changed)
        }
        if input.isStop {
            // Only a finger glides (P5): another source stops as if it rested.
            drive.pan.scrollStopped(time: input.source == .finger ? input.timestamp : nil)
            end(drive, cancelled: false)
        } else {
            scheduleEnd(of: drive)
        }
    }

    /// A wheel: each axis to the innermost pan that takes it; a scroll view moves by
    /// lines (SPEC P2, P4).
    private func scrollByWheel(_ input: ScrollInput, delta: Point, steps: Point?, in window: Window) {
        let distance = Point(
            x: ScrollView.wheelDistance(steps: steps?.x, axis: delta.x),
            y: ScrollView.wheelDistance(steps: steps?.y, axis: delta.y))
        var targets: [(pan: PanGestureRecognizer, move: Point)] = []
        if distance.y != 0, let pan = target(for: input, vertical: true, in: window) {
            targets.append((pan, Point(x: 0, y: distance.y)))
        }
        if distance.x != 0, let pan = target(for: input, vertical: false, in: window) {
            if let index = targets.firstIndex(where: { $0.pan === pan }) {
                targets[index].move.x = distance.x
            } else {
                targets.append((pan, Point(x: distance.x, y: 0)))
            }
        }
        for (pan, move) in targets {
            if let scrollView = (pan as? ScrollPanGestureRecognizer)?.scrollView {
                scrollView.scrollByWheel(move)
                continue
            }
            var drive = drives.first { $0.pan === pan }
            if drive == nil {
                let new = Drive(pan: pan, type: .discrete, seat: input.seat, window: input.window)
                drives.append(new)
                pan.scrollBegan(at: input.location, time: input.timestamp)
                pan.drivePointerState(.began)
                drive = new
            }
            guard let drive else { continue }
            pan.scrollMoved(by: fingerVector(move, in: pan), time: input.timestamp)
            pan.drivePointerState(.changed)
            scheduleEnd(of: drive)
        }
    }

    /// The innermost pan from the view under the pointer up that takes the scroll's
    /// type along the axis (SPEC P2, P3).
    private func target(for input: ScrollInput, vertical: Bool, in window: Window) -> PanGestureRecognizer? {
        var view = window.hitTest(input.location, with: nil)
        while let current = view {
            for case let pan as PanGestureRecognizer in current.gestureRecognizers ?? []
            where isUsable(pan) && pan.allowedScrollTypesMask.contains(input.scrollType)
                && !drives.contains(where: { $0.pan === pan && $0.type != input.scrollType })
            {
                if let scrollView = (pan as? ScrollPanGestureRecognizer)?.scrollView {
                    guard scrollView.isScrollEnabled else { continue }
                    let axes = scrollView.scrollableAxes
                    guard vertical ? axes.vertical : axes.horizontal else { continue }
                }
                if pan.isIdle || drives.contains(where: { $0.pan === pan }) { return pan }
            }
            view = current.superview
        }
        return nil
    }

    private func isUsable(_ pan: PanGestureRecognizer) -> Bool {
        pan.isEnabled && pan.view?.window?.application === application
    }

    /// A scroll's movement as the fingers' (the opposite way), in window coordinates.
    private func fingerVector(_ scroll: Point, in pan: PanGestureRecognizer) -> Point {
        guard let view = pan.view else { return Point(x: -scroll.x, y: -scroll.y) }
        let origin = view.convert(Point.zero, to: nil)
        let tip = view.convert(Point(x: -scroll.x, y: -scroll.y), to: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func scheduleEnd(of drive: Drive) {
        application.cancelPendingWork(for: drive)
        application.perform(after: PanGestureRecognizer.scrollEndDelay, target: drive) { [weak self, weak drive] in
            guard let self, let drive else { return }
            drive.pan.scrollStopped(time: nil)
            self.end(drive, cancelled: false)
        }
    }

    /// Ends a drive: the pan ends (or is cancelled) and is ready for touches again.
    private func end(_ drive: Drive, cancelled: Bool) {
        application.cancelPendingWork(for: drive)
        drives.removeAll { $0 === drive }
        let state = drive.pan.storedState
        guard state == .began || state == .changed else { return }
        drive.pan.drivePointerState(cancelled ? .cancelled : .ended)
    }

    /// A finger is about to land: scrolling gives up its pans first (SPEC P6).
    func touchesWillBegin(_ frames: [TouchFrame]) {
        guard !drives.isEmpty else { return }
        for frame in frames {
            for point in frame.points where point.phase == .began {
                for drive in drives { end(drive, cancelled: true) }
                return
            }
        }
    }
}
