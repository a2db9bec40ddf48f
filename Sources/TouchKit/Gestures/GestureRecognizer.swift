/// An object that turns touches into a gesture — a tap, a pan, a pinch — and tells
/// its targets when the gesture is recognized (SPEC G1-G32).
///
/// The counterpart of `UIGestureRecognizer`. Attach recognizers to a view with
/// ``View/addGestureRecognizer(_:)``. A touch that begins on that view or on one of its
/// subviews is offered to the recognizer *before* the views see it (G3, G4); the
/// recognizer follows the touches and moves through its ``state`` machine (G5), and
/// each change calls the actions (G6):
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { recognizer in card.reset() }
/// doubleTap.numberOfTapsRequired = 2
/// card.addGestureRecognizer(doubleTap)
/// ```
///
/// Recognizers that share a touch are arbitrated (G13-G17): the first to recognize
/// wins, unless a delegate lets two recognize together, and ``require(toFail:)`` makes
/// one wait for another. While a recognizer is deciding, ``delaysTouchesBegan`` and
/// ``delaysTouchesEnded`` withhold phases from the views; once it recognizes,
/// ``cancelsTouchesInView`` takes its touches away from them (G8-G11).
///
/// A recognizer is not a responder and never takes part in the responder chain.
///
/// **Writing your own.** Subclass it, override ``touchesBegan(_:with:)`` and the other
/// touch methods, set ``state`` as the gesture progresses, and override ``reset()`` to
/// clear your own state (G31). The built-in recognizers use nothing else: the
/// arbitration's internals and the fast paths' unsafe idioms live in the arena and in
/// the toolkit's support code, not in them.
///
/// See also: ``TapGestureRecognizer``, ``PanGestureRecognizer``, ``GestureRecognizerDelegate``.
@MainActor
open class GestureRecognizer {
    /// A recognizer's state (SPEC G5).
    ///
    /// Discrete recognizers go `possible → ended` (also named `recognized`) or
    /// `possible → failed`; continuous ones go `possible → began → changed… →
    /// ended | cancelled`, or `possible → failed`.
    public enum State: Int, Sendable, Hashable, CustomStringConvertible {
        /// Not recognized yet (the state it starts in and returns to on reset).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended; for a discrete recognizer, it was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// The discrete recognizers' name for ``ended``.
        public static let recognized = State.ended

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer is done with its attempt (`ended`, `cancelled` or `failed`).
        @inline(__always)
        /// (`ended`, `cancelled` and `failed` are the last three raw values, as in UIKit: one comparison.)
        public var isFinished: Bool { rawValue >= State.ended.rawValue }
    }

    /// One target-action pair or closure, called in the order added (G6).
    internal enum Action {
        case message(target: Weak, action: Selector)
        case closure(@MainActor (GestureRecognizer) -> Void)
    }
    internal struct Weak {
        weak var object: Responder?
    }
    internal private(set) var actions: [Action] = []

    // MARK: - Creating

    /// Creates a recognizer that sends `action` to `target` (SPEC G2, R4). With a `nil`
    /// target the action travels the responder chain from the first responder.
    public init(target: Responder?, action: Selector?) {
        if let action { actions.append(.message(target: Weak(object: target), action: action)) }
        serial = GestureRecognizer.nextSerial
        GestureRecognizer.nextSerial += 1
    }

    /// Creates a recognizer that calls `handler` for each action (SPEC G2).
    public convenience init(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(.closure(handler))
    }

    /// Creates a recognizer with no action yet.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target-action pair, called after those added before (SPEC G6).
    public func addTarget(_ target: Responder?, action: Selector) {
        actions.append(.message(target: Weak(object: target), action: action))
    }

