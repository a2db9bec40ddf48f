import TouchKit

/// A recognizer that says when TouchKit resets it, so a ``RecognizerMonitor`` can
/// tell an attempt that failed from one still going.
///
/// A failed recognizer runs no action (SPEC G6) and is reset to `possible` at the end
/// of the same dispatch (G7), so the actions alone never show a failure. `reset()` is
/// the one method every attempt ends with; the lab's recognizers override it, which
/// the subclass API allows (G31), and report it.
@MainActor
protocol ResetReporting: GestureRecognizer {
    /// Called after each reset, once the recognizer is back in `possible`.
    var onReset: (() -> Void)? { get set }
}

/// A ``TapGestureRecognizer`` that reports its resets.
@MainActor
final class LabTapRecognizer: TapGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``LongPressGestureRecognizer`` that reports its resets.
@MainActor
final class LabLongPressRecognizer: LongPressGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``PanGestureRecognizer`` that reports its resets.
@MainActor
final class LabPanRecognizer: PanGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``PinchGestureRecognizer`` that reports its resets.
@MainActor
final class LabPinchRecognizer: PinchGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``RotationGestureRecognizer`` that reports its resets.
@MainActor
final class LabRotationRecognizer: RotationGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``SwipeGestureRecognizer`` that reports its resets.
@MainActor
final class LabSwipeRecognizer: SwipeGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}

/// A ``ScreenEdgePanGestureRecognizer`` that reports its resets.
@MainActor
final class LabEdgePanRecognizer: ScreenEdgePanGestureRecognizer, ResetReporting {
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
}
