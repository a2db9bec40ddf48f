/// A rectangular area on screen that draws content and handles touches.
///
/// The counterpart of `UIView`. A view has a position in its superview (``center``,
/// ``bounds``, ``transform``, and the derived ``frame``), subviews in back-to-front
/// order, and the properties that decide whether it can be touched (SPEC H2):
/// ``isHidden``, ``isUserInteractionEnabled`` and ``alpha``. Subclass it and
/// override the touch methods of ``Responder`` to handle touches, and
/// ``draw(_:)`` to draw.
///
/// Geometry follows UIKit: `center` is in the superview's coordinates, `bounds` in
/// the view's own, and `transform` applies about the centre.
///
/// See also: ``Window``, ``Touch``, ``hitTest(_:with:)``.
@MainActor
open class View: Responder {
    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: Rect) {
        let f = frame.standardized
        self.bounds = Rect(origin: .zero, size: f.size)
        self.center = f.center
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry (SPEC D3)

    /// The view's rectangle in its own coordinate system.
    ///
    /// `open`, as are ``center`` and ``frame``: a subclass may override them to react to
    /// geometry changes (call `super`).
    open var bounds: Rect {
        willSet {
            Animator.willChange(self, .bounds)
            if newValue != bounds { setNeedsDisplayInSuperview() }
        }
        didSet {
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                if autoresizesSubviews { resizeSubviews(withOldSize: oldValue.size) }
                setNeedsLayout()
            }
            viewGeometryDidChange()
        }
    }

    /// The view's centre in its superview's coordinate system.
    open var center: Point {
        willSet {
            Animator.willChange(self, .center)
            if newValue != center { setNeedsDisplayInSuperview() }
        }
        didSet { if center != oldValue { viewGeometryDidChange() } }
    }

    /// The transform applied about the view's centre (scale, rotation, translation).
    public var transform: AffineTransform = .identity {
        willSet {
            Animator.willChange(self, .transform)
            if newValue != transform { setNeedsDisplayInSuperview() }
        }
        didSet { if transform != oldValue { viewGeometryDidChange() } }
    }

    /// The view's rectangle in its superview's coordinates: the bounding box of its
    /// transformed bounds. Setting it sets ``center`` and the size of ``bounds``.
    /// (See View+Frame.swift.)
    open var frame: Rect {
        get { frameFromGeometry }
        set { setGeometry(forFrame: newValue) }
    }

    // MARK: - Appearance and interaction

    /// Whether the view is hidden. Hidden views are not drawn nor hit-tested (SPEC H2).
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplayInSuperview()
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// The view's opacity, 0 to 1. Below 0.01 the view is not hit-tested (SPEC H2).
    public var alpha: Double = 1 {
        willSet { Animator.willChange(self, .alpha) }
        didSet { if alpha != oldValue { setNeedsDisplayInSuperview() } }
    }

    /// The colour the view's bounds are filled with before ``draw(_:)``; `nil` for none.
    public var backgroundColor: Color? {
        willSet { Animator.willChange(self, .backgroundColor) }
        didSet { setNeedsRepaint(bounds) }
    }

    /// Whether subviews are clipped to the view's bounds when drawn.
    public var clipsToBounds = false {
        didSet {
            invalidateSuperviewIndex()
            setNeedsRepaint(bounds.union(subviews.map(\.frame).enclosingRect))
        }
    }

    /// Whether the view keeps its own drawing in an offscreen image (SPEC D5). `false`
    /// by default.
    ///
    /// When `true`, ``draw(_:)`` runs only for the areas invalidated with
    /// ``setNeedsDisplay(_:)`` (or all of it after a change of size or pixel density);
    /// every other frame composites the stored image instead. Use it for content that
    /// is expensive to draw and changes little at a time, such as a canvas holding
    /// thousands of finished strokes: invalidate just the area of a new stroke and draw
    /// only the strokes that meet the rectangle `draw(_:)` receives. Subviews are not
    /// part of the image; they are composited over it as usual. Like a rasterized layer
    /// in UIKit, the image is stretched while the view is scaled or its bounds animate.
    public var cachesDrawing = false {
        didSet {
            guard cachesDrawing != oldValue else { return }
            drawingCache = cachesDrawing ? DrawingCache() : nil
            setNeedsDisplay()
        }
    }

    /// Whether the view and its subviews receive touches (SPEC H2, F3). `true` by default.
    public var isUserInteractionEnabled = true
    /// The interactions added to the view (``addInteraction(_:)``, UIKit's `interactions`).
    public internal(set) var interactions: [any Interaction] = []

    /// Whether the view receives more than one touch at a time (SPEC T7). `false` by
    /// default: such a view receives only the first finger of its sequence.
    public var isMultipleTouchEnabled = false

    /// Whether the view tracks touches exclusively in its window (SPEC T8): while it
    /// tracks a touch no other view in the window receives one, and it receives one
    /// only when no other view in the window is tracking. `false` by default.
    public var isExclusiveTouch = false

    /// How the view's frame follows a change of its superview's size (see
    /// View+Autoresizing.swift); empty (fixed) by default.
    public var autoresizingMask: AutoresizingMask = []

    /// Whether a change of the view's size resizes its subviews by their
    /// ``autoresizingMask``; `true` by default.
    public var autoresizesSubviews = true

    /// A number to find the view by (see ``viewWithTag(_:)``).
    public var tag = 0

    /// The style the view and its subviews use whatever their superview's, or
    /// ``UserInterfaceStyle/unspecified`` (the default) to inherit it (SPEC M1).
    public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            let previous = TraitCollection(userInterfaceStyle: resolvedStyle(overriding: oldValue))
            traitsDidChange(from: previous)
        }
    }

    /// The tint set on this view, `nil` to inherit (see View+TintColor.swift).
    internal var ownTintColor: Color?

    /// A name used by dispatch traces, tests and accessibility tools.
    public var accessibilityIdentifier: String?

    // MARK: - Hierarchy state (see View+Hierarchy.swift)

    /// The view containing this one, if any.
    public internal(set) weak var superview: View?

    /// The subviews, back to front.
    public internal(set) var subviews: [View] = [] {
        // (No `oldValue` here: naming it copies the array at every change.)
        didSet {
            subviewIndex = nil
            if subviews.isEmpty == hasSubviews {
                hasSubviews = !subviews.isEmpty
                invalidateSuperviewIndex()
            }
        }
    }
    /// Whether ``subviews`` was non-empty at its last change.
    private var hasSubviews = false

    /// The view controller whose root view this is (its next responder, SPEC R1).
    internal weak var viewController: ViewController?

    // MARK: - Display and layout state (see View+Display.swift)

    internal var needsLayout = true
    /// Whether a view of the subtree below needs layout (see ``layoutIfNeeded()``).
    internal var descendantNeedsLayout = false
    /// The subviews sorted for the renderer, when there are many (see SubviewIndex.swift).
    internal var subviewIndex: SubviewIndex?
    /// Set while a scroll view moves its origin as a pixel move: the move, not a redraw
    /// of the frame, updates the screen (see ScrollView+PixelMoves.swift).
    internal var movesPixelsInsteadOfDamage = false

    /// The offscreen image of the view's drawing when ``cachesDrawing`` is on.
    internal var drawingCache: DrawingCache?

    /// The view's layer once used (see View+Layer.swift); `nil` draws a plain rectangle.
    internal var layerStorage: Layer?

    /// Running animations, by property (see View+Animation.swift).
    internal var animations: [AnimatedProperty: PropertyAnimation] = [:]

    /// The gesture recognizers attached to the view, in the order added (see
    /// View+GestureRecognizers.swift).
    internal var attachedGestureRecognizers: [GestureRecognizer] = []
    /// The set of the view's last touch call, handed again for the same touches.
    @exclusivity(unchecked) internal var touchSetCache = TouchSetCache()

    // MARK: - Responder chain (SPEC R1)

    /// The view controller whose root view this is, else the superview; a window's is
    /// the application.
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    internal override var responderWindow: Window? { window }

    /// Called when the geometry changes; marks the superview for redrawing.
    internal func viewGeometryDidChange() {
        invalidateSuperviewIndex()
        setNeedsDisplayInSuperview()
    }

    // MARK: - Hit-testing (SPEC H1-H3)

    /// The farthest descendant of the receiver (or the receiver itself) that contains
    /// `point` and can be touched, or `nil`.
    ///
    /// The default skips the receiver and its subtree when it is hidden, has
    /// ``isUserInteractionEnabled`` off or an ``alpha`` below 0.01 (SPEC H2), or when
    /// ``point(inside:with:)`` says no, and when its geometry holds NaN or infinity
    /// (logged once per view type); otherwise it asks the subviews front-most first,
    /// each in its own coordinates (transforms included), and returns the first answer,
    /// or the receiver (SPEC H1). Override it to take the touches of subviews (H3).
    ///
    /// - Parameters:
    ///   - point: A point in the receiver's coordinate system.
    ///   - event: The event that caused the test, if any.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard canReceiveTouches else { return nil }
        guard hasFiniteGeometry else {
            reportNonFiniteGeometry()
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point`, in the receiver's coordinates, is inside it. The default tests
    /// ``bounds``; override it to grow or shrink the touch area (SPEC H3).
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// Whether a gesture recognizer that would take this view's touch away may begin
    /// (SPEC G13). Asked of the hit-test view of each touch the recognizer would cancel;
    /// `true` by default. ``Control`` overrides it to keep its default action (G18).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether the view itself may be hit-tested (SPEC H2).
    public final var canReceiveTouches: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01
            && (animations.isEmpty || !isAnimatingWithoutInteraction)
    }

    // MARK: - Drawing and layout hooks

    /// Draws the view's content in `rect` (in the view's coordinates) into the current
    /// graphics context (see ``Window``'s host). The default draws nothing; the
    /// background colour is filled before it is called (SPEC D2).
    ///
    /// Never call it yourself: call ``setNeedsDisplay()`` and TouchKit draws at the next
    /// frame the compositor asks for.
    open func draw(_ rect: Rect) {}

    /// The size that best fits the view's content within `size` (UIKit's
    /// `sizeThatFits(_:)`). The default returns the current size of ``bounds``.
    ///
    /// - Parameter size: The space available; a dimension of `.infinity` is unbounded.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The size the view's content needs by itself, or ``View/noIntrinsicMetric`` for a
    /// dimension it has no preference in (both, by default).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Lays out the subviews. The default does nothing; called before drawing when
    /// ``setNeedsLayout()`` was called or the bounds' size changed.
    open func layoutSubviews() {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    /// Called after a subview was shown or hidden (a stack view lays out again).
    internal func subviewVisibilityDidChange(_ subview: View) {}

    /// Called when the view's ``traitCollection`` changed (its style: light or dark),
    /// after the change, with the traits before it (SPEC M1). The view is redrawn
    /// anyway; override it to update colours kept outside ``draw(_:)`` (a layer's
    /// border colour resolved by hand, say).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when ``tintColor`` changed for the view. The default redraws it.
    open func tintColorDidChange() { setNeedsDisplay() }

    // MARK: - Accessibility (UIAccessibility; SPEC A1-A6, see Accessibility/)

    /// What the accessibility properties below keep.
    internal var accessibility = AccessibilityStorage()

    /// Whether assistive technologies see this view as one element (its subviews are
    /// then not exposed). False by default, true for the built-in controls and labels.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults?.builtInIsAccessibilityElement ?? false }
        set { accessibility.isElement = newValue }
    }
    /// A short name, read first (a button's title, a label's text by default).
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults?.builtInAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What activating the element does, read after a pause.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The current value ("50%" for a slider, "on" or "off" for a switch by default).
    open var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityDefaults?.builtInAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What the element is and how it behaves.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// The frame in window coordinates; the view's bounds converted by default.
    open var accessibilityFrame: Rect {
        get { accessibility.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// The elements inside this view, in navigation order (views and
    /// ``AccessibilityElement``s); `nil` finds them in the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// Whether the elements inside this view are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the elements of this view's siblings.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether this view's elements are kept together, whatever their positions.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// Actions offered beside activation.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// Activates the element as a tap would; returns whether it did (SPEC A6).
    open func accessibilityActivate() -> Bool { accessibilityDefaults?.builtInAccessibilityActivate() ?? false }
    /// Increments an adjustable element (SPEC A6).
    open func accessibilityIncrement() { accessibilityDefaults?.builtInAccessibilityAdjust(by: 1) }
    /// Decrements an adjustable element (SPEC A6).
    open func accessibilityDecrement() { accessibilityDefaults?.builtInAccessibilityAdjust(by: -1) }
}