    /// Adds a closure, called after the actions added before.
    public func addAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(.closure(handler))
    }

    /// Removes target-action pairs: those of `target` (every target when `nil`) with
    /// `action` (every action when `nil`).
    public func removeTarget(_ target: Responder?, action: Selector?) {
        actions.removeAll { entry in
            guard case .message(let weak, let selector) = entry else { return false }
            return (target == nil || weak.object === target) && (action == nil || selector == action)
        }
    }

    // MARK: - State and configuration

    /// The recognizer's state (SPEC G5). Everyone may read it; subclasses set it as the
    /// gesture progresses, as UIKit's `UIGestureRecognizerSubclass` allows. An illegal
    /// change is logged once and ignored (debug builds stop).
    public var state: State {
        get { marks.actionState ?? storedState }
        set { arena?.recognizer(self, requests: newValue) ?? setStateWithoutArena(newValue) }
    }
    @exclusivity(unchecked) internal var storedState: State = .possible
    /// The current attempt's internal state (GestureAttempt.swift), replaced by the reset.
    @exclusivity(unchecked) internal var attempt = GestureAttempt()
    /// The arena's marks, kept across attempts (GestureAttempt.swift).
    @exclusivity(unchecked) internal var marks = ArenaMarks()

    /// The view the recognizer is attached to (weak, SPEC G2).
    @exclusivity(unchecked) public internal(set) weak var view: View? {
        didSet { isAttached = view != nil }
    }
    /// Whether the recognizer is attached to a view: ``view`` is not `nil`, read every
    /// frame without loading the weak reference (which retains and releases the view on
    /// the slow, side-table path). Set by ``view``'s setter; a view that goes away
    /// without detaching the recognizer leaves it set, but such a view left its window
    /// first, which ended every touch that lists the recognizer (G20), so no dispatch
    /// feeds it again.
    @exclusivity(unchecked) internal private(set) var isAttached = false

    /// The object asked about beginning, receiving touches and sharing them (G13-G16).
    @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether the recognizer receives touches. Turning it off while it recognizes
    /// cancels the gesture; while it is deciding, it fails quietly (SPEC G19).
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue, !isEnabled else { return }
            arena?.recognizerWasDisabled(self)
        }
    }

    /// Whether recognizing takes the touches away from the views (`touchesCancelled`,
    /// then nothing more; SPEC G8). `true` by default.
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// Whether the views' `touchesBegan` waits until this recognizer has failed (SPEC
    /// G9). `false` by default.
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// Whether the views' `touchesEnded` waits until this recognizer has failed (SPEC
    /// G10). `true` by default.
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// The kinds of touch the recognizer accepts (all of them by default, SPEC G3).
    public var allowedTouchTypes: Set<TouchType> = Set(TouchType.allCases)
    /// Whether, once it has a touch, the recognizer ignores touches of other types.
    /// `true` by default (SPEC G3).
    public var requiresExclusiveTouchType = true
    /// A name for traces and debugging.
    public var name: String?

    // MARK: - Touches

    /// The pointer's position in window coordinates while a touchpad gesture drives the
    /// recognizer (Application+Touchpad.swift, SPEC P48), else `nil`.
    @exclusivity(unchecked) internal var indirectLocation: Point?

    /// How many touches the recognizer is following (not ended, not ignored; SPEC G22).
    open var numberOfTouches: Int { attempt.currentTouches.count }

    /// The centroid of the recognizer's current touches in `view`'s coordinates
    /// (`nil`: the window's), SPEC G22. With no touch left, where the last ones were.
    open func location(in view: View?) -> Point {
        if attempt.currentTouches.isEmpty, let point = indirectLocation {
            // A touchpad gesture: where the pointer is (SPEC P48).
            guard let view, view !== self.view?.window else { return point }
            return view.convert(point, from: nil)
        }
        let touches = attempt.currentTouches.isEmpty ? marks.lastTouches : attempt.currentTouches
        guard !touches.isEmpty else { return .zero }
        var sum = Point.zero
        for touch in touches {
            let p = touch.location(in: view)
            sum.x += p.x
            sum.y += p.y
        }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }

    /// The location of one of the recognizer's touches (`index` below
    /// ``numberOfTouches``) in `view`'s coordinates (SPEC G22).
    open func location(ofTouch index: Int, in view: View?) -> Point {
        guard attempt.currentTouches.indices.contains(index) else {
            TouchKitLog.error("location(ofTouch: \(index)) with \(attempt.currentTouches.count) touches")
            return .zero
        }
        return attempt.currentTouches[index].location(in: view)
    }

    /// Stops following `touch`: the recognizer receives nothing more for it, does not
    /// count it, and never withholds it from its view or cancels it there (SPEC G12).
    open func ignore(_ touch: Touch, for event: Event?) {
        guard attempt.touches.contains(where: { $0 === touch }),
            !attempt.ignoredTouches.contains(where: { $0 === touch })
        else { return }
        attempt.ignoredTouches.append(touch)
        attempt.currentTouches.removeAll { $0 === touch }
        arena?.recognizerChangedHolds(self)
    }

    // MARK: - Subclass API (SPEC G31)

    /// Touches went down. Subclasses override it and set ``GestureRecognizer/state``; the default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled. The default moves a recognizing (began/changed)
    /// recognizer to `cancelled` and a deciding one to `failed` (SPEC G21).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Estimated properties were updated (UIKit's contract): never called, since a
    /// Wayland pen's values are final (SPEC P43); the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    /// Clears the recognizer's own state after an attempt ends (SPEC G7). Subclasses
    /// call `super`. TouchKit calls it; never call it yourself.
    open func reset() {}

    /// Whether this recognizer may stop `preventedGestureRecognizer` from recognizing
    /// when it recognizes itself (SPEC G14). `true` by default.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this one (SPEC G14). `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (SPEC
    /// G16). `false` by default; asked once per attempt.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (SPEC G16).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Runs `work` after `delay` seconds on the application's clock, then settles the
    /// recognizers as after a dispatch (SPEC G30): the way a recognizer waits without
    /// touch events (a long press, a tap's interval). Cancel it with the returned token.
    @discardableResult
    public func perform(after delay: Double, _ work: @escaping @MainActor () -> Void) -> DelayedWork? {
        guard let application = view?.window?.application else { return nil }
        let conductor = application.touchDispatch
        // (The conductor weakly: the recognizer keeps the returned request, and the
        // arena keeps the recognizers of an attempt.)
        return application.delayedWork.schedule(after: delay, target: self) { [weak conductor] in
            conductor?.batch(work)
        }
    }

    // MARK: - Failure requirements (SPEC G16)

    /// Recognizers this one waits for, set with ``require(toFail:)``.
    internal var requiredToFail: [WeakRecognizer] = []

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it
    /// recognizes; if the other recognizes, this one fails (SPEC G16).
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        requiredToFail.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: - Arena bookkeeping

    /// Whether other recognizers may wait for this one to fail (G16). Off only for
    /// a scroll view's tracking recognizer, which only watches touches.
    @exclusivity(unchecked) internal var takesPartInArbitration = true
    /// The order the recognizer was created in (cycles break at the newest, G16).
    internal let serial: Int
    private static var nextSerial = 0
}
