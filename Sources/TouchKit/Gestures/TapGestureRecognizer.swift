/// A discrete recognizer for one or more taps made with a given number of fingers
/// (SPEC G23).
///
/// The counterpart of `UITapGestureRecognizer`. It recognizes at the lift that
/// completes the ``numberOfTapsRequired``-th tap, each made with exactly
/// ``numberOfTouchesRequired`` fingers, and fails when:
/// - a finger moves more than ``TapThresholds/maximumDistance`` from where it went down;
/// - more fingers land than required;
/// - a press lasts longer than ``maximumPressDuration``;
/// - the next tap does not begin within ``TapThresholds/maximumInterval`` (a timer);
/// - the next tap lands more than ``TapThresholds/maximumDistance`` from the first.
///
/// It counts its own taps, not ``Touch/tapCount``. Its ``location(in:)`` is where the
/// first tap was. A tap recognizer never prevents one that requires more taps, so a
/// double tap can win over a single tap on the second tap (G14, G17); make the single
/// tap ``GestureRecognizer/require(toFail:)`` the double tap so it waits.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(target: self, action: "zoom")
/// doubleTap.numberOfTapsRequired = 2
/// let singleTap = TapGestureRecognizer(target: self, action: "select")
/// singleTap.require(toFail: doubleTap)
/// ```
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// The longest a tap may be held, in seconds (a choice: UIKit documents none; a
    /// 5-second hold never taps; ``GestureThresholds/tapPressDuration``).
    public static let maximumPressDuration: Double = GestureThresholds.tapPressDuration

    /// How many taps make the gesture. 1 by default.
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// How many fingers each tap needs. 1 by default.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1

    @exclusivity(unchecked) private var tapsCompleted = 0
    /// The centroid of the first tap's fingers, in window coordinates.
    @exclusivity(unchecked) private var firstTapLocation: Point?
    @exclusivity(unchecked) private var downLocations = TouchPoints()
    @exclusivity(unchecked) private var fingersDown = 0
    @exclusivity(unchecked) private var fingersInThisTap = 0
    private var timer: DelayedWork?

    /// The pointer buttons a pointer's tap must hold; `.primary` by default, so a
    /// secondary click is `.secondary` (SPEC P9).
    public var buttonMaskRequired: Event.ButtonMask = .primary

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        guard pointerButtons(of: touches, include: buttonMaskRequired) else {
            state = .failed  // SPEC P9
            return
        }
        if fingersDown == 0 {
            // A new tap begins: the interval since the previous one is over.
            timer?.cancel()
            fingersInThisTap = 0
            timer = perform(after: Self.maximumPressDuration) { [weak self] in self?.failIfPossible() }
        }
        for touch in touches.inIdentifierOrder() {
            let location = touch.location(in: nil)
            if let first = firstTapLocation, location.distance(to: first) > TapThresholds.maximumDistance {
                state = .failed
                return
            }
            downLocations.set(location, for: ObjectIdentifier(touch))
        }
        fingersDown += touches.count
        fingersInThisTap += touches.count
        if fingersInThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        // (Borrowed from the set: no reference counting per finger per frame.)
        let strayed = touches.containsBorrowed { touch in
            guard let start = downLocations.point(of: ObjectIdentifier(touch)) else { return false }
            return touch.location(in: nil).distance(to: start) > TapThresholds.maximumDistance
        }
        if strayed { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = downLocations.point(of: ObjectIdentifier(touch)),
                touch.location(in: nil).distance(to: start) > TapThresholds.maximumDistance
            {
                state = .failed
                return
            }
        }
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        timer?.cancel()
        guard fingersInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if tapsCompleted == 0 {
            let points = downLocations.values
            firstTapLocation = Point(
                x: points.map(\.x).reduce(0, +) / Double(points.count),
                y: points.map(\.y).reduce(0, +) / Double(points.count))
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            timer = perform(after: TapThresholds.maximumInterval) { [weak self] in self?.failIfPossible() }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }

    /// Where the first tap was (SPEC G22), in `view`'s coordinates.
    open override func location(in view: View?) -> Point {
        guard let first = firstTapLocation ?? lastFirstTapLocation else { return super.location(in: view) }
        guard let view else { return first }
        return view.convert(first, from: nil)
    }

    /// The first tap's location of the attempt that just ended, for actions and later reads.
    private var lastFirstTapLocation: Point?

    /// A tap recognizer never prevents one that requires more taps (SPEC G14).
    open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? TapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func reset() {
        super.reset()
        if firstTapLocation != nil { lastFirstTapLocation = firstTapLocation }
        tapsCompleted = 0
        firstTapLocation = nil
        downLocations.removeAll()
        fingersDown = 0
        fingersInThisTap = 0
        timer?.cancel()
        timer = nil
    }
}
