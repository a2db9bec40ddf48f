extension ScrollView {
    /// How many lines one wheel step moves (a choice, as Qt's three; SPEC P4).
    nonisolated public static let wheelLinesPerStep = 3
    /// The height of a line a wheel moves by, in points (a choice; SPEC P4).
    nonisolated public static let wheelLineHeight: Double = 16
    /// The `wl_pointer.axis` length of one wheel step, for a wheel that reports no
    /// steps (a choice: Weston's and Mutter's 10; SPEC P4).
    nonisolated public static let wheelAxisStep: Double = 10
    /// How long the content takes to move by a wheel step, in seconds (a choice; SPEC P4).
    nonisolated public static let wheelAnimationDuration: Double = 0.12

    /// How far a wheel moves, in points, for `steps` (fractions kept) or, without
    /// steps, for an `axis` length (SPEC P4).
    nonisolated public static func wheelDistance(steps: Double?, axis: Double) -> Double {
        let line = Double(wheelLinesPerStep) * wheelLineHeight
        if let steps, steps != 0, steps.isFinite { return steps * line }
        guard axis.isFinite else { return 0 }
        return axis / wheelAxisStep * line
    }

    /// Moves the content by a wheel's `distance` (points, positive down and right),
    /// animated on an ease-out curve; a step during the animation adds to its target.
    /// Paging content moves a page. The content stops at its edges. A glide stops
    /// first (SPEC P4, P6).
    func scrollByWheel(_ wheel: Point) {
        // Paging content moves a page per step, towards the step (SPEC P4).
        let distance =
            isPagingEnabled
            ? Point(
                x: wheel.x == 0 ? 0 : (wheel.x > 0 ? bounds.width : -bounds.width),
                y: wheel.y == 0 ? 0 : (wheel.y > 0 ? bounds.height : -bounds.height))
            : wheel
        let axes = scrollableAxes
        let running = motion
        let base = clamp(
            running.map { $0.isAnimation ? Point(x: $0.x.target, y: $0.y.target) : contentOffset }
                ?? contentOffset)
        let target = clamp(
            Point(
                x: base.x + (axes.horizontal && distance.x.isFinite ? distance.x : 0),
                y: base.y + (axes.vertical && distance.y.isFinite ? distance.y : 0)))
        guard target != base || (running != nil && running?.isAnimation == false) else { return }
        stopMotion(notify: running?.isAnimation == false)
        startWheelAnimation(to: target)
    }

    /// Animates the content from where it is to `target`, as a wheel does (SPEC P4).
    func startWheelAnimation(to target: Point) {
        let start = contentOffset
        let duration = Self.wheelAnimationDuration
        startMotion(
            Motion(
                x: ScrollMotion(
                    .easedOut(start: start.x, target: target.x, duration: duration), bounceDuration: duration),
                y: ScrollMotion(
                    .easedOut(start: start.y, target: target.y, duration: duration), bounceDuration: duration),
                start: owningApplication.clock.now, isAnimation: true, keepsInRange: true))
    }
}
