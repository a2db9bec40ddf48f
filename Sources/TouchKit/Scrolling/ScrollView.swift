/// A view whose content moves under the finger, glides on after a flick, and bounces
/// at its edges (SPEC S1-S16).
///
/// The counterpart of `UIScrollView`. Add content as subviews and set
/// ``contentSize``; the scroll view clips to its bounds, and ``contentOffset`` *is*
/// its bounds' origin, so subviews scroll and hit-test with no extra code (S1).
///
/// ```swift
/// let list = ScrollView(frame: window.bounds)
/// list.contentSize = Size(width: window.bounds.width, height: 10_000 * 44)
/// for row in rows { list.addSubview(row) }
/// list.delegate = self
/// ```
///
/// A drag is a ``PanGestureRecognizer`` (``panGestureRecognizer``, S2). Touches on the
/// content are held back for ``contentTouchDelay`` (``delaysContentTouches``): a quick
/// drag scrolls and presses nothing; a finger that rests gives its touch to the content
/// (``touchesShouldBegin(_:with:in:)``), which a later drag takes back unless
/// ``touchesShouldCancel(in:)`` says no — as it does for a ``Control`` (S6, S7). A
/// ``Slider`` (or any control dragged sideways) inside a paging scroll view sees its
/// touch only after that delay, by which time a quick drag is the scroll view's: set
/// ``delaysContentTouches`` to `false` so the control takes the finger at once. After
/// the lift the content decelerates at ``decelerationRate`` (UIKit's 0.998 or 0.99 per
/// millisecond), rubber-bands at the edges when it ``bounces``, and rests on pages when
/// ``isPagingEnabled`` (S9-S12). With ``minimumZoomScale`` below ``maximumZoomScale``
/// and a delegate's ``ScrollViewDelegate/viewForZooming(in:)``, two fingers zoom (S16).
///
/// Motion is time-based on the application clock: the distance of a fling does not
/// depend on the frame rate, and it ends exactly on its target.
///
/// See also: ``ScrollViewDelegate``, ``DecelerationRate``.
@MainActor
open class ScrollView: View {
    /// How long a touch on the content is held back before the content gets it, in
    /// seconds (a choice: UIKit's undocumented timer is about 150 ms; SPEC S6).
    public static let contentTouchDelay: Double = 0.15
    /// How long a bounce back to an edge or onto a page takes at most, in seconds (a
    /// choice; SPEC S11, S12).
    public static let bounceDuration: Double = 0.5
    /// How long `setContentOffset(_:animated: true)` takes, in seconds (a choice).
    public static let scrollAnimationDuration: Double = 0.3
    /// A drag starts locked to one axis when its other component is at most this
    /// fraction of it (a choice; SPEC S4).
    public static let directionalLockRatio: Double = 0.5

    /// The object told about scrolling and zooming (SPEC S13).
    public weak var delegate: (any ScrollViewDelegate)? {
        didSet { updateZooming() }
    }

    // MARK: - Geometry (S1)

    /// The point of the content shown at the top-left corner: the bounds' origin.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The size of the content. A motion running when it changes is re-aimed within
    /// the new range (SPEC S11).
    public var contentSize: Size = .zero {
        didSet { if !isZoomingContent { contentRangeDidChange() } }
    }

    /// Extra room around the content. A motion running when it changes is re-aimed
    /// within the new range (SPEC S11).
    public var contentInset: EdgeInsets = .zero {
        didSet { contentRangeDidChange() }
    }
    /// Set while a zoom sets the content size (its offset follows, then the motion is
    /// re-aimed once).
    internal var isZoomingContent = false

    /// The room the keyboard takes at the bottom (SPEC X17), set by the window.
    internal var keyboardInset: Double = 0 {
        didSet { if keyboardInset != oldValue { contentRangeDidChange() } }
    }

