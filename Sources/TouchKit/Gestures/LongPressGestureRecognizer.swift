/// A continuous recognizer for fingers held still (SPEC G24).
///
/// The counterpart of `UILongPressGestureRecognizer`. It begins when
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration``
/// without moving more than ``allowableMovement`` — a timer decides, no new frame is
/// needed — after ``numberOfTapsRequired`` quick taps if any. It then reports `changed`
/// on any movement, with no distance limit, and ends when any finger lifts. Lifting
/// or moving too far before the duration has passed makes it fail.
///
/// ```swift
/// let press = LongPressGestureRecognizer { recognizer in
///     if recognizer.state == .began { card.superview?.bringSubviewToFront(card) }
/// }
/// ```
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds. 0.5 by default.
    public var minimumPressDuration: Double = 0.5
    /// How far the fingers may move before the press begins, in points. 10 by default.
    public var allowableMovement: Double = 10
    /// How many quick taps come before the press. 0 by default.
    public var numberOfTapsRequired = 0
    /// How many fingers the press needs. 1 by default.
    public var numberOfTouchesRequired = 1
    /// The pointer buttons a pointer's press must hold; `.primary` by default (SPEC P9).
    public var buttonMaskRequired: Event.ButtonMask = .primary

    private var downLocations: [ObjectIdentifier: Point] = [:]
    private var fingersDown = 0
    private var tapsCompleted = 0
    private var timer: DelayedWork?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else {
            // Fingers added after the press began are followed for its location only.
            return
        }
        guard pointerButtons(of: touches, include: buttonMaskRequired) else {
            state = .failed  // SPEC P9
            return
        }
        timer?.cancel()
        for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            state = .failed
            return
        }
        if fingersDown == numberOfTouchesRequired {
            let duration =
                tapsCompleted == numberOfTapsRequired ? minimumPressDuration : TapGestureRecognizer.maximumPressDuration
            timer = perform(after: duration) { [weak self] in self?.timerFired() }
        }
    }

    private func timerFired() {
        guard state == .possible else { return }
        if tapsCompleted == numberOfTapsRequired {
            state = .began
        } else {
            state = .failed  // a tap held too long to count as a tap
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = downLocations[ObjectIdentifier(touch)] else { continue }
                if touch.location(in: nil).distance(to: start) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            timer?.cancel()
            fingersDown = max(0, fingersDown - touches.count)
            guard tapsCompleted < numberOfTapsRequired else {
                state = .failed  // lifted before the press lasted long enough
                return
            }
            guard fingersDown == 0 else { return }
            tapsCompleted += 1
            downLocations.removeAll()
            timer = perform(after: TapThresholds.maximumInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        downLocations.removeAll()
        fingersDown = 0
        tapsCompleted = 0
    }
}
