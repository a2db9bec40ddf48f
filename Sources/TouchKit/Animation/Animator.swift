/// Drives an application's view animations: records what an `animate` block
/// changes, then advances presentation values until each animation ends (SPEC D4).
///
/// The model value of a property changes at once (hit-testing uses it, as in UIKit);
/// the presentation value, which is drawn, moves over time towards the model value,
/// also when the model changes again outside an animation block. A new animation of a
/// property starts from the value on screen and interrupts the old one. The animator
/// ticks once per frame (``FrameTicker``) while animations run, damaging
/// the animated views so the backend redraws them at its next frame.
@MainActor
internal final class Animator {
    /// What one `animate` block is changing.
    struct Recording {
        var duration: Double
        var delay: Double
        var curve: TimingCurve
        var transaction: AnimationTransaction
        var changes: [(view: View, property: AnimatedProperty, from: AnimatedValue)] = []
    }

    /// The block being recorded, if any. Only one block records at a time; nested
    /// `animate` calls are folded into the outer one.
    ///
    /// Static on purpose (docs/ARCHITECTURE.md, "Process-wide state"): this is the main
    /// thread's open animation block, as Core Animation's transaction is per thread.
    /// `View.animate` is a class method and the block may change views of several
    /// applications, or views in no window yet, so the block cannot belong to one
    /// application's animator while it records; when it ends, it is handed to the
    /// animator of the application its views belong to.
    static var recording: Recording?

    private unowned let clock: any ApplicationClock
    private unowned let ticker: FrameTicker
    private var animatedViews: [ObjectIdentifier: View] = [:]
    /// Where each animated view was shown when last damaged, in window coordinates. Each
    /// tick damages both the previous place and the new one; damaging only the new one
    /// left slivers of the view behind on screen.
    private var damagedFrames: [ObjectIdentifier: Rect] = [:]
    init(clock: any ApplicationClock, ticker: FrameTicker) {
        self.clock = clock
        self.ticker = ticker
    }

    var now: Double { clock.now }

    /// The time presentation values are shown at: the clock's time at the last tick (or
    /// when the last animation started). Held between ticks, so that a frame drawn
    /// between two ticks shows views exactly where the last tick damaged them.
    private(set) var presentationTime = 0.0

    var isAnimating: Bool { !animatedViews.isEmpty }

    /// Whether a view of `window` is being animated.
    func isAnimating(in window: Window) -> Bool {
        animatedViews.values.contains { $0.window === window }
    }

    /// Records a property's presentation value before the block changes it.
    static func willChange(_ view: View, _ property: AnimatedProperty) {
        guard recording != nil else { return }
        if recording!.changes.contains(where: { $0.view === view && $0.property == property }) { return }
        let from = view.presentationValue(of: property)
        recording!.changes.append((view, property, from))
    }

    /// Starts the animations a recording describes.
    func start(_ recording: Recording) {
        presentationTime = now
        let begin = now + max(0, recording.delay)
        for change in recording.changes {
            let view = change.view
            let to = view.modelValue(of: change.property)
            let previous = view.animations[change.property]
            if change.from == to && previous == nil { continue }
            let animation = PropertyAnimation(
                from: change.from, start: begin, duration: max(0, recording.duration),
                curve: recording.curve, transaction: recording.transaction)
            recording.transaction.add()
            view.animations[change.property] = animation
            previous?.transaction.finishOne(interrupted: true)
            animatedViews[ObjectIdentifier(view)] = view
            damage(view)
        }
        scheduleTick()
        // A block that animated nothing still completes, on the next tick.
        clock.wakeUp(at: now) { recording.transaction.finishOne(interrupted: false) }
        recording.transaction.add()
    }

    private func scheduleTick() {
        guard isAnimating else { return }
        ticker.request(self) { [weak self] in self?.tick() }
    }

    /// Advances every animation to the clock's time: damages the views and finishes
    /// the animations that reached their end.
    func tick() {
        let time = now
        presentationTime = time
        for (key, view) in animatedViews {
            damage(view)
            for (property, animation) in view.animations where time >= animation.end {
                view.animations[property] = nil
                animation.transaction.finishOne(interrupted: false)
            }
            if view.animations.isEmpty {
                animatedViews[key] = nil
                damage(view)
                damagedFrames[key] = nil
            }
        }
        scheduleTick()
    }

    /// Damages where the view is shown now and where it was shown when last damaged
    /// (each tick, and when an animated view's model changes, see
    /// `View.viewGeometryDidChange()`).
    func damage(_ view: View) {
        guard let window = view.window, let superview = view.superview else { return }
        // Its presentation frame moves: the renderer's index of its siblings is stale.
        view.invalidateSuperviewIndex()
        let key = ObjectIdentifier(view)
        let shown = superview.convert(view.presentationDrawingFrame, to: nil)
        if let previous = damagedFrames[key] { window.addDamage(previous, from: view) }
        window.addDamage(shown, from: view)
        damagedFrames[key] = shown
    }

    /// Ends a view's animations at once (the view left its window).
    func removeAnimations(of view: View) {
        let running = view.animations
        view.animations.removeAll()
        animatedViews[ObjectIdentifier(view)] = nil
        damagedFrames[ObjectIdentifier(view)] = nil
        for animation in running.values { animation.transaction.finishOne(interrupted: true) }
    }
}
