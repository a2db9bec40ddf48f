/// The visual decoration of a view that UIKit keeps on its `CALayer`: rounded corners, a
/// border and a shadow (SPEC C1-C5).
///
/// Every view has one, ``View/layer``, with Core Animation's names and defaults, so
/// UIKit code such as
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.separator.cgColor
/// card.layer.shadowOpacity = 0.3
/// card.layer.shadowRadius = 8
/// card.layer.shadowOffset = Size(width: 0, height: 4)
/// ```
///
/// ports by renaming. The window renderer draws it: the shadow behind the view, the
/// background colour and border in the rounded shape, and, with ``masksToBounds``, the
/// view's drawing and its subviews clipped to that shape. ``cornerRadius``,
/// ``borderWidth`` and ``shadowOpacity`` animate inside ``View/animate(withDuration:delay:options:animations:completion:)``.
///
/// A `Layer` is not a tree of its own: TouchKit has no sublayers, contents or layer
/// transforms (use subviews, ``View/draw(_:)`` and ``View/transform``).
@MainActor
public final class Layer {
    /// The view the layer decorates (its `delegate` in Core Animation).
    public unowned let view: View

    init(view: View) {
        self.view = view
    }

    /// The radius of the rounded corners; 0 (square) by default (SPEC C2).
    ///
    /// It rounds the background colour and the border; with ``masksToBounds`` it also
    /// clips the view's drawing and its subviews. It is limited to half the shorter side
    /// of the bounds. Hit-testing still uses the rectangle, as in UIKit. Animatable.
    public var cornerRadius: Double = 0 {
        willSet { Animator.willChange(view, .cornerRadius) }
        didSet { if cornerRadius != oldValue { shapeDidChange() } }
    }

    /// The corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CornerMask = .all {
        didSet { if maskedCorners != oldValue { shapeDidChange() } }
    }

    /// Whether the view's drawing and subviews are clipped to the layer's (rounded)
    /// shape: the same property as ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The width of the border drawn inside the bounds, above the view's drawing and its
    /// subviews; 0 (none) by default (SPEC C3). Animatable.
    public var borderWidth: Double = 0 {
        willSet { Animator.willChange(view, .borderWidth) }
        didSet { if borderWidth != oldValue { view.setNeedsRepaint(view.bounds) } }
    }

    /// The colour of the border; opaque black by default, as in Core Animation.
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue, borderWidth > 0 { view.setNeedsRepaint(view.bounds) } }
    }

    /// The colour of the shadow; opaque black by default (SPEC C4).
    public var shadowColor: Color? = .black {
        didSet { if shadowColor != oldValue { shadowDidChange() } }
    }

    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default. Animatable.
    public var shadowOpacity: Double = 0 {
        willSet {
            Animator.willChange(view, .shadowOpacity)
            if newValue != shadowOpacity { view.setNeedsDisplayInSuperview() }
        }
        didSet { if shadowOpacity != oldValue { view.setNeedsDisplayInSuperview() } }
    }

    /// How far the shadow is moved from the view; `(0, -3)` by default, as in Core
    /// Animation on iOS (a shadow slightly above the view). Most apps set a positive
    /// height, which casts it below.
    public var shadowOffset = Size(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { view.setNeedsDisplayInSuperview() } }
        didSet { if shadowOffset != oldValue { view.setNeedsDisplayInSuperview() } }
    }

    /// The blur radius of the shadow, in points; 3 by default. The blur is a Gaussian
    /// whose standard deviation is this radius, reaching ``shadowExtentFactor`` times it
    /// beyond the shape.
    public var shadowRadius: Double = 3 {
        willSet { if newValue != shadowRadius { view.setNeedsDisplayInSuperview() } }
        didSet { if shadowRadius != oldValue { shadowDidChange() } }
    }

    /// The shape of the shadow, in the view's coordinates; `nil` (the default) casts the
    /// shadow of the layer's rounded bounds.
    ///
    /// Core Animation derives the shadow from the pixels of the layer and its sublayers
    /// when there is no path; TouchKit uses the rounded bounds (what a card with a
    /// background colour casts) and documents it as a choice (SPEC C4). Set a path for
    /// any other shape. The path is read when set: change it by setting a new one.
    public var shadowPath: BezierPath? {
        willSet { view.setNeedsDisplayInSuperview() }
        didSet { shadowDidChange() }
    }

    /// How far beyond its shape a shadow reaches, in multiples of ``shadowRadius`` (the
    /// Gaussian's standard deviation): 3, where less than 0.3 % of its weight is left
    /// **(choice)**.
    public static let shadowExtentFactor = 3.0

    // MARK: - Rendering state

    /// The blurred shadow mask and what it was made from (SPEC C4).
    internal var shadowCache: ShadowCache?

    /// How many times this layer's shadow was blurred: a test counts that an unchanged
    /// shadow is not blurred again.
    package internal(set) var shadowBlurCount = 0

    /// Whether the shadow shows at all: an opacity and a visible colour.
    internal var hasVisibleShadow: Bool {
        view.presentationShadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }

    /// Repaints the view and its shadow after a change of shape.
    private func shapeDidChange() {
        view.setNeedsRepaint(view.bounds)
        if shadowOpacity > 0 { shadowDidChange() }
    }

    /// Repaints where the shadow was and is.
    private func shadowDidChange() {
        view.setNeedsDisplayInSuperview()
    }
}
