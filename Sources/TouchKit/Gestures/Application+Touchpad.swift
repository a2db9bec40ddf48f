#if canImport(Glibc)
    import Glibc
#endif

/// Touchpad gestures reach recognizers (SPEC P48-P53).
///
/// As iPadOS does for an app that supports indirect input, a touchpad pinch drives the
/// ``PinchGestureRecognizer``s and ``RotationGestureRecognizer``s of the view under the
/// pointer and its ancestors, with no touches: "only certain prepackaged gestures in
/// UIKit, like UIPinchGestureRecognizer and UIRotationGestureRecognizer, are capable of
/// handling this event" (`UIApplicationSupportsIndirectInputEvents`). A swipe drives
/// ``SwipeGestureRecognizer``s whose ``SwipeGestureRecognizer/numberOfTouchesRequired``
/// is its finger count (a choice, P50); a hold stops the scroll views under the pointer
/// (P51). Tap, long-press and pan recognizers never hear a touchpad gesture (P52).
extension Application {
    /// Dispatches one touchpad gesture step to the recognizers of the view under the
    /// pointer (SPEC P48-P51). The recognizers are chosen at `began` and kept to the end.
    public func handle(_ gesture: TouchpadGesture) {
        switch gesture.phase {
        case .began:
            cancelTouchpadGesture(gesture.kind)
            guard let window = window(with: gesture.window),
                let hit = window.hitTest(TouchpadRouting.finite(gesture.location), with: nil)
            else { return }
            var chain: [View] = []
            var view: View? = hit
            while let current = view {
                chain.append(current)
                view = current.superview
            }
            switch gesture.kind {
            case .hold:
                // A resting hand stops a glide, as a finger landing does (S8).
                for case let scrollView as ScrollView in chain { scrollView.stopMotion(notify: true) }
            case .pinch, .swipe:
                let targets = chain.flatMap { $0.gestureRecognizers ?? [] }.filter {
                    $0.isEnabled && $0.storedState == .possible && TouchpadRouting.accepts($0, gesture)
                }
                guard !targets.isEmpty else { return }
                for recognizer in targets {
                    recognizer.indirectLocation = TouchpadRouting.finite(gesture.location)
                    TouchpadRouting.apply(gesture, to: recognizer)
                }
                touchpadTargets[gesture.kind] = targets
            }
        case .changed, .ended, .cancelled:
            guard let targets = touchpadTargets[gesture.kind] else { return }
            if gesture.phase != .changed { touchpadTargets[gesture.kind] = nil }
            var finished: [GestureRecognizer] = []
            for recognizer in targets where TouchpadRouting.apply(gesture, to: recognizer) {
                finished.append(recognizer)
            }
            if gesture.phase != .changed {
                for recognizer in targets { recognizer.indirectLocation = nil }
            } else if !finished.isEmpty {
                // A swipe recognizes once per gesture (P50).
                for recognizer in finished { recognizer.indirectLocation = nil }
                touchpadTargets[gesture.kind] = targets.filter { target in !finished.contains { $0 === target } }
            }
        }
    }

    /// Cancels a gesture of `kind` still driving recognizers (a new one began).
    private func cancelTouchpadGesture(_ kind: TouchpadGesture.Kind) {
        guard let targets = touchpadTargets.removeValue(forKey: kind) else { return }
        for recognizer in targets {
            if recognizer.storedState == .began || recognizer.storedState == .changed { recognizer.state = .cancelled }
            recognizer.indirectLocation = nil
        }
    }
}

/// Which recognizers hear a touchpad gesture, and what it does to them.
@MainActor
enum TouchpadRouting {
    /// The scale and rotation of the latest pinch step each recognizer followed.
    static var previous: [ObjectIdentifier: (scale: Double, rotation: Double)] = [:]

    /// Whether `recognizer` takes part in `gesture` (SPEC P48, P50, P52).
    static func accepts(_ recognizer: GestureRecognizer, _ gesture: TouchpadGesture) -> Bool {
        switch gesture.kind {
        case .pinch: recognizer is PinchGestureRecognizer || recognizer is RotationGestureRecognizer
        case .swipe: (recognizer as? SwipeGestureRecognizer)?.numberOfTouchesRequired == gesture.fingers
        case .hold: false
        }
    }

    /// Moves `recognizer` on by one step of `gesture`; `true` when the recognizer is done
    /// with the gesture (a swipe recognized).
    @discardableResult
    static func apply(_ gesture: TouchpadGesture, to recognizer: GestureRecognizer) -> Bool {
        switch gesture.kind {
        case .pinch:
            // Each step changes the recognizer by the step's own change, so that an action
            // that resets `scale` or `rotation` (G26, G27) gets the change since then.
            let id = ObjectIdentifier(recognizer)
            let before = gesture.phase == .began ? nil : previous[id]
            if let pinch = recognizer as? PinchGestureRecognizer {
                if let before, before.scale != 0, before.scale.isFinite {
                    pinch.scale *= gesture.scale / before.scale
                } else {
                    pinch.scale = gesture.scale
                }
            }
            if let rotation = recognizer as? RotationGestureRecognizer {
                if let before {
                    rotation.rotation += gesture.rotation - before.rotation
                } else {
                    rotation.rotation = gesture.rotation
                }
            }
            previous[id] =
                gesture.phase == .began || gesture.phase == .changed ? (gesture.scale, gesture.rotation) : nil
            switch (gesture.phase, recognizer.storedState) {
            case (.began, .possible): recognizer.state = .began
            case (.changed, .began), (.changed, .changed): recognizer.state = .changed
            case (.ended, .began), (.ended, .changed): recognizer.state = .ended
            case (.cancelled, .began), (.cancelled, .changed): recognizer.state = .cancelled
            default: break
            }
            return false
        case .swipe:
            guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.storedState == .possible,
                gesture.phase == .changed, matches(gesture.translation, swipe.direction)
            else { return false }
            swipe.state = .ended
            return true
        case .hold:
            return false
        }
    }

    /// Whether the fingers moved ``SwipeGestureRecognizer/minimumDistance`` within
    /// ``SwipeGestureRecognizer/maximumAngle`` of an allowed direction (SPEC P50).
    static func matches(_ translation: Point, _ direction: SwipeGestureRecognizer.Direction) -> Bool {
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        guard length.isFinite, length >= SwipeGestureRecognizer.minimumDistance else { return false }
        let angle = atan2(translation.y, translation.x)
        let axes: [(SwipeGestureRecognizer.Direction, Double)] = [
            (.right, 0), (.down, .pi / 2), (.left, .pi), (.up, -.pi / 2),
        ]
        return axes.contains { candidate, axis in
            guard direction.contains(candidate) else { return false }
            var off = abs(angle - axis)
            if off > .pi { off = 2 * .pi - off }
            return off <= SwipeGestureRecognizer.maximumAngle
        }
    }

    /// A location with anything not finite replaced by 0.
    static func finite(_ point: Point) -> Point {
        Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }
}