    /// The inset used for scrolling: ``contentInset`` (Wayland has no safe area), and at
    /// the bottom the part an on-screen keyboard covers (SPEC X17).
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        inset.bottom += keyboardInset
        return inset
    }

    /// The offsets the content rests within, per axis: from `−inset.leading` to
    /// `max(minimum, contentSize + inset.trailing − bounds size)`. A non-finite inset
    /// counts as none, and a non-finite end as the start (no crash, no motion to it).
    public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let minX = inset.left.isFinite ? -inset.left : 0
        let minY = inset.top.isFinite ? -inset.top : 0
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...(maxX.isFinite ? maxX : minX), minY...(maxY.isFinite ? maxY : minY))
    }

    // MARK: - Configuration

    /// The drag (SPEC S2): public and configurable (touch counts, delegate).
    public let panGestureRecognizer: PanGestureRecognizer
    /// The pinch that zooms, when zooming is possible (SPEC S16).
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?
    /// Holds touches back from the content (SPEC S6).
    internal var contentTouchRecognizer: ContentTouchDelayGestureRecognizer!
    /// Follows every finger on the scroll view, for ``isTracking`` (SPEC S3, S8).
    internal var trackingRecognizer: ScrollTrackingGestureRecognizer!

    /// Whether dragging scrolls. Turning it off during a drag cancels the drag (S14).
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag that starts along one axis stays on it (SPEC S4). `false` by default.
    public var isDirectionalLockEnabled = false
    /// Whether the content rubber-bands past its edges (SPEC S5). `true` by default.
    public var bounces = true
    /// Whether a vertical drag is allowed even when the content fits (SPEC S5).
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag is allowed even when the content fits (SPEC S5).
    public var alwaysBounceHorizontal = false
    /// Whether the content rests on multiples of the bounds size (SPEC S12).
    public var isPagingEnabled = false
    /// How quickly the content slows down after a flick (SPEC S10). `.normal` by default.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether touches on the content wait ``contentTouchDelay`` to see if they are a
    /// drag (SPEC S6). `true` by default. Set it to `false` when the content holds
    /// controls that must answer at once, such as a ``Slider`` or a ``Switch`` in a
    /// paging scroll view.
    public var delaysContentTouches = true
    /// Whether a drag may take back a touch the content already has (SPEC S7). `true`
    /// by default.
    public var canCancelContentTouches = true

    // MARK: - State (S3)

    /// Whether a finger is down on the scroll view or its content, dragging or not.
    public internal(set) var isTracking = false
    /// Whether a drag is scrolling the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on after the lift (deceleration, bounce, page snap).
    public internal(set) var isDecelerating = false

    // MARK: - Zooming state (S16)

    /// The smallest zoom scale. 1 by default.
    public var minimumZoomScale: Double = 1 { didSet { updateZooming() } }
    /// The largest zoom scale. 1 by default.
    public var maximumZoomScale: Double = 1 { didSet { updateZooming() } }
    /// Whether a pinch may zoom past the limits and spring back. `true` by default.
    public var bouncesZoom = true
    /// Whether a pinch is zooming.
    public internal(set) var isZooming = false
    /// The current zoom scale of the delegate's zooming view.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    internal var storedZoomScale: Double = 1
    internal var zoomStart: (scale: Double, anchor: Point)?
    /// A running `zoom(to:animated:)` (ScrollView+ZoomToRect.swift).
    internal var zoomAnimation: ZoomAnimation?
    internal let zoomTickOwner = ZoomTickOwner()

    // MARK: - Motion

    /// The motion after a drag or of an animated offset change.
    internal struct Motion {
        var x: ScrollMotion
        var y: ScrollMotion
        var start: Double
        var isAnimation: Bool
        /// Whether the motion must rest within the range even as the range changes
        /// under it: a wheel's animation (user input, SPEC P4). Code's animations go
        /// where the code sent them, as in UIKit.
        var keepsInRange = false
        /// The application whose clock and frame ticker run the motion (its window's
        /// when it started; `nil` without one).
        weak var application: Application? = nil
    }
    internal var motion: Motion?
    /// The drag's start: the offset, and the translation the content counts from (the
    /// hysteresis along the first movement, SPEC S4).
    internal var dragStart: (offset: Point, translation: Point)?
    /// The axis a directional lock keeps (S4): `true` for horizontal.
    internal var lockedToHorizontal: Bool?
    /// The page the drag began on (S12).
    internal var dragStartPage: Point = .zero

    /// Creates a scroll view. It clips to its bounds.
    public override init(frame: Rect) {
        panGestureRecognizer = ScrollPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        isMultipleTouchEnabled = true
        let pan = panGestureRecognizer as! ScrollPanGestureRecognizer
        pan.scrollView = self
        pan.allowedScrollTypesMask = .all  // SPEC P3
        pan.addAction { [unowned self] recognizer in self.handlePan(recognizer as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
        contentTouchRecognizer = ContentTouchDelayGestureRecognizer(scrollView: self)
        addGestureRecognizer(contentTouchRecognizer)
        trackingRecognizer = ScrollTrackingGestureRecognizer(scrollView: self)
        addGestureRecognizer(trackingRecognizer)
    }

    // MARK: - Content touches (S6, S7)

    /// Whether the content `view` gets `touches` that waited (or, with
    /// ``delaysContentTouches`` off, at once). `true` by default (SPEC S6).
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Whether a drag may take back a touch `view` already has (SPEC S7). `false` for a
    /// ``Control``, so a button pressed and held keeps its touch; `true` otherwise.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// A touch that lands while the content moves belongs to the scroll view itself: it
    /// stops the motion and reaches no content view or recognizer (SPEC S8).
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard canReceiveTouches, self.point(inside: point, with: event) else { return nil }
        if isDecelerating || motion != nil { return self }
        // Only the subviews that show can be touched: those outside the visible
        // bounds are skipped without asking them (a 10,000-row list asks a few).
        let visible = bounds
        for subview in subviews.reversed() where subview.frame.intersects(visible) {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: - Programmatic scrolling (S15)

    /// Sets the content offset, at once or with an animation that a touch stops (S8).
    /// Either way `scrollViewDidScroll` follows each change; an animation ends with
    /// `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            TouchKitLog.error("\(type(of: self)): ignoring a non-finite content offset \(offset)")
            return
        }
        if animated {
            stopMotion(notify: false)
            let start = contentOffset
            let duration = Self.scrollAnimationDuration
            startMotion(
                Motion(
                    x: ScrollMotion(
                        .eased(start: start.x, target: offset.x, duration: duration), bounceDuration: duration),
                    y: ScrollMotion(
                        .eased(start: start.y, target: offset.y, duration: duration), bounceDuration: duration),
                    start: owningApplication.clock.now, isAnimation: true))
        } else {
            applyOffset(offset)
        }
    }

    /// Moves the bounds' origin and tells the delegate.
    internal func applyOffset(_ offset: Point) {
        guard offset != bounds.origin else { return }
        moveContent(to: offset)
        delegate?.scrollViewDidScroll(self)
    }
}
