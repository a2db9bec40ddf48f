extension View {
    /// Animates changes to views (SPEC D4).
    ///
    /// The changes made in `animations` to ``center``, ``frame``, ``bounds``,
    /// ``transform``, ``alpha`` and ``backgroundColor``, and to the ``layer``'s
    /// ``Layer/cornerRadius``, ``Layer/borderWidth`` and ``Layer/shadowOpacity``, take effect at once in the model
    /// (hit-testing uses the new values, as in UIKit), while the screen moves from the
    /// values shown now to the new ones over `duration` seconds. Animated views do not
    /// receive touches unless `options` has ``AnimationOptions/allowUserInteraction``.
    ///
    /// Setting an animated property again outside an animation block (for instance a
    /// dragged view's ``center`` in `touchesMoved`) changes where the running animation
    /// ends: the screen follows the new value and reaches it when the animation ends.
    ///
    /// - Parameters:
    ///   - duration: Seconds.
    ///   - delay: Seconds before the animation starts.
    ///   - options: The timing curve and interaction option.
    ///   - animations: Changes to animate.
    ///   - completion: Called exactly once: `true` when every animation ran to its end,
    ///     `false` when one was interrupted by a newer animation of the same property.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(
            duration: duration, delay: delay, curve: options.curve,
            allowsInteraction: options.contains(.allowUserInteraction), animations: animations,
            completion: completion)
    }

    /// Animates changes to views with a spring curve.
    ///
    /// - Parameters:
    ///   - duration: Seconds.
    ///   - delay: Seconds before the animation starts.
    ///   - dampingRatio: 1 settles without overshoot; lower values bounce.
    ///   - velocity: The initial speed, in whole distances per duration.
    ///   - options: The interaction option (the curve is the spring).
    ///   - animations: Changes to animate.
    ///   - completion: Called exactly once, `false` when interrupted.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(
            duration: duration, delay: delay,
            curve: .spring(damping: dampingRatio, initialVelocity: velocity),
            allowsInteraction: options.contains(.allowUserInteraction), animations: animations,
            completion: completion)
    }

    private static func animate(
        duration: Double, delay: Double, curve: TimingCurve, allowsInteraction: Bool,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        if Animator.recording != nil {
            animations()
            return
        }
        let transaction = AnimationTransaction(
            allowsUserInteraction: allowsInteraction, completion: completion)
        Animator.recording = Animator.Recording(
            duration: duration, delay: delay, curve: curve, transaction: transaction)
        animations()
        let recording = Animator.recording!
        Animator.recording = nil
        let application = recording.changes.lazy.compactMap { $0.view.window?.application }.first
        (application ?? Application.shared).animator.start(recording)
    }

    /// Whether any property of the view is being animated.
    public var isAnimating: Bool { !animations.isEmpty }

    /// The centre shown on screen now (differs from ``center`` while animating).
    public var presentationCenter: Point {
        guard case .point(let p) = presentationValue(of: .center) else { return center }
        return p
    }

    /// The bounds shown on screen now.
    public var presentationBounds: Rect {
        guard case .rect(let r) = presentationValue(of: .bounds) else { return bounds }
        return r
    }

    /// The transform shown on screen now.
    public var presentationTransform: AffineTransform {
        guard case .transform(let t) = presentationValue(of: .transform) else { return transform }
        return t
    }

    /// The opacity shown on screen now.
    public var presentationAlpha: Double {
        guard case .scalar(let a) = presentationValue(of: .alpha) else { return alpha }
        return a
    }

    /// The background colour shown on screen now.
    public var presentationBackgroundColor: Color? {
        guard case .color(let c) = presentationValue(of: .backgroundColor) else { return backgroundColor }
        return c
    }

    /// The transform from the view's coordinates to its superview's as shown on screen
    /// now: ``transformToSuperview`` with presentation values.
    public var presentationTransformToSuperview: AffineTransform {
        View.transformToSuperview(
            bounds: presentationBounds, center: presentationCenter, transform: presentationTransform)
    }

    /// The frame shown on screen now, in the superview's coordinates.
    public var presentationFrame: Rect {
        let b = presentationBounds
        let c = presentationCenter
        return Rect(x: -b.width / 2, y: -b.height / 2, width: b.width, height: b.height)
            .applying(presentationTransform).offsetBy(dx: c.x, dy: c.y)
    }

    internal func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .center: .point(center)
        case .bounds: .rect(bounds)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(backgroundColor)
        case .cornerRadius: .scalar(layerStorage?.cornerRadius ?? 0)
        case .borderWidth: .scalar(layerStorage?.borderWidth ?? 0)
        case .shadowOpacity: .scalar(layerStorage?.shadowOpacity ?? 0)
        }
    }

    internal func presentationValue(of property: AnimatedProperty) -> AnimatedValue {
        guard let animation = animations[property] else { return modelValue(of: property) }
        let time = (window?.application ?? Application.shared).animator.presentationTime
        return animation.value(at: time, to: modelValue(of: property))
    }

    /// Whether an animation without user interaction is running on the view (F3).
    internal var isAnimatingWithoutInteraction: Bool {
        animations.values.contains { !$0.transaction.allowsUserInteraction }
    }
}
